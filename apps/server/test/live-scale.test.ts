import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { liveBets, liveRounds } from '../src/modules/live/index.ts';
import { LiveDriver } from '../src/modules/live/live-driver.ts';
import { fundedPlayer } from './games-fixtures.ts';
import { createTestApp, createTestAppOn, TEST_DB_KIND, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';

/**
 * Live games on several processes (PostgreSQL only): the driver's failover when its process is
 * SIGKILLed mid-round, and two API processes with Redis serving the same rounds to their sockets.
 */
const WORKER = fileURLToPath(new URL('./fixtures/live-driver-worker.ts', import.meta.url));
/** The Redis test runs when CI found Redis (.ci/run sets TEST_REDIS_URL then). */
const REDIS_URL = process.env.TEST_REDIS_URL;
const BASE_PORT = Number(process.env.E2E_PORT ?? 3990);

const pg = TEST_DB_KIND === 'postgres';

async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, ms = 90_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.runIf(pg)('live crash across processes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(REDIS_URL ? { REDIS_URL } : {});
  });
  afterAll(async () => {
    await assertLedgerInvariants(t.database.db);
    await t.close();
  });
  const db = () => t.database.db;
  const latest = async () =>
    (
      await db()
        .select()
        .from(liveRounds)
        .where(eq(liveRounds.game, 'crash'))
        .orderBy(desc(liveRounds.id))
        .limit(1)
    )[0];

  it('SIGKILL of the driving process mid-round: another process completes the round, every bet settled once', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(db(), 50_00n)));
    let child: ChildProcess | null = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl! },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      // Wait for a fresh round taking bets with enough of its betting time left.
      const round = await waitFor(async () => {
        const r = await latest();
        return r?.phase === 'betting' && r.bettingEndsAt.getTime() - Date.now() > 2_500 ? r : null;
      });
      for (const [i, p] of players.entries()) {
        t.clock.set(new Date());
        const body = i === 0 ? { amount: '5.00', auto_cashout: '1.01' } : { amount: '5.00' };
        const answer = await t.api('POST', '/live/crash/bet', { token: p.token, body });
        expect(answer.data).toMatchObject({ round_id: String(round.id) });
      }
      // The round starts; a player cashes out while it runs (when the bust allows), then the driver dies.
      await waitFor(async () => ((await latest())!.phase !== 'betting' ? true : null));
      t.clock.set(new Date());
      await t.api('POST', '/live/crash/cashout', { token: players[1]!.token });
      child.kill('SIGKILL');
      child = null;
      // This process takes over (the advisory lock died with the connection) and finishes the round.
      const next = new LiveDriver({
        database: t.database,
        now: () => new Date(),
        publish: () => {},
        log: t.app.log,
        chain: { beacon: t.app.live.beacon },
      });
      next.start();
      try {
        // It takes the game over within seconds (the lock died with the killed process's connection);
        // the round then finishes at its bust, however far away that is.
        await waitFor(async () => next.leading, 15_000);
        await waitFor(async () => {
          const [r] = await db().select().from(liveRounds).where(eq(liveRounds.id, round.id));
          return r!.phase === 'settled' || r!.phase === 'refunded' ? r : null;
        });
      } finally {
        await next.stop();
      }
      const bets = await db().select().from(liveBets).where(eq(liveBets.roundId, round.id));
      expect(bets).toHaveLength(4);
      for (const bet of bets) expect(['cashed', 'settled']).toContain(bet.status);
      // One stake per bet, at most one win, no refund: paid once.
      const transfers = await db().execute(
        sql`select idempotency_key as k from ledger_transfers where idempotency_key like ${`round:originals:crash.${round.id}.%`}`,
      );
      const keys = (transfers as unknown as { rows: { k: string }[] }).rows.map((r) => r.k);
      expect(keys.filter((k) => k.endsWith(':stake'))).toHaveLength(4);
      expect(keys.filter((k) => k.endsWith(':refund'))).toHaveLength(0);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.filter((k) => k.endsWith(':win')).length).toBe(
        bets.filter((b) => (b.win ?? 0n) > 0n).length,
      );
    } finally {
      child?.kill('SIGKILL');
    }
  }, 180_000);

  it.runIf(REDIS_URL)(
    'two API processes with Redis: sockets on each see the same round, sequence numbers and bets',
    async () => {
      const other = await createTestAppOn(t, { REDIS_URL: REDIS_URL! });
      try {
        await t.app.listen({ port: BASE_PORT + 2, host: '127.0.0.1' });
        await other.app.listen({ port: BASE_PORT + 3, host: '127.0.0.1' });
        const open = async (port: number) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v2/live/socket`);
          const got: { type: string; [k: string]: unknown }[] = [];
          ws.on('message', (d: Buffer) => got.push(JSON.parse(String(d))));
          await new Promise((resolve, reject) => {
            ws.once('open', resolve);
            ws.once('error', reject);
          });
          ws.send(JSON.stringify({ type: 'sub', game: 'crash' }));
          await waitFor(async () => got.some((m) => m.type === 'snapshot'));
          return { ws, got };
        };
        const a = await open(BASE_PORT + 2);
        const b = await open(BASE_PORT + 3);
        // Let the previous test's round finish, then this process drives a new one.
        t.clock.set(new Date(Date.now() + 60_000));
        const driver = t.app.live.drivers.get('crash')!;
        await driver.step();
        await driver.step();
        const round = await latest();
        expect(round!.phase).toBe('betting');
        const betting = async (got: typeof a.got) =>
          waitFor(async () => got.find((m) => m.type === 'betting' && m.round === String(round!.id)));
        const [onA, onB] = await Promise.all([betting(a.got), betting(b.got)]);
        expect(onB).toEqual(onA);
        // A bet taken by the other process reaches the sockets of both.
        const p = await fundedPlayer(db(), 10_00n);
        other.clock.set(t.clock.now);
        const answer = await other.api('POST', '/live/crash/bet', {
          token: p.token,
          body: { amount: '2.00' },
        });
        expect(answer.code).toBe(1);
        const bet = (got: typeof a.got) =>
          waitFor(async () => got.find((m) => m.type === 'bet' && m.amount === '2.00'));
        const [betA, betB] = await Promise.all([bet(a.got), bet(b.got)]);
        expect(betA).toEqual(betB);
        expect(String(betA.player)).toMatch(/^\d\d\*\*\*\d\d$/);
        a.ws.terminate();
        b.ws.terminate();
        // Clean up: the round plays out to its bust (nothing voids a round whose result is fixed).
        const { outcomeOf } = await import('../src/modules/live/live-rounds.ts');
        const { msUntil } = await import('@jl/games');
        t.clock.advance(5_000);
        await driver.step();
        t.clock.advance(msUntil(outcomeOf(round!).result) + 1);
        await driver.step();
        const [left] = await db()
          .select()
          .from(liveBets)
          .where(and(eq(liveBets.roundId, round!.id), like(liveBets.status, 'open')));
        expect(left).toBeUndefined();
      } finally {
        await other.close();
      }
    },
    180_000,
  );
});
