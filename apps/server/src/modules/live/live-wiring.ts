import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { devHelpersOnly } from '../../lib/dev-helpers.ts';
import {
  type Beacon,
  createBeacon,
  isSandboxBeacon,
  SANDBOX_DRAND_PATH,
} from '../../providers/beacon/index.ts';
import { liveGameState } from '../lobby/index.ts';
import { type BetAnswer, type CashoutAnswer, narrowLimits } from './live-bets.ts';
import { chainOf, resealChainSeeds } from './live-chain.ts';
import { LiveDriver } from './live-driver.ts';
import { betsOfRound, countOpenLiveBets, listRounds, playerName } from './live-history.ts';
import { GameHub, type Snapshot } from './live-hub.ts';
import { channelOf, inProcessPubSub, type PubSub, redisPubSub } from './live-pubsub.ts';
import {
  currentRound,
  LIVE_GAMES,
  type LiveEvent,
  outcomeOf,
  type Publish,
  sealOpenRounds,
} from './live-rounds.ts';
import type { Announce } from './live-socket.ts';
import { money } from './live-views.ts';

export type LiveState = {
  drivers: Map<string, LiveDriver>;
  hubs: Map<string, GameHub>;
  sessions: number;
  /** Publishes an event of a game to every process's sockets (the pub/sub port); set at boot. */
  publish: Publish;
  /** The beacon whose announced rounds fix the chains' salts (LIVE_BEACON); set at boot. */
  beacon: Beacon;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated at the root by app.ts (so tests and other modules see it), filled here. */
    live: LiveState;
  }
}

export function createLiveState(): LiveState {
  const unset = () => {
    throw new Error('the live beacon is set at boot');
  };
  return {
    drivers: new Map(),
    hubs: new Map(),
    sessions: 0,
    publish: () => {},
    beacon: {
      name: 'unset',
      source: 'unset',
      publicKey: '',
      announce: unset,
      fetch: unset,
      howToVerify: unset,
    },
  };
}

/**
 * At boot: the pub/sub (Redis when REDIS_URL is set, in-process otherwise), each live game's hub
 * (subscribed to its channel) and round driver, and the lobby's port counting open live bets. The
 * hubs are seeded from the database and the drivers started once the app is ready.
 */
export async function wireLive(app: FastifyInstance): Promise<void> {
  const pubsub: PubSub = app.config.REDIS_URL ? redisPubSub(app.config.REDIS_URL) : inProcessPubSub();
  const { hubs, drivers } = app.live;
  app.live.beacon = createBeacon(app);
  const { beacon } = app.live;
  if (isSandboxBeacon(beacon)) {
    // The sandbox chain's rounds in drand's API shape, at the address the chain endpoint links: a
    // development helper (/api/v2/dev/drand/…, loopback only unless DEV_HELPERS_OPEN; never in production).
    app.get(
      `${SANDBOX_DRAND_PATH}/:hash/*`,
      { schema: { hide: true }, onRequest: devHelpersOnly(app.config) },
      async (request, reply) => {
        const { hash, '*': rest } = request.params as { hash: string; '*': string };
        const answer =
          hash === beacon.info.hash
            ? beacon.answer(`/${rest}`, app.now())
            : { status: 404, json: { error: 'unknown chain' } };
        return reply.code(answer.status).send(answer.json);
      },
    );
  }
  addSaltWaitMetric(app);
  const channel = (game: string) => channelOf(app.config.redisPrefix, game);
  app.live.publish = (game: string, event: LiveEvent & { seq?: number }) => {
    pubsub.publish(channel(game), JSON.stringify({ game, ...event }));
  };
  for (const game of LIVE_GAMES) {
    const hub = new GameHub(game);
    hubs.set(game, hub);
    await pubsub.subscribe(channel(game), (raw) => hub.onMessage(raw));
    drivers.set(game, driverOf(app, game));
  }
  app.addHook('onReady', async () => {
    // Chain seeds stored plain or under an earlier APP_SECRET (lib/seal.ts), before any round opens.
    const resealed = await resealChainSeeds(app.db);
    if (resealed > 0) app.log.info({ resealed }, 'resealed live chain seeds under the current APP_SECRET');
    // Rounds a version before sealing left open with their result in clear.
    const sealed = await sealOpenRounds(app.db);
    if (sealed > 0) app.log.info({ sealed }, 'sealed the outcome of open live rounds');
    for (const [game, hub] of hubs) hub.seed(await snapshotFromDb(app, game));
    if (app.config.liveDriver) for (const driver of drivers.values()) driver.start();
  });
  // Before the server stops listening (a SIGTERM, main.ts): another replica drives the games at once,
  // while this one still finishes its requests.
  app.addHook('preClose', async () => {
    for (const driver of drivers.values()) await driver.stop();
  });
  app.addHook('onClose', async () => {
    for (const driver of drivers.values()) await driver.stop();
    await pubsub.close();
  });
  app.lobby.openBets.push(countOpenLiveBets);
}

