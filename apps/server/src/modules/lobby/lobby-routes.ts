import { gamesApi } from '@jl/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { assertKycVerified } from '../kyc/index.ts';
import { assertInBrazil } from '../location/index.ts';
import { assertStakeAllowed, profileOf } from '../rg/index.ts';
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

/** The request's language for game names and platform names. */
export const langOf = (request: FastifyRequest): Lang => ({
  locale: request.locale,
  t: (key, vars) => request.t(key, vars),
});

const tags = ['games'];

/** The lobby: games of a tab or platform, the platforms, a game's rules, the collection and recents. */
export const lobbyRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an anonymous call is answered 409 before its body or query is read.
  const member = { onRequest: app.requireMember };

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
};

/** Opening a game: the launch (with its signed session) and the game behind a session. */
export const launchRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.requireMember };

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
        // Every game's stakes need a verified identity where the site requires it (br-regulated).
        await assertKycVerified(app.db, app.db, request.member.id, 'stake');
        // Every game's stakes are for players in Brazil where the site enforces it (br-regulated).
        await assertInBrazil(app.db, {
          memberId: request.member.id,
          ip: request.ip,
          context: 'stake',
          now: app.now(),
        });
        return ok(
          await launchGame(app.db, {
            memberId: request.member.id,
            gameId: BigInt(request.body.game_id),
            now: app.now(),
            secret: app.config.appSecret,
            external: { providers: app.gameProviders, locale: request.locale, nowFn: () => app.now() },
            launchExternal: app.lobby.launchExternal,
          }),
        );
      },
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
};
