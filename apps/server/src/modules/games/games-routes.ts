import {
  clientSeedBody,
  collectResult,
  fairnessInfo,
  gameIdBody,
  gameInfo,
  gameInfoQuery,
  gameListQuery,
  gamePage,
  gamePageQuery,
  gamePlatList,
  gameSession,
  gameSessionQuery,
  gameTileAtPage,
  gameTop,
  launchResult,
  playBody,
  playParams,
  playResult,
  roundDetail,
  roundListQuery,
  roundPage,
  roundQuery,
} from '@jl/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
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

const memberQuery = z.strictObject({ id: z.string().max(20).optional() });

/** Lobby, launch, the originals' play endpoint, seeds, round history and the top-10 tables. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an anonymous call is answered 409 before its body or query is read.
  const member = { onRequest: app.requireMember };
  const tags = ['games'];

  app.get(
    '/game/list',
    {
      schema: {
        tags,
        summary: 'Games of a lobby tab (slots, hot, live, new) and/or platform; enabled games only',
        querystring: gameListQuery,
        response: { 200: envelopeOf(gamePage) },
      },
    },
    async (request) => ok(await listLobby(app.db, request.query, langOf(request))),
  );

  app.get(
    '/game/plat',
    {
      schema: {
        tags,
        summary: 'Game platforms',
        querystring: memberQuery,
        response: { 200: envelopeOf(gamePlatList) },
      },
    },
    async (request) => ok(await listLobbyPlatforms(app.db, langOf(request))),
  );

  app.get(
    '/game/info',
    {
      schema: {
        tags,
        summary: 'A game with its rules, paytable, exact RTP and bet levels (published before any bet)',
        querystring: gameInfoQuery,
        response: { 200: envelopeOf(gameInfo) },
      },
    },
    async (request) => ok(await getGameInfo(app.db, request.query.game, langOf(request))),
  );

  app.get(
    '/game/top',
    {
      schema: {
        tags,
        summary: 'Home top-10 tables from real rounds: most played (24 h) and biggest winners (7 days)',
        querystring: memberQuery,
        response: { 200: envelopeOf(gameTop) },
      },
    },
    async (request) => ok(await getTop(app.db, app.now(), langOf(request))),
  );

  app.post(
    '/game/collect',
    {
      ...member,
      schema: {
        tags,
        summary: 'Adds a game to the collection (favourites) or removes it: a toggle',
        body: gameIdBody,
        response: { 200: envelopeOf(collectResult) },
      },
    },
    async (request) => ok(await collectGame(app.db, request.member.id, BigInt(request.body.game_id))),
  );

  app.get(
    '/game/collection',
    {
      ...member,
      schema: {
        tags,
        summary: "The player's collection, newest first",
        querystring: gamePageQuery,
        response: { 200: envelopeOf(gameTileAtPage) },
      },
    },
    async (request) =>
      ok(await listMemberTiles(app.db, 'collection', request.member.id, request.query, langOf(request))),
  );

  app.get(
    '/game/history',
    {
      ...member,
      schema: {
        tags,
        summary: 'Recently played: the games the player opened, last opened first',
        querystring: gamePageQuery,
        response: { 200: envelopeOf(gameTileAtPage) },
      },
    },
    async (request) =>
      ok(await listMemberTiles(app.db, 'recent', request.member.id, request.query, langOf(request))),
  );

  app.post(
    '/game/launch',
    {
      ...member,
      schema: {
        tags,
        summary: 'Opens a game: the in-app game client URL with a signed 30-minute game session',
        body: gameIdBody,
        response: { 200: envelopeOf(launchResult) },
      },
    },
    async (request) =>
      ok(
        await launchGame(app.db, {
          memberId: request.member.id,
          gameId: BigInt(request.body.game_id),
          now: app.now(),
          secret: app.config.appSecret,
        }),
      ),
  );

  app.get(
    '/game/session',
    {
      ...member,
      schema: {
        tags,
        summary: 'The game behind a launch URL session, with its rules and the balance',
        querystring: gameSessionQuery,
        response: { 200: envelopeOf(gameSession) },
      },
    },
    async (request) =>
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
  );

  app.post(
    '/originals/:game/play',
    {
      ...member,
      schema: {
        tags,
        summary:
          'One provably-fair round of an original (Idempotency-Key header accepted): outcome, balance, proof',
        params: playParams,
        body: playBody,
        response: { 200: envelopeOf(playResult) },
      },
    },
    async (request) =>
      ok(
        await playOriginal(
          app.db,
          {
            memberId: request.member.id,
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
  );

  app.get(
    '/game/fairness',
    {
      ...member,
      schema: {
        tags,
        summary: 'Provably fair: the active server seed hash, client seed, next nonce and last revealed seed',
        querystring: memberQuery,
        response: { 200: envelopeOf(fairnessInfo) },
      },
    },
    async (request) => ok(await getFairness(app.db, request.member.id)),
  );

  app.post(
    '/game/fairness/client-seed',
    {
      ...member,
      schema: {
        tags,
        summary: 'Sets the client seed (1–64 characters) used from the next round on',
        body: clientSeedBody,
        response: { 200: envelopeOf(fairnessInfo) },
      },
    },
    async (request) => ok(await setClientSeed(app.db, request.member.id, request.body.client_seed)),
  );

  app.post(
    '/game/fairness/rotate',
    {
      ...member,
      schema: {
        tags,
        summary: 'Reveals the server seed in use and starts a new one (nonce 0)',
        response: { 200: envelopeOf(fairnessInfo) },
      },
    },
    async (request) => ok(await rotateSeed(app.db, request.member.id, app.now())),
  );

  app.get(
    '/game/rounds',
    {
      ...member,
      schema: {
        tags,
        summary: "The player's rounds, newest first",
        querystring: roundListQuery,
        response: { 200: envelopeOf(roundPage) },
      },
    },
    async (request) => ok(await listRounds(app.db, request.member.id, request.query, langOf(request))),
  );

  app.get(
    '/game/round',
    {
      ...member,
      schema: {
        tags,
        summary: 'One of the player’s rounds with everything needed to verify it',
        querystring: roundQuery,
        response: { 200: envelopeOf(roundDetail) },
      },
    },
    async (request) =>
      ok(await getRound(app.db, request.member.id, BigInt(request.query.round_id), langOf(request))),
  );
};
