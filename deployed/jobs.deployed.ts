import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clockedProduct,
  freshDataDir,
  type JobRow,
  type Product,
  printedOwner,
  Staff,
  startProduct,
  until,
} from './product.ts';

/**
 * The jobs of the product as `npm start` runs it (the embedded database, development defaults): every
 * job ticks again and again on the real timer, and every period comes due and runs, twice over, on the
 * test clock. The scheduler once ran each job once and never again, while every test passed.
 */

const runsByJob = (samples: Map<string, number>) => {
  const runs = new Map<string, number>();
  for (const [key, value] of samples) {
    const match = /^jl_job_runs_total\{.*job="([^"]+)".*\}$/.exec(key);
    if (match) runs.set(match[1]!, (runs.get(match[1]!) ?? 0) + value);
  }
  return runs;
};

describe('npm start, as it is', () => {
  let product: Product;
  beforeAll(async () => {
    // Nothing but a port and a fresh data folder: the defaults are what a newcomer runs.
    product = await startProduct('embedded-default', { PORT: '4711', DATA_DIR: freshDataDir() });
  });
  afterAll(async () => product?.stop());

  it('ticks every job again and again on its timer (JOBS_TICK_SECONDS default 5)', async () => {
    const seen: Map<string, number>[] = [];
    seen.push(runsByJob(await product.metrics()));
    for (let round = 0; round < 2; round++) {
      const before = seen.at(-1)!;
      const after = await until(
        'every job to tick again',
        async () => {
          const now = runsByJob(await product.metrics());
          return now.size > 0 && [...now].every(([job, n]) => n > (before.get(job) ?? 0)) ? now : null;
        },
        20_000,
        500,
      );
      seen.push(after);
    }
    const jobs = [...seen.at(-1)!.keys()];
    expect(jobs).toEqual(expect.arrayContaining(['events.deliver', 'rg.end-blocks', 'team.agent_week']));
    for (const job of jobs) expect(seen[2]!.get(job)!, job).toBeGreaterThan(seen[1]!.get(job)!);
  });

  it('shows the owner every job on time and the dashboard no failing or late job', async () => {
    const owner = await printedOwner(product);
    const staff = new Staff(product, owner.login, owner.password);
    const jobs = (await staff.call('/admin/jobs')).data.list as JobRow[];
    expect(jobs.length).toBeGreaterThanOrEqual(12);
    expect(jobs.filter((j) => j.overdue || j.failures > 0)).toEqual([]);
    const dashboard = await staff.call('/admin/reports/dashboard');
    expect(dashboard.data.pending.jobs_failing).toBe(0);
  });
});

describe('every period comes due and runs, again and again (test clock)', () => {
  let product: Product;
  let staff: Staff;
  beforeAll(async () => {
    ({ product, staff } = await clockedProduct('embedded-clock', 4712));
  });
  afterAll(async () => product?.stop());

  const jobs = async () => (await staff.call('/admin/jobs')).data.list as JobRow[];

  /** Moves the clock, then waits until each job's last period is one that started after `since`. */
  async function allRunSince(since: Date, which: (j: JobRow) => boolean): Promise<JobRow[]> {
    return until(
      'every job to run its new period',
      async () => {
        const list = (await jobs()).filter(which);
        return list.every((j) => j.last_period && new Date(j.last_period) > since) ? list : null;
      },
      60_000,
      500,
    );
  }

  it('runs each interval job and each daily job twice over, one period after another', async () => {
    const interval = (j: JobRow) => j.schedule.startsWith('every');
    const daily = (j: JobRow) => /^cron \S+ \S+ \* \* \* /.test(j.schedule);
    for (let round = 0; round < 2; round++) {
      const since = await product.now();
      await product.advance(301);
      const ran = await allRunSince(since, interval);
      expect(ran.length).toBeGreaterThanOrEqual(5);
    }
    for (let round = 0; round < 2; round++) {
      const since = await product.now();
      await product.advance(86_400);
      const ran = await allRunSince(since, daily);
      expect(ran.map((j) => j.name)).toEqual(
        expect.arrayContaining(['team.split_share', 'privacy.access-logs']),
      );
    }
    const after = await jobs();
    expect(after.filter((j) => j.failures > 0)).toEqual([]);
    expect((await staff.call('/admin/reports/dashboard')).data.pending.jobs_failing).toBe(0);
  });
});
