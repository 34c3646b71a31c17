import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import { AppError } from './app-error.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/**
 * Whether this client may use the development helpers (SMS outbox, sandbox payer page): never in
 * production; otherwise loopback clients only unless DEV_HELPERS_OPEN=true. `request.ip` is the
 * socket's address, or the client a trusted proxy reports (TRUST_PROXY), so a proxy on the same
 * machine does not make every visitor "local".
 */
export function devHelpersReachable(config: AppConfig, request: FastifyRequest): boolean {
  if (config.isProduction) return false;
  return config.DEV_HELPERS_OPEN || isLoopback(request.ip);
}

/** onRequest guard of a development helper route: anyone else gets the not-found envelope. */
export function devHelpersOnly(config: AppConfig) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!devHelpersReachable(config, request)) throw new AppError('NOT_FOUND', { httpStatus: 404 });
  };
}
