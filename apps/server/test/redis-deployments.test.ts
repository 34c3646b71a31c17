import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRounds } from '../src/modules/live/index.ts';
import { fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { openSocket } from './live-socket-fixtures.ts';

/**
 * Two deployments (staging and production, two brands) on one Redis, each on its own database and with
 * nothing else set apart: the prefix derived from the database keeps their live rounds and rate limits
 * apart. Runs when CI found Redis (.ci/run sets TEST_REDIS_URL then).
 */
const REDIS_URL = process.env.TEST_REDIS_URL;

describe.runIf(REDIS_URL)('two deployments sharing one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // PGlite: two data folders (the harness keeps the databases in memory); PostgreSQL: two databases.
    const folder = join(tmpdir(), `jl-deployment-${randomBytes(4).toString('hex')}`);
    a = await createTestApp({ REDIS_URL: REDIS_URL!, DATA_DIR: `${folder}-a`, RATE_LIMIT_PER_MINUTE: '20' });
    b = await createTestApp({ REDIS_URL: REDIS_URL!, DATA_DIR: `${folder}-b`, RATE_LIMIT_PER_MINUTE: '20' });
  });
  afterAll(async () => {
    for (const t of [a, b]) {
      await assertLedgerInvariants(t.database.db);
      await t.close();
    }
  });

  const latestCrash = async (t: TestApp) =>
    (
      await t.database.db
        .select()
        .from(liveRounds)
        .where(eq(liveRounds.game, 'crash'))
        .orderBy(desc(liveRounds.id))
        .limit(1)
    )[0]!;

  it('derive two prefixes from their two databases', () => {
    expect(a.config.redisPrefix).toMatch(/^jl:[0-9a-f]{12}$/);
    expect(b.config.redisPrefix).toMatch(/^jl:[0-9a-f]{12}$/);
    expect(a.config.redisPrefix).not.toBe(b.config.redisPrefix);
  });

  it("each deployment's sockets and hub see only its own live rounds and bets", async () => {
    const sa = await openSocket(a);
    const sb = await openSocket(b);
    try {
      for (const s of [sa, sb]) s.send({ type: 'sub', game: 'crash' });
      await Promise.all([sa.next('snapshot'), sb.next('snapshot')]);
      // Both drive a round (their first: the same round id and game number), at different times.
      a.clock.set(new Date());
      b.clock.set(new Date(Date.now() + 7_000));
      await a.app.live.drivers.get('crash')!.step();
      await b.app.live.drivers.get('crash')!.step();
      const [roundA, roundB] = [await latestCrash(a), await latestCrash(b)];
      expect((await sa.next('betting')).bettingEndsAt).toBe(roundA.bettingEndsAt.getTime());
      expect((await sb.next('betting')).bettingEndsAt).toBe(roundB.bettingEndsAt.getTime());

      const pa = await fundedPlayer(a.database.db, 10_00n);
      const pb = await fundedPlayer(b.database.db, 10_00n);
      const bet = (t: TestApp, token: string, amount: string) =>
        t.api('POST', '/live/crash/bet', { token, body: { amount } });
      expect((await bet(a, pa.token, '1.00')).code).toBe(1);
      expect((await bet(b, pb.token, '2.00')).code).toBe(1);
      expect((await sa.next('bet')).amount).toBe('1.00');
      expect((await sb.next('bet')).amount).toBe('2.00');
      // Time for anything published by the other deployment to arrive too.
      await new Promise((r) => setTimeout(r, 300));
      expect(sa.received).toEqual([]);
      expect(sb.received).toEqual([]);

      const hubState = (t: TestApp) => JSON.parse(t.app.live.hubs.get('crash')!.snapshot(0));
      expect(hubState(a).round.bettingEndsAt).toBe(roundA.bettingEndsAt.getTime());
      expect(hubState(a).bets.map((x: { amount: string }) => x.amount)).toEqual(['1.00']);
      expect(hubState(b).round.bettingEndsAt).toBe(roundB.bettingEndsAt.getTime());
      expect(hubState(b).bets.map((x: { amount: string }) => x.amount)).toEqual(['2.00']);
    } finally {
      sa.close();
      sb.close();
    }
  });

  it('count rate limits apart, under keys that carry their prefix', async () => {
    const redis = new Redis(REDIS_URL!);
    try {
      let status = 200;
      for (let i = 0; i < 40 && status !== 429; i += 1) {
        status = (await a.api('GET', '/game/checkGameStatus')).status;
      }
      expect(status).toBe(429);
      // The other deployment's players (the same address here) are not limited by the first's count.
      expect((await b.api('GET', '/game/checkGameStatus')).status).toBe(200);
      expect(await redis.keys(`${a.config.redisPrefix}:rate-limit:*`)).not.toEqual([]);
      expect(await redis.keys(`${b.config.redisPrefix}:rate-limit:*`)).not.toEqual([]);
    } finally {
      await redis.quit();
    }
  });
});