function driverOf(app: FastifyInstance, game: string): LiveDriver {
  const driver = new LiveDriver(
    {
      database: app.database,
      now: () => app.now(),
      publish: (g, e) => app.live.publish(g, e),
      log: app.log,
      chain: { beacon: app.live.beacon, length: app.config.LIVE_CHAIN_LENGTH },
    },
    game,
  );
  driver.setNameOf((id) => playerName(app.db, id));
  return driver;
}

/**
 * `jl_live_salt_wait_seconds{game}`: how long the chain in use has waited past its announced beacon time
 * without a salt (0 when the salt is fixed or the time not reached) — the game is paused meanwhile
 * (deploy/prometheus/alerts.yml, docs/OPERATIONS.md "Live games").
 */
function addSaltWaitMetric(app: FastifyInstance) {
  const gauge = new Gauge({
    name: 'jl_live_salt_wait_seconds',
    help: 'Seconds the live chain in use has waited past its announced beacon round for its salt (0: not waiting)',
    labelNames: ['game'],
    registers: [app.metrics],
    collect: async () => {
      const now = app.now().getTime();
      for (const game of LIVE_GAMES) {
        const chain = await chainOf(app.db, game).catch(() => null);
        const waiting =
          chain && chain.salt === null && chain.beaconAt ? (now - chain.beaconAt.getTime()) / 1000 : 0;
        gauge.set({ game }, Math.max(0, waiting));
      }
    },
  });
}

/** Bets and cash-outs made elsewhere than the driver are announced by the process that took them. */
export function announcerOf(app: FastifyInstance): Announce {
  return {
    announceBet: (a: BetAnswer) => app.live.publish(a.game, a.event),
    announceCashout: (a: CashoutAnswer) =>
      app.live.publish(a.round.game, {
        type: 'cashout',
        round: String(a.round.id),
        player: a.player,
        m: a.bet.cashout!,
        win: money(a.bet.win!),
      }),
  };
}

async function snapshotFromDb(app: FastifyInstance, game: string): Promise<Snapshot> {
  const round = await currentRound(app.db, game);
  const { rows } = await listRounds(app.db, game, 1, 20);
  const bets = round ? await betsOfRound(app.db, round.id) : [];
  const table = narrowLimits(await liveGameState(app.db, game));
  const limits = { min: money(table.min), max: money(table.max) };
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
          ...limits,
        }
      : null,
    bets: bets.map(({ bet, phone }) => ({
      id: String(bet.id),
      spot: bet.spot,
      player: `${phone.replace(/\D/g, '').slice(0, 2)}***${phone.replace(/\D/g, '').slice(-2)}`,
      amount: money(bet.amount),
      auto: bet.autoCashout,
      m: bet.cashout,
      win: bet.win === null ? null : money(bet.win),
    })),
    history: rows
      .filter((r) => r.phase === 'settled')
      .map((r) => ({
        round: String(r.id),
        gameNo: r.gameNo,
        bust: outcomeOf(r).result,
        hash: outcomeOf(r).hash,
      })),
    now: app.now().getTime(),
  };
}
