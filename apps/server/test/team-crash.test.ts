import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from './harness.ts';
import { spawnJobsChild } from './job-child-fixtures.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { sp } from './team-fixtures.ts';

/**
 * The team's daily and weekly jobs killed with SIGKILL in the middle of a period, in another process,
 * then run again: every agent is paid and computed exactly once (PostgreSQL only: PGlite is in-process).
 */
const AGENTS = 300;
let t: TestApp;

const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const one = async (q: ReturnType<typeof sql>) => Number(Object.values((await rows(q))[0] ?? {})[0] ?? 0);

describe.skipIf(TEST_DB_KIND !== 'postgres')('team jobs across a SIGKILL', () => {
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(sp('2026-03-15T12:00:00')); // Sunday: the first run sets every job's cursor
    await t.app.jobs.runDue();
    await t.database.db.execute(sql`
      insert into members (phone, password_hash, invite_code)
      select '+5511' || (900000000 + g)::text, 'x', 'AG' || g from generate_series(1, ${AGENTS}) g`);
    await t.database.db.execute(sql`
      insert into members (phone, password_hash, invite_code, inviter_id)
      select '+5521' || (900000000 + g)::text, 'x', 'SB' || g, (select id from members where invite_code = 'AG' || g)
      from generate_series(1, ${AGENTS}) g`);
    // Each subordinate played on three days of the week 09–15 March, R$ 1.000 of valid bets on Sunday 15.
    await t.database.db.execute(sql`
      insert into member_daily_stats (member_id, day, valid_bet_cents, rounds)
      select m.id, d.day::date, case when d.day = '2026-03-15' then 100000 else 100 end, 1
      from members m cross join (values ('2026-03-09'), ('2026-03-11'), ('2026-03-15')) d(day)
      where m.invite_code like 'SB%'`);
  }, 120_000);

  afterAll(async () => {
    if (t) await assertLedgerInvariants(t.database.db);
    await t?.close();
  });

  it('pays the split share and computes the agent week once per agent after a kill mid-period', async () => {
    const clock = sp('2026-03-16T00:20:00');
    const { child, exited } = await spawnJobsChild(t, clock);
    const claims = () =>
      one(sql`select count(*) from job_claims where job like 'team.%' and claimed_at is not null
                                   and period in (${sp('2026-03-16T00:15:00').toISOString()}, ${sp('2026-03-16T00:10:00').toISOString()})`);
    await expect.poll(claims, { timeout: 60_000, interval: 10 }).toBeGreaterThanOrEqual(20);
    child.kill('SIGKILL');
    expect(await exited).toBeNull();
    const atKill = await claims();
    expect(atKill).toBeLessThan(2 * AGENTS); // killed mid-period, not after it

    t.clock.set(clock);
    for (let i = 0; i < 20; i += 1) {
      const outcome = await t.app.jobs.runDue();
      if (outcome['team.split_share']?.result === 'ok' && outcome['team.agent_week']?.result === 'ok') break;
      await new Promise((r) => setTimeout(r, 500)); // the dead session's advisory lock is being released
    }
    await t.app.jobs.runDue();
    expect(
      await one(
        sql`select count(*) from ledger_transfers where idempotency_key like 'team:23:%:day:2026-03-15'`,
      ),
    ).toBe(AGENTS);
    expect(
      await one(sql`select coalesce(sum(a.balance), 0) from ledger_accounts a join members m on m.id = a.member_id
                    where a.kind = 'team_bonus' and m.invite_code like 'AG%'`),
    ).toBe(AGENTS * 100); // 0.10% of R$ 1.000 = R$ 1,00 each
    expect(
      await one(sql`select count(*) from team_agent_weeks where week_start = '2026-03-09' and active = 1`),
    ).toBe(AGENTS);
    expect(await one(sql`select count(*) from team_commissions where code = 23`)).toBe(AGENTS);
  }, 180_000);
});
