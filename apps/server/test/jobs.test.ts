import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPeriods, jobState } from '../src/db/schema.ts';
import { jobSummary } from '../src/jobs/index.ts';
import { createTestApp, createTestAppOn, TEST_DB_KIND, type TestApp } from './harness.ts';
import { createStaffSession } from './staff-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(
    sql`create table test_job_effects (id serial primary key, job text, period text, item text default '', pid int)`,
  );
});
afterAll(async () => {
  await t?.close();
});

async function effectsOf(job: string) {
  const { rows } = (await t.database.db.execute(
    sql`select period, item, count(*)::int as n from test_job_effects where job = ${job} group by period, item order by period, item`,
  )) as unknown as { rows: { period: string; item: string; n: number }[] };
  return rows;
}

const effect = (job: string, period: string, item = '') =>
  sql`insert into test_job_effects (job, period, item) values (${job}, ${period}, ${item})`;

describe('jobs: periods', () => {
  it('runs the newest period first, then catches up a 3-day outage in order, each period once', async () => {
    const order: string[] = [];
    t.app.jobs.define({
      name: 'test.daily',
      description: 'test',
      schedule: { cron: '0 1 * * *' },
      catchUp: 7,
      run: async (ctx) => {
        order.push(ctx.periodKey);
        await ctx.tx.execute(effect('test.daily', ctx.periodKey));
        return jobSummary('text', {}, `period ${ctx.periodKey}`);
      },
    });
    t.clock.set('2026-11-20T15:00:00Z'); // 12:00 in São Paulo
    expect((await t.app.jobs.runDue())['test.daily']).toMatchObject({ result: 'ok', periods: 1 });
    expect(order).toEqual(['2026-11-20T04:00:00.000Z']);
    // No process runs for three days.
    t.clock.set('2026-11-23T15:00:00Z');
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(order).toEqual([
      '2026-11-20T04:00:00.000Z',
      '2026-11-21T04:00:00.000Z',
      '2026-11-22T04:00:00.000Z',
      '2026-11-23T04:00:00.000Z',
    ]);
    expect((await effectsOf('test.daily')).every((r) => r.n === 1)).toBe(true);
    expect(await effectsOf('test.daily')).toHaveLength(4);
  });

  it('records a failure with its error, backs off, retries and applies the period once; other jobs still run', async () => {
    let attempts = 0;
    t.app.jobs.define({
      name: 'test.flaky',
      description: 'test',
      schedule: { cron: '0 2 * * *' },
      run: async (ctx) => {
        attempts += 1;
        await ctx.tx.execute(effect('test.flaky', ctx.periodKey));
        if (attempts <= 2) throw new Error(`boom ${attempts}`);
        return jobSummary('text', {}, 'ok');
      },
    });
    t.clock.set('2026-11-24T15:00:00Z');
    const first = await t.app.jobs.runDue();
    expect(first['test.flaky']).toMatchObject({ result: 'error', error: 'boom 1' });
    expect(first['test.daily']).toMatchObject({ result: 'ok', periods: 1 });
    const [state] = await t.database.db.select().from(jobState).where(eq(jobState.job, 'test.flaky'));
    expect(state).toMatchObject({ failures: 1, lastError: 'boom 1' });
    expect(state?.retryAt?.toISOString()).toBe('2026-11-24T15:00:05.000Z');
    expect((await t.app.jobs.runDue())['test.flaky']).toMatchObject({ result: 'skipped' });
    t.clock.advance(5_000);
    expect((await t.app.jobs.runDue())['test.flaky']).toMatchObject({ result: 'error', error: 'boom 2' });
    t.clock.advance(10_000);
    expect((await t.app.jobs.runDue())['test.flaky']).toMatchObject({ result: 'ok', periods: 1 });
    expect(await effectsOf('test.flaky')).toEqual([{ period: '2026-11-24T05:00:00.000Z', item: '', n: 1 }]);
    const [after] = await t.database.db.select().from(jobState).where(eq(jobState.job, 'test.flaky'));
    expect(after).toMatchObject({
      failures: 0,
      totalFailures: 2n,
      lastSummary: JSON.stringify({ key: 'text', counts: {}, detail: 'ok' }),
    });
  });

  it('re-runs an items period after a crash and skips the items that took effect', async () => {
    let crash = true;
    t.app.jobs.define({
      name: 'test.fanout',
      description: 'test',
      schedule: { cron: '0 3 * * *' },
      mode: 'items',
      run: async (ctx) => {
        for (let item = 1; item <= 4; item += 1) {
          await ctx.db.transaction(async (tx) => {
            if (!(await ctx.claim(tx, String(item)))) return;
            await tx.execute(effect('test.fanout', ctx.periodKey, String(item)));
          });
          if (item === 2 && crash) throw new Error('process died');
        }
        return jobSummary('items', { n: 4 });
      },
    });
    t.clock.set('2026-11-25T15:00:00Z');
    expect((await t.app.jobs.runDue())['test.fanout']).toMatchObject({ result: 'error' });
    crash = false;
    t.clock.advance(60_000);
    expect((await t.app.jobs.runDue())['test.fanout']).toMatchObject({ result: 'ok', periods: 1 });
    expect((await effectsOf('test.fanout')).map((r) => [r.item, r.n])).toEqual([
      ['1', 1],
      ['2', 1],
      ['3', 1],
      ['4', 1],
    ]);
  });

  it('runs each period once when ticks race in one process', async () => {
    t.app.jobs.define({
      name: 'test.minutely',
      description: 'test',
      schedule: { everySeconds: 60 },
      catchUp: 10,
      run: async (ctx) => {
        await ctx.tx.execute(effect('test.minutely', ctx.periodKey));
        return undefined;
      },
    });
    t.clock.set('2026-11-26T15:00:00Z');
    await t.app.jobs.runDue();
    t.clock.advance(5 * 60_000);
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue(), t.app.jobs.runDue()]);
    const rows = await effectsOf('test.minutely');
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const periods = await t.database.db
      .select()
      .from(jobPeriods)
      .where(and(eq(jobPeriods.job, 'test.minutely')));
    expect(periods).toHaveLength(6);
  });
});

