import type { Locale } from '@jl/core';
import { DEFAULT_LOCALE } from '@jl/core';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { isSandbox, type PixProvider } from '../providers/pix/index.ts';
import type { SelfExclusionRegistry } from '../providers/self-exclusion/index.ts';
import { devHelpersReachable } from './dev-helpers.ts';

/**
 * What a service needs from the app and the request, in one type for every module: the database, the
 * Pix PSP, the clock (injected in tests), the request's log, language, address and agent, and the
 * session settings. Routes build it with
 * `requestContext(app, request)`; jobs and webhooks without a player request pass no request.
 */
export type RequestContext = {
  db: Db;
  pix: PixProvider;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The language of messages built in services (refusal `vars`, status labels). */
  locale: Locale;
  /** Development only: where the sandbox PSP's payer page is. */
  sandboxPayerUrl: string | null;
  /** The central self-exclusion registry, asked when a CPF is bound (responsible gaming). */
  registry: SelfExclusionRegistry;
  /** The client's address (after TRUST_PROXY) and user agent; null / undefined without a request. */
  ip: string | null;
  userAgent: string | undefined;
  /** The app's secret (SMS code hashes, game sessions, CPF pseudonyms). */
  appSecret: string;
  /** Earlier secrets (APP_SECRET_PREVIOUS): the CPF pseudonyms they keyed still match. */
  previousAppSecrets: readonly string[];
  /** SESSION_TTL_DAYS and SESSION_IDLE_MINUTES. */
  sessionTtlDays: number;
  sessionIdleMinutes: number;
};

export function requestContext(app: FastifyInstance, request?: FastifyRequest): RequestContext {
  return {
    db: app.db,
    pix: app.pix,
    now: () => app.now(),
    log: request?.log ?? app.log,
    locale: request?.locale ?? DEFAULT_LOCALE,
    // Offered only to a client that may open it (loopback unless DEV_HELPERS_OPEN).
    sandboxPayerUrl:
      request && isSandbox(app.pix) && devHelpersReachable(app.config, request) ? '/sandbox/pix' : null,
    registry: app.selfExclusion,
    ip: request?.ip ?? null,
    userAgent: request?.headers['user-agent'],
    appSecret: app.config.appSecret,
    previousAppSecrets: app.config.APP_SECRET_PREVIOUS,
    sessionTtlDays: app.config.SESSION_TTL_DAYS,
    sessionIdleMinutes: app.config.SESSION_IDLE_MINUTES,
  };
}
