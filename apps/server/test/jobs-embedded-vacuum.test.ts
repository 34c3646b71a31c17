import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPeriods, jobState } from '../src/db/schema.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const JOB = 'embedded.vacuum';

async function vacuumedAt(table: string) {
  const { rows } = (await t.database.db.execute(
    sql`select last_vacuum::text as vacuum, last_analyze::text as analyze from pg_stat_user_tables
        where relname = ${table}`,
  )) as unknown as { rows: { vacuum: string | null; analyze: string | null }[] };
  return rows[0];
}

describe.runIf(TEST_DB_KIND === 'pglite')('the embedded database’s daily VACUUM (ANALYZE)', () => {
  it('vacuums and analyses every table at 04:30 in São Paulo, once a day', async () => {
    await t.database.db.execute(sql`create table vacuum_probe (id int primary key, v int)`);
    await t.database.db.execute(sql`insert into vacuum_probe select g, 0 from generate_series(1, 200) g`);
    await t.database.db.execute(sql`update vacuum_probe set v = v + 1`);
    expect(await vacuumedAt('vacuum_probe')).toEqual({ vacuum: null, analyze: null });
    t.clock.set('2026-11-24T08:00:00Z'); // 05:00 in São Paulo
    const outcome = (await t.app.jobs.runDue())[JOB];
    expect(outcome).toMatchObject({ result: 'ok', periods: 1 });
    const [period] = await t.database.db.select().from(jobPeriods).where(eq(jobPeriods.job, JOB));
    expect(period).toMatchObject({ period: '2026-11-24T07:30:00.000Z' });
    expect(JSON.parse(period?.summary ?? '')).toMatchObject({
      key: 'vacuumed',
      counts: { ms: expect.any(Number) },
    });
    const after = await vacuumedAt('vacuum_probe');
    expect(after?.vacuum).not.toBeNull();
    expect(after?.analyze).not.toBeNull();
    // Later the same day: nothing more to do.
    t.clock.set('2026-11-24T20:00:00Z');
    expect((await t.app.jobs.runDue())[JOB]).toMatchObject({ periods: 0 });
    expect(await t.database.db.select().from(jobPeriods).where(eq(jobPeriods.job, JOB))).toHaveLength(1);
  });

  it('runs a period again when a crash cut it short before it was recorded, harmlessly', async () => {
    // A process killed during the VACUUM: the period's completion and the cursor were never written.
    await t.database.db.delete(jobPeriods).where(eq(jobPeriods.job, JOB));
    await t.database.db.delete(jobState).where(eq(jobState.job, JOB));
    expect((await t.app.jobs.runDue())[JOB]).toMatchObject({ result: 'ok', periods: 1 });
    const periods = await t.database.db.select().from(jobPeriods).where(eq(jobPeriods.job, JOB));
    expect(periods).toHaveLength(1);
    expect(
      (
        (await t.database.db.execute(sql`select count(*)::int as n from vacuum_probe`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows,
    ).toEqual([{ n: 200 }]);
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('the embedded database’s VACUUM on PostgreSQL', () => {
  it('is not defined: PostgreSQL’s autovacuum does it', () => {
    expect(t.app.jobs.list().map((j) => j.name)).not.toContain(JOB);
  });
});
