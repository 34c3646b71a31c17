import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations, rowsById } from './ledger.ts';
import { LiveSocket } from './live-socket.ts';
import { type Player, registerPlayer, sandboxDeposit } from './players.ts';
import { type Product, startProduct, throwawayDatabase, until } from './product.ts';

/**
 * A rolling restart's SIGTERM under load (docs/OPERATIONS.md "Graceful shutdown"). Two replicas of one
 * deployment on PostgreSQL and Redis; A drives the live games. A is sent SIGTERM while a player plays on
 * it and holds an acknowledged live bet: A answers what it had started, tells its live sockets to
 * reconnect (close code 1012), exits 0, and B drives the live games within seconds. Every acknowledged
 * round and bet is in the database once, and the ledger's invariants hold.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = { a: 4105, b: 4106 };
/** From SIGTERM to the other replica driving: A's step, its exit, then B's next try (TAKEOVER_MS, 1 s). */
const HANDOVER_BUDGET_MS = 5_000;
const DRIVES = /"game":"(crash|roulette)"[^\n]*live: this process drives the game/g;
const drives = (product: Product) => new Set([...product.output().matchAll(DRIVES)].map((m) => m[1]));

let a: Product;
let b: Product;
let database: { url: string; drop(): Promise<void> };

beforeAll(async () => {
  database = await throwawayDatabase();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    APP_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_PER_MINUTE: '100000',
    LIVE_DRIVER: 'true',
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
  };
  a = await startProduct('replica-a', { ...env, PORT: String(PORTS.a) });
  await until('replica A to drive both live games', async () => drives(a).size === 2, 30_000);
  b = await startProduct('replica-b', { ...env, PORT: String(PORTS.b) });
});
afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop()]);
  await database?.drop();
});

type Load = { acknowledged: string[]; failed: number; answeredAfterSignal: number; stop(): Promise<void> };

/**
 * Rounds of R$ 1,00 on four connections, on A, then on B once A refuses (what the proxy does): the
 * round ids the server acknowledged, and how many calls got no answer.
 */
function playOnBoth(player: Player, signalled: () => number | null): Load {
  const load: Load = { acknowledged: [], failed: 0, answeredAfterSignal: 0, stop: async () => {} };
  let running = true;
  let target = a;
  const stream = async () => {
    while (running) {
      const sent = Date.now();
      const answer = await target
        .call('/originals/fruit-trio/play', { token: player.token, body: { bet: '1.00' }, key: randomUUID() })
        .catch(() => null);
      if (answer?.code === 1) {
        load.acknowledged.push(answer.data.round_id as string);
        const at = signalled();
        if (target === a && at !== null && sent < at) load.answeredAfterSignal += 1;
      } else {
        load.failed += 1;
        if (target === a) target = b;
      }
    }
  };
  const streams = Promise.all([stream(), stream(), stream(), stream()]);
  load.stop = async () => {
    running = false;
    await streams;
  };
  return load;
}

describe('SIGTERM to the replica that drives the live games, under load', () => {
  it('loses nothing acknowledged, closes its sockets with 1012 and hands the games over at once', async () => {
    const player = await registerPlayer(a);
    await sandboxDeposit(a, player, '300.00');
    const watcher = await LiveSocket.open(b);
    watcher.send({ type: 'sub', game: 'roulette' });
    const betting = await watcher.next(
      (m) => m.type === 'betting' && Number(m.bettingEndsAt) - Date.now() > 3_000,
      60_000,
    );
    const onA = await LiveSocket.open(a);
    onA.send({ type: 'auth', id: 'auth', token: player.token });
    onA.send({ type: 'bet', id: 'bet', game: 'roulette', amount: '1.00', spot: 'red', key: randomUUID() });
    const bet = await onA.next((m) => m.type === 'reply' && m.id === 'bet', 10_000);
    expect(bet.ok, String(bet.error)).toBe(true);
    const betId = (bet.data as { bet_id: string }).bet_id;

    let signalledAt: number | null = null;
    const load = playOnBoth(player, () => signalledAt);
    await new Promise((r) => setTimeout(r, 1_500));
    signalledAt = Date.now();
    const stopped = a.stop('SIGTERM');
    await until(
      'replica B to drive both live games',
      async () => drives(b).size === 2,
      HANDOVER_BUDGET_MS,
      20,
    );
    const handoverMs = Date.now() - signalledAt;
    await stopped;
    const exitedMs = Date.now() - signalledAt;
    await new Promise((r) => setTimeout(r, 1_000));
    await load.stop();
    console.log(
      `SIGTERM handover: B drove both games ${handoverMs} ms after the signal; A exited after ${exitedMs} ms; ` +
        `${load.acknowledged.length} rounds acknowledged, ${load.answeredAfterSignal} of them answered by A after the signal, ${load.failed} calls unanswered`,
    );

    expect(a.output()).toContain('[replica-a exited: 0]');
    expect(await onA.closed).toMatchObject({ code: 1012 });
    // The round A was driving is played out by B, and B opens the next one.
    await watcher.next((m) => m.type === 'result' && m.round === betting.round, 90_000);
    const next = await watcher.next(
      (m) => m.type === 'betting' && Number(m.gameNo) > Number(betting.gameNo),
      30_000,
    );
    expect(next.round).not.toBe(betting.round);
    watcher.close();

    const rounds = await rowsById(database.url, 'game_rounds', load.acknowledged);
    expect(
      [...rounds.values()].every((n) => n === 1),
      'every acknowledged round is stored once',
    ).toBe(true);
    expect((await rowsById(database.url, 'live_bets', [betId])).get(betId)).toBe(1);
    expect(await ledgerViolations(database.url)).toEqual([]);
  });
});