describe('jobs: what staff and Prometheus see', () => {
  it('lists every job with schedule, last period and result, next run, lag and failures to the owner only', async () => {
    t.clock.set('2026-11-27T15:00:00Z');
    await t.app.jobs.runDue();
    const owner = await createStaffSession(t, 'owner');
    const answer = await t.api('GET', '/admin/jobs', { headers: { authorization: `Bearer ${owner}` } });
    expect(answer.code).toBe(1);
    const reconcile = answer.data.list.find((j: { name: string }) => j.name === 'withdraw.reconcile-payouts');
    expect(reconcile).toMatchObject({
      schedule: 'every 60 s',
      last_period: '2026-11-27T15:00:00.000Z',
      next_run_at: '2026-11-27T15:01:00.000Z',
      lag_seconds: 0,
      failures: 0,
    });
    expect(reconcile.last_result).toEqual({ key: 'payoutsChecked', counts: { n: 0 } });
    const flaky = answer.data.list.find((j: { name: string }) => j.name === 'test.flaky');
    expect(flaky).toMatchObject({ total_failures: '2', last_error: 'boom 2' });
    t.clock.advance(3 * 60_000 + 30_000);
    const late = await t.api('GET', '/admin/jobs', { headers: { authorization: `Bearer ${owner}` } });
    expect(
      late.data.list.find((j: { name: string }) => j.name === 'withdraw.reconcile-payouts').lag_seconds,
    ).toBe(150);
    const support = await createStaffSession(t, 'support');
    expect(
      (await t.api('GET', '/admin/jobs', { headers: { authorization: `Bearer ${support}` } })).data.error,
    ).toBe('STAFF_FORBIDDEN');
    expect((await t.api('GET', '/admin/jobs')).code).toBe(409);
  });

  it('exports job runs and lag to /metrics', async () => {
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/jl_job_runs_total\{job="test\.daily",result="ok"\} \d+/);
    expect(metrics).toMatch(/jl_job_runs_total\{job="test\.flaky",result="error"\} 2/);
    expect(metrics).toMatch(/jl_job_lag_seconds\{job="withdraw\.reconcile-payouts"\} \d+/);
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('jobs: two processes on one PostgreSQL database', () => {
  it('never runs a period twice when two app instances tick at once', async () => {
    const other = await createTestAppOn(t);
    let runs = 0;
    for (const app of [t.app, other.app]) {
      app.jobs.define({
        name: 'test.shared',
        description: 'test',
        schedule: { everySeconds: 60 },
        catchUp: 30,
        run: async (ctx) => {
          runs += 1;
          await ctx.tx.execute(effect('test.shared', ctx.periodKey));
          return undefined;
        },
      });
    }
    t.clock.set('2026-11-28T15:00:00Z');
    other.clock.set('2026-11-28T15:00:00Z');
    await t.app.jobs.runDue();
    t.clock.advance(20 * 60_000);
    other.clock.advance(20 * 60_000);
    await Promise.all([
      t.app.jobs.runDue(),
      other.app.jobs.runDue(),
      t.app.jobs.runDue(),
      other.app.jobs.runDue(),
    ]);
    const rows = await effectsOf('test.shared');
    expect(rows).toHaveLength(21);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(runs).toBe(21);
    await other.close();
  });
});
