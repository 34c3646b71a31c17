import { gamesApi } from '@jl/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { assertStakeAllowed, profileOf } from '../rg/index.ts';
import { openExternalSession, returnFromPlatforms } from './external-service.ts';
import { getFairness, rotateSeed, setClientSeed } from './fairness-service.ts';
import {
  collectGame,
  getGameInfo,
  type Lang,
  launchGame,
  listLobby,
  listLobbyPlatforms,
  listMemberTiles,
  openGameSession,
} from './lobby-service.ts';
import { playOriginal } from './play-service.ts';
import { getRound, listRounds } from './rounds-service.ts';
import { getTop } from './top-service.ts';

const langOf = (request: FastifyRequest): Lang => ({
  locale: request.locale,
  t: (key, vars) => request.t(key, vars),
});

/** Lobby, launch, the originals' play endpoint, seeds, round history and the top-10 tables. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an anonymous call is answered 409 before its body or query is read.
  const member = { onRequest: app.requireMember };
  const tags = ['games'];

  app.route(
    fromDescriptor(gamesApi.list, {
      tags,
      summary: 'Games of a lobby tab (slots, hot, live, new) and/or platform; enabled games only',
      handler: async (request) => ok(await listLobby(app.db, request.query, langOf(request))),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.platforms, {
      tags,
      summary: 'Game platforms',
      handler: async (request) => ok(await listLobbyPlatforms(app.db, langOf(request))),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.info, {
      tags,
      summary: 'A game with its rules, paytable, exact RTP and bet levels (published before any bet)',
      handler: async (request) => ok(await getGameInfo(app.db, request.query.game, langOf(request))),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.top, {
      tags,
      summary: 'Home top-10 tables from real rounds: most played (24 h) and biggest winners (7 days)',
      handler: async (request) => ok(await getTop(app.db, app.now(), langOf(request))),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.collect, {
      ...member,
      tags,
      summary: 'Adds a game to the collection (favourites) or removes it: a toggle',
      handler: async (request) =>
        ok(await collectGame(app.db, request.member.id, BigInt(request.body.game_id))),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.collection, {
      ...member,
      tags,
      summary: "The player's collection, newest first",
      handler: async (request) =>
        ok(await listMemberTiles(app.db, 'collection', request.member.id, request.query, langOf(request))),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.history, {
      ...member,
      tags,
      summary: 'Recently played: the games the player opened, last opened first',
      handler: async (request) =>
        ok(await listMemberTiles(app.db, 'recent', request.member.id, request.query, langOf(request))),
    }),
  );

  app.route(
    fromDescriptor(gamesApi.launch, {
      ...member,
      tags,
      summary: 'Opens a game: the in-app game client URL with a signed 30-minute game session',
      handler: async (request) => {
        // Responsible gaming before a game opens (external platforms take stakes outside our rounds):
        // blocks, the limits step, the session limit, the reality check, a loss limit already reached.
        await assertStakeAllowed(app.db, {
          memberId: request.member.id,
          sessionId: request.member.sessionId,
          sessionStartedAt: request.member.sessionStartedAt,
          betCents: 0n,
          now: app.now(),
          locale: request.locale,
          profile: await profileOf(app.db),
        });
        return ok(
          await launchGame(app.db, {
            memberId: request.member.id,
            gameId: BigInt(request.body.game_id),
            now: app.now(),
            secret: app.config.appSecret,
            external: { providers: app.gameProviders, locale: request.locale, nowFn: () => app.now() },
          }),
        );
      },
    }),
  );

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

  app.route(
    fromDescriptor(gamesApi.session, {
      ...member,
      tags,
      summary: 'The game behind a launch URL session, with its rules and the balance',
      handler: async (request) =>
        ok(
          await openGameSession(
            app.db,
            {
              memberId: request.member.id,
              session: request.query.session,
              now: app.now(),
              secret: app.config.appSecret,
            },
            langOf(request),
          ),
        ),
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
              now: app.now(),
            },
            langOf(request),
          ),
        ),
    }),
  );

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
        ok(await getRound(app.db, request.member.id, BigInt(request.query.round_id), langOf(request))),
    }),
  );
};
