import type { Locale } from '@jl/core';
import { DEFAULT_LOCALE } from '@jl/core';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { isSandbox, type PixProvider } from '../providers/pix/index.ts';
import { devHelpersReachable } from './dev-helpers.ts';

/**
 * What a service needs from the app and the request, in one type for every module: the database, the
 * Pix PSP, the clock (injected in tests), the request's log and language. Routes build it with
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
  };
}
