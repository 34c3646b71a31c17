import { gamesApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { langOf } from '../lobby/index.ts';
import { getFairness, rotateSeed, setClientSeed } from './fairness-service.ts';
import { playOriginal } from './play-service.ts';
import { getRound, listRounds } from './rounds-service.ts';
import { getTop } from './top-service.ts';

const tags = ['games'];

/** The originals' play endpoint and the home top-10 tables. */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(gamesApi.top, {
      tags,
      summary: 'Home top-10 tables from real rounds: most played (24 h) and biggest winners (7 days)',
      handler: async (request) => ok(await getTop(app.db, app.now(), langOf(request))),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.play, {
      // The round re-checks the session in its own transaction, so the cached lookup is safe here.
      onRequest: app.requireMemberCached,
      tags,
      summary:
        'One provably-fair round of an original (Idempotency-Key header accepted): outcome, balance, proof',
      handler: async (request) =>
        ok(
          await playOriginal(
            app.db,
            {
              memberId: request.member.id,
              sessionId: request.member.sessionId,
              sessionStartedAt: request.member.sessionStartedAt,
              refuseSession: (state) => app.sessionRefused(request.member, state),
              vipLevel: request.member.vipLevel,
              gameCode: request.params.game,
              bet: request.body.bet,
              clientSeed: request.body.client_seed,
              idempotencyKey: idempotencyKeyOf(request),
              ip: request.ip,
              now: app.now(),
            },
            langOf(request),
          ),
        ),
    }),
  );
};

/** Provably fair: the player's seeds, and the rounds with everything needed to verify them. */
export const fairnessRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an anonymous call is answered 409 before its body or query is read.
  const member = { onRequest: app.requireMember };

  app.route(
    fromDescriptor(gamesApi.fairness, {
      ...member,
      tags,
      summary: 'Provably fair: the active server seed hash, client seed, next nonce and last revealed seed',
      handler: async (request) => ok(await getFairness(app.db, request.member.id)),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.setClientSeed, {
      ...member,
      tags,
      summary: 'Sets the client seed (1–64 characters) used from the next round on',
      handler: async (request) =>
        ok(await setClientSeed(app.db, request.member.id, request.body.client_seed)),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.rotateSeed, {
      ...member,
      tags,
      summary: 'Reveals the server seed in use and starts a new one (nonce 0)',
      handler: async (request) => ok(await rotateSeed(app.db, request.member.id, app.now())),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.rounds, {
      ...member,
      tags,
      summary: "The player's rounds, newest first",
      handler: async (request) =>
        ok(await listRounds(app.db, request.member.id, request.query, langOf(request))),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.round, {
      ...member,
      tags,
      summary: 'One of the player’s rounds with everything needed to verify it',
      handler: async (request) =>
        ok(await getRound(app.db, request.member.id, roundNamed(request.query), langOf(request))),
    }),
  );
};

/** The round a query names: by id, or by the wallet's `<seed id>.<nonce>` reference. */
function roundNamed(q: { round_id?: string | undefined; ref?: string | undefined }) {
  if (q.round_id !== undefined) return { id: BigInt(q.round_id) };
  const [seedId, nonce] = (q.ref ?? '').split('.');
  return { seedId: BigInt(seedId ?? '0'), nonce: BigInt(nonce ?? '0') };
}
