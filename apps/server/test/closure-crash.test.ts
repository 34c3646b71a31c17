import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from './closure-fixtures.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from './harness.ts';
import { spawnJobsChild } from './job-child-fixtures.ts';

/**
 * `closure.minimise` killed with SIGKILL in the middle of a period, in another process, then run
 * again: every due closure is minimised exactly once — each item's claim, its erasure and the closure
 * row's mark commit together (PostgreSQL only: PGlite is in-process).
 */
const CLOSED = 180;
let t: TestApp;

const count = async (q: ReturnType<typeof sql>) => Number((await one(t, q))?.n ?? 0);

describe.skipIf(TEST_DB_KIND !== 'postgres')('closure.minimise across a SIGKILL', () => {
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-03-10T12:00:00.000Z');
    await t.app.jobs.runDue(); // the first run sets every job's cursor
    // Accounts closed 31 days ago with their personal data still in place: due for minimisation.
    await t.database.db.execute(sql`
      insert into members (phone, password_hash, invite_code, status, nickname, reg_ip)
      select '+5511' || (910000000 + g)::text, 'x', 'CL' || g, 2, 'Apelido ' || g, '10.0.0.' || (g % 250)
      from generate_series(1, ${CLOSED}) g`);
    await t.database.db.execute(sql`
      insert into recharge_info (member_id, name, cpf, mobile, email)
      select id, 'Pessoa ' || invite_code, lpad(id::text, 11, '0'), phone, lower(invite_code) || '@exemplo.com.br'
      from members where invite_code like 'CL%'`);
    await t.database.db.execute(sql`
      insert into account_closures (member_id, closed_at, forfeited_cents, kept_cents, sessions_ended,
        minimise_after, aml_name, aml_cpf, retain_until)
      select id, '2026-02-07T12:00:00Z', 0, 0, 0, '2026-03-09T12:00:00Z', 'Pessoa ' || invite_code,
        lpad(id::text, 11, '0'), '2031-02-07T12:00:00Z'
      from members where invite_code like 'CL%'`);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('minimises every closed account once after a kill mid-period', async () => {
    const clock = new Date('2026-03-10T12:05:00.000Z');
    const { child, exited } = await spawnJobsChild(t, clock);
    const claims = () =>
      count(
        sql`select count(*)::int as n from job_claims where job = 'closure.minimise' and item like 'member:%'`,
      );
    await expect.poll(claims, { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(10);
    child.kill('SIGKILL');
    expect(await exited).toBeNull();
    const atKill = await claims();
    expect(atKill).toBeLessThan(CLOSED); // killed mid-period, not after it
    // What was claimed was minimised in the same transaction, and nothing else.
    expect(
      await count(sql`select count(*)::int as n from account_closures where minimised_at is not null`),
    ).toBe(atKill);

    t.clock.set(clock);
    for (let i = 0; i < 20; i += 1) {
      const outcome = await t.app.jobs.runDue();
      if (outcome['closure.minimise']?.result === 'ok') break;
      await new Promise((r) => setTimeout(r, 500)); // the dead session's advisory lock is being released
    }
    expect(await claims()).toBe(CLOSED);
    expect(await count(sql`select count(*)::int as n from account_closures where minimised_at is null`)).toBe(
      0,
    );
    expect(
      await count(
        sql`select count(*)::int as n from members where invite_code like 'CL%' and phone <> 'closed:' || id::text`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from recharge_info where name <> '' or email <> '' or mobile <> '' or cpf not like 'closed:%'`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from account_closures where aml_cpf is null`)).toBe(0);
  }, 180_000);
});
