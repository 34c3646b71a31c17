import { kycApi } from '@jl/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/app-error.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { getSiteConfig } from '../config/index.ts';
import { kycStatusOf, startVerification, submitSelfie } from './kyc-service.ts';

/**
 * The sandbox bureau confirms anyone by a table of test CPFs: in production under br-regulated it may
 * not decide. The boot refuses it (onReady below); a profile switched to br-regulated while it runs
 * makes every attempt "unavailable" until a real bureau is configured.
 */
async function sandboxForbidden(app: FastifyInstance): Promise<boolean> {
  if (!app.config.isProduction || app.kyc.name !== 'sandbox') return false;
  return (await getSiteConfig(app.db)).compliance.profile === 'br-regulated';
}

const tags = ['kyc'];
/** A selfie of at most 700 KB, base64 in JSON (the app sends ~60 KB). */
const SELFIE_BODY_LIMIT = 1024 * 1024;

/** The player's identity verification (docs/API.md "Identity verification"). */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.requireMember };
  const deps = async () => {
    if (await sandboxForbidden(app)) refuse('KYC_UNAVAILABLE');
    return { db: app.db, kyc: app.kyc, now: () => app.now() };
  };
  app.addHook('onReady', async () => {
    if (await sandboxForbidden(app))
      throw new Error(
        'KYC_PROVIDER=sandbox cannot run in production with the br-regulated profile: configure KYC_PROVIDER=datavalid',
      );
  });
  // Each attempt asks the bureau (a paid call): the same per-IP ceiling as sign-in.
  const LIMIT = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.route(
    fromDescriptor(kycApi.status, {
      ...member,
      tags,
      summary: 'The player’s identity verification: state, reason, checks, and what needs it',
      handler: async (request) => ok(await kycStatusOf(app.db, request.member.id)),
    }),
  );

  app.route(
    fromDescriptor(kycApi.start, {
      ...member,
      config: LIMIT,
      tags,
      summary: 'Starts a verification: CPF, full name and birth date, checked with the bureau',
      handler: async (request) => ok(await startVerification(await deps(), request.member.id, request.body)),
    }),
  );

  app.route(
    fromDescriptor(kycApi.selfie, {
      ...member,
      config: LIMIT,
      bodyLimit: SELFIE_BODY_LIMIT,
      tags,
      summary: 'The liveness step: a selfie compared with the face on record',
      handler: async (request) =>
        ok(await submitSelfie(await deps(), request.member.id, request.body.selfie)),
    }),
  );
};
