import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from './closure-fixtures.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from './harness.ts';
import { spawnJobsChild } from './job-child-fixtures.ts';

/**
 * `privacy.access-logs` killed with SIGKILL in the middle of a period, in another process, then run
 * again: every batch that committed stays erased, the rest is erased by the period's second run, and
 * the period is recorded once (PostgreSQL only: PGlite is in-process).
 */
const JOB = 'privacy.access-logs';
const OLD = 100_000;
let t: TestApp;

const count = async (q: ReturnType<typeof sql>) => Number((await one(t, q))?.n ?? 0);
const erased = () =>
  count(
    sql`select count(*)::int as n from sessions where token_hash like 'old-%' and ip is null and user_agent is null`,
  );

describe.skipIf(TEST_DB_KIND !== 'postgres')('privacy.access-logs across a SIGKILL', () => {
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-03-09T12:00:00.000Z');
    await t.app.jobs.runDue(); // the first run sets every job's cursor
    // Sessions last used 400 days before the next period, and one used yesterday.
    await t.database.db.execute(sql`
      insert into sessions (member_id, token_hash, ip, user_agent, created_at, last_seen_at, expires_at)
      select 1, 'old-' || g, '10.2.' || (g % 250) || '.' || (g / 250 % 250), 'Mozilla/5.0 (Linux; Android 14)',
        '2025-02-01T12:00:00Z', '2025-02-01T12:00:00Z', '2025-03-03T12:00:00Z'
      from generate_series(1, ${OLD}) g`);
    await t.database.db.execute(sql`
      insert into sessions (member_id, token_hash, ip, user_agent, created_at, last_seen_at, expires_at)
      values (2, 'recent', '10.3.0.1', 'Mozilla/5.0', '2026-03-09T12:00:00Z', '2026-03-09T12:00:00Z', '2026-04-08T12:00:00Z')`);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('erases every expired address once after a kill mid-period', async () => {
    const clock = new Date('2026-03-10T08:00:00.000Z'); // 05:00 in São Paulo: the 04:45 period is due
    const { child, exited } = await spawnJobsChild(t, clock);
    await expect.poll(erased, { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(1_000);
    child.kill('SIGKILL');
    expect(await exited).toBeNull();
    const atKill = await erased();
    expect(atKill).toBeLessThan(OLD); // killed mid-period, not after it
    expect(atKill % 1_000).toBe(0); // whole batches: each is its own transaction
    expect(
      await count(
        sql`select count(*)::int as n from job_periods where job = ${JOB} and period = '2026-03-10T07:45:00.000Z'`,
      ),
    ).toBe(0);

    t.clock.set(clock);
    for (let i = 0; i < 20; i += 1) {
      const outcome = await t.app.jobs.runDue();
      if (outcome[JOB]?.result === 'ok') break;
      await new Promise((r) => setTimeout(r, 500)); // the dead session's advisory lock is being released
    }
    expect(await erased()).toBe(OLD);
    const summary = await one(
      t,
      sql`select summary from job_periods where job = ${JOB} and period = '2026-03-10T07:45:00.000Z'`,
    );
    // The second run erased only what the first had not.
    expect(JSON.parse(summary?.summary as string).counts.player_sessions).toBe(OLD - atKill);
    expect(
      await count(
        sql`select count(*)::int as n from sessions where token_hash = 'recent' and ip = '10.3.0.1'`,
      ),
    ).toBe(1);
  }, 180_000);
});
