import { accessLogHoldBody, accessLogHolds, adminPlayerActionBody, adminPlayerParams } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireStaff, staffContext } from '../admin/index.ts';
import { listHolds, placeHold, releaseHold } from './holds-service.ts';

/**
 * Holds on a player's access logs, owners only: the request is confidential (Marco Civil art. 13 §4),
 * so no other role sees that one exists (docs/COMPLIANCE.md "Access logs").
 */
export const holdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = { onRequest: requireStaff(['owner']) };
  const answer = { 200: envelopeOf(accessLogHolds) };

  app.get(
    '/admin/players/:id/access-log-holds',
    {
      ...owner,
      schema: {
        tags: ['admin'],
        summary: 'The holds on the player’s access logs, newest first (Marco Civil art. 15 §2)',
        params: adminPlayerParams,
        response: answer,
      },
    },
    async (request) => ok(await listHolds(staffContext(request), BigInt(request.params.id))),
  );

  app.post(
    '/admin/players/:id/access-log-holds',
    {
      ...owner,
      schema: {
        tags: ['admin'],
        summary: 'Holds the player’s access logs for `days` at an authority’s request (audited privacy.hold)',
        params: adminPlayerParams,
        body: accessLogHoldBody,
        response: answer,
      },
    },
    async (request) => ok(await placeHold(staffContext(request), BigInt(request.params.id), request.body)),
  );

  app.post(
    '/admin/access-log-holds/:id/release',
    {
      ...owner,
      schema: {
        tags: ['admin'],
        summary: 'Releases a hold before its end, with a reason (audited privacy.release)',
        params: adminPlayerParams,
        body: adminPlayerActionBody,
        response: answer,
      },
    },
    async (request) =>
      ok(await releaseHold(staffContext(request), BigInt(request.params.id), request.body.reason)),
  );
};
