import { locationApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { checkGeolocation, locationStatusOf } from './location-service.ts';

const tags = ['location'];

/** Where the player is (docs/API.md "Location"). */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.requireMember };
  // A shared location is one call per visit of the page; the ceiling keeps the log from being flooded.
  const LIMIT = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.route(
    fromDescriptor(locationApi.status, {
      ...member,
      tags,
      summary:
        'Where the player is: the address’s country, the shared location in force, and whether it blocks',
      handler: async (request) =>
        ok(await locationStatusOf(app.db, { memberId: request.member.id, ip: request.ip, now: app.now() })),
    }),
  );

  app.route(
    fromDescriptor(locationApi.check, {
      ...member,
      config: LIMIT,
      tags,
      summary: 'The browser’s geolocation, shared with consent: placed inside or outside Brazil and recorded',
      handler: async (request) =>
        ok(
          await checkGeolocation(
            app.db,
            { memberId: request.member.id, ip: request.ip, now: app.now() },
            request.body,
          ),
        ),
    }),
  );
};
