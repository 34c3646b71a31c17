import { gamesApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { langOf } from '../lobby/index.ts';
import { openExternalSession, returnFromPlatforms } from './external-service.ts';

const tags = ['games'];

/** The player's side of external platforms: the page to frame, and the money back from transfer platforms. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.requireMember };

  app.route(
    fromDescriptor(gamesApi.externalSession, {
      ...member,
      tags,
      summary: 'The external game behind a launch URL session: the platform page to frame, balances',
      handler: async (request) =>
        ok(
          await openExternalSession(
            app.db,
            {
              memberId: request.member.id,
              session: request.query.session,
              now: app.now(),
              secret: app.config.appSecret,
              providers: app.gameProviders,
              lobbyUrl: '/',
            },
            langOf(request),
          ),
        ),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.externalReturn, {
      ...member,
      tags,
      summary:
        'Brings the money held in transfer platforms back to the wallet (types 25 / 11): on exit and lobby visits',
      handler: async (request) =>
        ok(
          await returnFromPlatforms(app.db, {
            memberId: request.member.id,
            platform: request.body?.platform,
            providers: app.gameProviders,
            now: () => app.now(),
          }),
        ),
    }),
  );
};
