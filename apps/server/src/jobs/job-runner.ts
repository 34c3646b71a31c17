import { and, eq } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../db/client.ts';
import { encodeSummary } from './job-summary.ts';
import type { JobContext, JobDefinition, JobLog, JobResult } from './job-types.ts';
import { jobClaims, jobPeriods, jobState } from './jobs-schema.ts';
import { duePeriods } from './schedule.ts';

/** Backoff after consecutive failures of a period: 5 s, 10 s, 20 s… up to 15 minutes. */
export const jobRetryDelayMs = (failures: number): number => Math.min(5000 * 2 ** (failures - 1), 900_000);

export type RunnerDeps = { database: Database; now: () => Date; log: JobLog };

export type TickOutcome = { result: JobResult; periods: number; error?: string };

/** A stable 31-bit lock key for a job name (FNV-1a). */
export function lockKeyOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h & 0x7fffffff;
}

async function loadState(db: Executor, job: string) {
  const [row] = await db.select().from(jobState).where(eq(jobState.job, job));
  if (row) return row;
  await db.insert(jobState).values({ job }).onConflictDoNothing();
  const [created] = await db.select().from(jobState).where(eq(jobState.job, job));
  if (!created) throw new Error(`job state of ${job} could not be created`);
  return created;
}

async function periodDone(db: Executor, job: string, period: string): Promise<boolean> {
  const [row] = await db
    .select({ job: jobPeriods.job })
    .from(jobPeriods)
    .where(and(eq(jobPeriods.job, job), eq(jobPeriods.period, period)));
  return row !== undefined;
}

/** Writes the completion row; false when another run completed the period first. */
async function markDone(
  tx: Executor,
  job: string,
  period: string,
  startedAt: number,
  summary: string,
  now: Date,
) {
  const rows = await tx
    .insert(jobPeriods)
    .values({ job, period, finishedAt: now, durationMs: Math.max(0, Date.now() - startedAt), summary })
    .onConflictDoNothing()
    .returning({ job: jobPeriods.job });
  return rows.length > 0;
}

class PeriodTaken extends Error {}

/** Runs one period exactly once; answers false when it had already taken effect. */
async function runPeriod(job: JobDefinition, period: Date, deps: RunnerDeps): Promise<string | false> {
  const { db } = deps.database;
  const periodKey = period.toISOString();
  if (await periodDone(db, job.name, periodKey)) return false;
  const startedAt = Date.now();
  const base: JobContext = {
    db,
    period,
    periodKey,
    now: deps.now,
    log: deps.log,
    claim: async (tx, item) => {
      const rows = await tx
        .insert(jobClaims)
        .values({ job: job.name, period: periodKey, item, claimedAt: deps.now() })
        .onConflictDoNothing()
        .returning({ item: jobClaims.item });
      return rows.length > 0;
    },
  };
  if (job.mode === 'items') {
    const summary = encodeSummary(await job.run(base));
    await markDone(db, job.name, periodKey, startedAt, summary, deps.now());
    return summary;
  }
  try {
    return await db.transaction(async (tx) => {
      // The completion row first: a concurrent run of the same period waits here, then finds it taken.
      if (!(await markDone(tx, job.name, periodKey, startedAt, '', deps.now()))) throw new PeriodTaken();
      const summary = encodeSummary(await job.run({ ...base, tx: tx as unknown as Tx }));
      if (summary) {
        await tx
          .update(jobPeriods)
          .set({ summary, durationMs: Math.max(0, Date.now() - startedAt) })
          .where(and(eq(jobPeriods.job, job.name), eq(jobPeriods.period, periodKey)));
      }
      return summary;
    });
  } catch (error) {
    if (error instanceof PeriodTaken) return false;
    throw error;
  }
}

/**
 * One tick of one job: unless it is backing off, takes the job's lock, runs every due period oldest
 * first, and records the outcome. A failure stops this job's tick (the period is retried with backoff)
 * and never reaches the caller, so one job cannot block another.
 */
export async function tickJob(job: JobDefinition, deps: RunnerDeps): Promise<TickOutcome> {
  const { db } = deps.database;
  const state = await loadState(db, job.name);
  if (state.retryAt && state.retryAt > deps.now()) return { result: 'skipped', periods: 0 };
  const release = await deps.database.tryLock(lockKeyOf(job.name));
  if (!release) return { result: 'busy', periods: 0 };
  let periods = 0;
  try {
    const cursor = state.lastPeriod ? new Date(state.lastPeriod) : null;
    const { due, skipped } = duePeriods(job.schedule, cursor, deps.now(), job.catchUp ?? 1);
    if (skipped > 0)
      deps.log.warn({ job: job.name, skipped }, 'missed periods beyond the catch-up limit were skipped');
    for (const period of due) {
      const summary = await runPeriod(job, period, deps);
      if (summary !== false) periods += 1;
      await db
        .update(jobState)
        .set({
          lastPeriod: period.toISOString(),
          ...(summary !== false ? { lastFinishedAt: deps.now(), lastSummary: summary } : {}),
          failures: 0,
          retryAt: null,
          updatedAt: deps.now(),
        })
        .where(eq(jobState.job, job.name));
    }
    return { result: 'ok', periods };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failures = (periods > 0 ? 0 : state.failures) + 1;
    await db
      .update(jobState)
      .set({
        failures,
        totalFailures: state.totalFailures + 1n,
        lastError: message.slice(0, 2000),
        lastErrorAt: deps.now(),
        retryAt: new Date(deps.now().getTime() + jobRetryDelayMs(failures)),
        updatedAt: deps.now(),
      })
      .where(eq(jobState.job, job.name))
      .catch(() => {});
    deps.log.error({ err: error, job: job.name, failures }, 'job failed');
    return { result: 'error', periods, error: message };
  } finally {
    await release();
  }
}
