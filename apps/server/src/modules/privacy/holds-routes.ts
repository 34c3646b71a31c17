import { staffPrivacyApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { requireStaff, staffContext } from '../admin/index.ts';
import { listHolds, placeHold, releaseHold } from './holds-service.ts';

/**
 * Holds on a player's access logs, owners only: the request is confidential (Marco Civil art. 13 §4),
 * so no other role sees that one exists (docs/COMPLIANCE.md "Access logs").
 */
export const holdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = { onRequest: requireStaff(['owner']) };

  app.route(
    fromDescriptor(staffPrivacyApi.holds, {
      ...owner,
      tags: ['admin'],
      summary: 'The holds on the player’s access logs, newest first (Marco Civil art. 15 §2)',
      handler: async (request) => ok(await listHolds(staffContext(request), BigInt(request.params.id))),
    }),
  );

  app.route(
    fromDescriptor(staffPrivacyApi.hold, {
      ...owner,
      tags: ['admin'],
      summary: 'Holds the player’s access logs for `days` at an authority’s request (audited privacy.hold)',
      handler: async (request) =>
        ok(await placeHold(staffContext(request), BigInt(request.params.id), request.body)),
    }),
  );

  app.route(
    fromDescriptor(staffPrivacyApi.release, {
      ...owner,
      tags: ['admin'],
      summary: 'Releases a hold before its end, with a reason (audited privacy.release)',
      handler: async (request) =>
        ok(await releaseHold(staffContext(request), BigInt(request.params.id), request.body.reason)),
    }),
  );
};
