import { LIVE_SOCKET_PATH, liveApi } from '@jl/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { LiveDriver } from './live-driver.ts';
import { GameHub, type Snapshot } from './live-hub.ts';
import { channelOf, inProcessPubSub, type PubSub, redisPubSub } from './live-pubsub.ts';
import {
  type BetAnswer,
  betsOfRound,
  type CashoutAnswer,
  CRASH,
  cashOut,
  chainOf,
  currentRound,
  LIVE_GAMES,
  type LiveEvent,
  listRounds,
  nameOf,
  placeBet,
  resealChainSeeds,
} from './live-service.ts';
import { serveSocket } from './live-socket.ts';
import { betView, cashoutView, money, mult } from './live-views.ts';

const GAMES = LIVE_GAMES;

export type LiveState = { drivers: Map<string, LiveDriver>; hubs: Map<string, GameHub>; sessions: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated at the root by app.ts (so tests and other modules see it), filled here. */
    live: LiveState;
  }
}

export function createLiveState(): LiveState {
  return { drivers: new Map(), hubs: new Map(), sessions: 0 };
}

/**
 * The live games' API: HTTP bets and cash-outs (with Idempotency-Key), history and the chain, and the
 * WebSocket `/live/socket` (docs/API.md "Live games"). Library: @fastify/websocket (a thin layer over
 * `ws`, docs/ARCHITECTURE.md says why).
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['live'];
  const member = { onRequest: app.requireMember };
  const pubsub: PubSub = app.config.REDIS_URL ? redisPubSub(app.config.REDIS_URL) : inProcessPubSub();
  const { hubs, drivers } = app.live;

  const channel = (game: string) => channelOf(app.config.redisPrefix, game);
  const publish = (game: string, event: LiveEvent & { seq?: number }) => {
    pubsub.publish(channel(game), JSON.stringify({ game, ...event }));
  };
  for (const game of GAMES) {
    const hub = new GameHub(game);
    hubs.set(game, hub);
    await pubsub.subscribe(channel(game), (raw) => hub.onMessage(raw));
    const driver = new LiveDriver(
      {
        database: app.database,
        now: () => app.now(),
        publish: (g, e) => publish(g, e),
        log: app.log,
        chain: { salt: app.config.LIVE_SALT, length: app.config.LIVE_CHAIN_LENGTH },
      },
      game,
    );
    driver.setNameOf((id) => nameOf(app.db, id));
    drivers.set(game, driver);
  }
  app.addHook('onReady', async () => {
    // Chain seeds stored plain or under an earlier APP_SECRET (lib/seal.ts), before any round opens.
    const resealed = await resealChainSeeds(app.db);
    if (resealed > 0) app.log.info({ resealed }, 'resealed live chain seeds under the current APP_SECRET');
    for (const [game, hub] of hubs) hub.seed(await snapshotFromDb(app, game));
    if (app.config.liveDriver) for (const driver of drivers.values()) driver.start();
  });
  app.addHook('onClose', async () => {
    for (const driver of drivers.values()) await driver.stop();
    await pubsub.close();
  });

  /** Bets and cash-outs made elsewhere than the driver are announced by the process that took them. */
  const announceBet = (a: BetAnswer) =>
    publish(a.round.game, {
      type: 'bet',
      round: String(a.round.id),
      player: a.player,
      amount: money(a.bet.amount),
      auto: a.bet.autoCashout,
    });
  const announceCashout = (a: CashoutAnswer) =>
    publish(a.round.game, {
      type: 'cashout',
      round: String(a.round.id),
      player: a.player,
      m: a.bet.cashout!,
      win: money(a.bet.win!),
    });

  app.route(
    fromDescriptor(liveApi.bet, {
      ...member,
      tags,
      summary: 'Bets on the round taking bets (one bet per player and round); Idempotency-Key',
      handler: async (request) => {
        const answer = await placeBet(app.db, {
          memberId: request.member.id,
          session: { id: request.member.sessionId, startedAt: request.member.sessionStartedAt },
          game: request.params.game,
          amount: request.body.amount,
          autoCashout: request.body.auto_cashout,
          spot: request.body.spot,
          idempotencyKey: idempotencyKeyOf(request),
          now: app.now(),
          locale: request.locale,
        });
        if (!answer.replayed) announceBet(answer);
        return ok(betView(answer));
      },
    }),
  );

  app.route(
    fromDescriptor(liveApi.cashout, {
      ...member,
      tags,
      summary: 'Cashes out the running crash bet at the multiplier reached when received',
      handler: async (request) => {
        const answer = await cashOut(app.db, { memberId: request.member.id, now: app.now() });
        announceCashout(answer);
        return ok(cashoutView(answer));
      },
    }),
  );

  app.route(
    fromDescriptor(liveApi.rounds, {
      tags,
      summary: 'Finished rounds, newest first, with the hash that proves each result',
      handler: async (request) => {
        const { page, size } = request.query;
        const { rows, total } = await listRounds(app.db, request.params.game, page, size);
        const list = rows.map((r) => ({
          round_id: String(r.id),
          chain_id: String(r.chainId),
          game_no: r.gameNo,
          phase: r.phase,
          result: r.game === CRASH ? mult(r.result) : String(r.result),
          hash: r.hash,
          ended_at: r.endedAt?.toISOString() ?? null,
        }));
        return ok({ list, total, page, size });
      },
    }),
  );

  app.route(
    fromDescriptor(liveApi.chain, {
      tags,
      summary:
        'The published chain (in use, or the one a round was played on): terminating hash, salt, how to verify',
      handler: async (request) => {
        const { round_id: roundId } = request.query;
        const chain = await chainOf(app.db, request.params.game, roundId ? BigInt(roundId) : undefined);
        if (!chain) throw new AppError('NOT_FOUND');
        return ok({
          chain_id: String(chain.id),
          game: chain.game,
          terminating_hash: chain.terminatingHash,
          length: chain.length,
          committed_at: chain.committedAt.toISOString(),
          salt: chain.salt,
          salt_fixed_at: chain.saltFixedAt?.toISOString() ?? null,
          retired_at: chain.retiredAt?.toISOString() ?? null,
          formula:
            chain.game === CRASH
              ? 'r = first 52 bits of HMAC-SHA256(key = game hash bytes, message = salt); bust = max(1.00, floor(99 / (1 − r/2^52)) / 100)'
              : 'HMAC-SHA256(key = game hash bytes, message = salt) read as big-endian uint32s; the first below 37·floor(2^32/37) gives the number (that value mod 37)',
          verify:
            'SHA-256 of the game hash bytes, applied game_no times, gives terminating_hash; the bust follows from the formula',
        });
      },
    }),
  );

  app.route(
    fromDescriptor(liveApi.state, {
      tags,
      summary: 'The current round and the last results (what a socket snapshot carries)',
      handler: async (request) =>
        ok(JSON.parse(hubs.get(request.params.game)!.snapshot(app.now().getTime()))),
    }),
  );

  app.get(LIVE_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    app.live.sessions += 1;
    socket.on('close', () => {
      app.live.sessions -= 1;
    });
    serveSocket(app, socket, request, hubs, { announceBet, announceCashout });
  });
};

async function snapshotFromDb(app: FastifyInstance, game: string): Promise<Snapshot> {
  const round = await currentRound(app.db, game);
  const { rows } = await listRounds(app.db, game, 1, 20);
  const bets = round ? await betsOfRound(app.db, round.id) : [];
  return {
    type: 'snapshot',
    game,
    seq: 0,
    round: round
      ? {
          id: String(round.id),
          gameNo: round.gameNo,
          phase: round.phase === 'betting' ? 'betting' : 'running',
          bettingEndsAt: round.bettingEndsAt.getTime(),
          startedAt: round.startedAt?.getTime() ?? null,
          bust: null,
        }
      : null,
    bets: bets.map(({ bet, phone }) => ({
      player: `${phone.replace(/\D/g, '').slice(0, 2)}***${phone.replace(/\D/g, '').slice(-2)}`,
      amount: money(bet.amount),
      auto: bet.autoCashout,
      m: bet.cashout,
      win: bet.win === null ? null : money(bet.win),
    })),
    history: rows
      .filter((r) => r.phase === 'settled')
      .map((r) => ({ round: String(r.id), gameNo: r.gameNo, bust: r.result, hash: r.hash })),
    now: app.now().getTime(),
  };
}
