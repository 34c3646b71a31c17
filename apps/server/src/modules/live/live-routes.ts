import { liveApi } from '@jl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { AppError } from '../../lib/app-error.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { verifyToken } from '../auth/index.ts';
import { LiveDriver } from './live-driver.ts';
import { GameHub, type Snapshot, sendBounded } from './live-hub.ts';
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

const GAMES = LIVE_GAMES;
const money = (cents: bigint) => (Number(cents) / 100).toFixed(2);
const mult = (hundredths: number) => (hundredths / 100).toFixed(2);

const betView = (a: BetAnswer) => ({
  round_id: String(a.round.id),
  game_no: a.round.gameNo,
  amount: money(a.bet.amount),
  auto_cashout: a.bet.autoCashout === null ? null : mult(a.bet.autoCashout),
  spot: a.bet.spot,
  status: a.bet.status,
});
const cashoutView = (a: CashoutAnswer) => ({
  round_id: String(a.round.id),
  multiplier: mult(a.bet.cashout!),
  win: money(a.bet.win!),
});

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

  app.get('/live/socket', { websocket: true, schema: { hide: true } }, (socket, request) => {
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

/** Per socket: 20 messages a second on average, bursts of 40; a socket that keeps flooding is closed. */
const RATE = { perSecond: 20, burst: 40, strikes: 20 };

type Announce = { announceBet(a: BetAnswer): void; announceCashout(a: CashoutAnswer): void };

function serveSocket(
  app: FastifyInstance,
  socket: WebSocket,
  request: FastifyRequest,
  hubs: Map<string, GameHub>,
  announce: Announce,
): void {
  let memberId: bigint | null = null;
  let token: string | undefined;
  const sessionClock = () => ({
    now: app.now(),
    ttlDays: app.config.SESSION_TTL_DAYS,
    idleMinutes: app.config.SESSION_IDLE_MINUTES,
  });
  const following = new Set<GameHub>();
  let tokens = RATE.burst;
  let last = Date.now();
  let strikes = 0;
  const reply = (message: unknown) => sendBounded(socket, JSON.stringify(message), false);
  const refusal = (id: unknown, error: unknown) => {
    if (error instanceof AppError) {
      const msg = request.t(`errors:${error.error}`, {
        field: error.options.field ?? '',
        ...error.options.vars,
      });
      reply({ type: 'reply', id, ok: false, error: error.error, msg });
    } else {
      app.log.error({ err: error }, 'live socket request failed');
      reply({ type: 'reply', id, ok: false, error: 'INTERNAL', msg: request.t('errors:INTERNAL') });
    }
  };

  socket.on('close', () => {
    for (const hub of following) hub.sockets.delete(socket);
    following.clear();
  });
  socket.on('message', async (data, isBinary) => {
    const at = Date.now();
    tokens = Math.min(RATE.burst, tokens + ((at - last) / 1000) * RATE.perSecond);
    last = at;
    if (tokens < 1) {
      strikes += 1;
      if (strikes >= RATE.strikes) socket.close(1008, 'rate limit');
      return;
    }
    tokens -= 1;
    let msg: { type?: unknown; id?: unknown; [k: string]: unknown };
    try {
      if (isBinary) throw new Error('binary');
      msg = JSON.parse(String(data));
      if (typeof msg !== 'object' || msg === null) throw new Error('shape');
    } catch {
      reply({
        type: 'reply',
        ok: false,
        error: 'INVALID_FIELD',
        msg: request.t('errors:INVALID_FIELD', { field: 'message' }),
      });
      return;
    }
    const id = typeof msg.id === 'string' || typeof msg.id === 'number' ? msg.id : null;
    try {
      switch (msg.type) {
        case 'auth': {
          const given = typeof msg.token === 'string' ? msg.token : undefined;
          const check = await verifyToken(app.db, given, sessionClock());
          if (check.status !== 'ok') throw new AppError('LOGIN_REQUIRED');
          memberId = check.member.id;
          token = given;
          reply({ type: 'reply', id, ok: true, data: {} });
          return;
        }
        case 'sub': {
          const hub = typeof msg.game === 'string' ? hubs.get(msg.game) : undefined;
          if (!hub) throw new AppError('NOT_FOUND');
          hub.sockets.add(socket);
          following.add(hub);
          const after = typeof msg.after === 'number' ? msg.after : null;
          const missed = after === null ? null : hub.since(after);
          if (missed) for (const raw of missed) sendBounded(socket, raw, false);
          else sendBounded(socket, hub.snapshot(app.now().getTime()), false);
          return;
        }
        case 'bet': {
          if (memberId === null) throw new AppError('LOGIN_REQUIRED');
          // The session is checked again at each bet: a logout, a revocation or the idle end applies
          // to an open socket too, and responsible gaming counts from the session's start.
          const check = await verifyToken(app.db, token, sessionClock());
          if (check.status !== 'ok') throw new AppError('LOGIN_REQUIRED');
          const answer = await placeBet(app.db, {
            memberId: check.member.id,
            session: { id: check.member.sessionId, startedAt: check.member.sessionStartedAt },
            game: typeof msg.game === 'string' ? msg.game : '',
            amount: typeof msg.amount === 'string' ? msg.amount : '',
            autoCashout: typeof msg.auto_cashout === 'string' ? msg.auto_cashout : null,
            spot: typeof msg.spot === 'string' ? msg.spot : null,
            idempotencyKey:
              typeof msg.key === 'string' && /^[\w-]{8,100}$/.test(msg.key) ? msg.key : undefined,
            now: app.now(),
            locale: request.locale,
          });
          if (!answer.replayed) announce.announceBet(answer);
          reply({ type: 'reply', id, ok: true, data: betView(answer) });
          return;
        }
        case 'cashout': {
          if (memberId === null) throw new AppError('LOGIN_REQUIRED');
          const answer = await cashOut(app.db, { memberId, now: app.now() });
          announce.announceCashout(answer);
          reply({ type: 'reply', id, ok: true, data: cashoutView(answer) });
          return;
        }
        default:
          throw new AppError('INVALID_FIELD', { field: 'type' });
      }
    } catch (error) {
      refusal(id, error);
    }
  });
}
