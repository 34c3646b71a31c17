import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import { createDispatcher, type Dispatcher } from '../events/dispatcher.ts';
import { type RunnerDeps, type TickOutcome, tickJob } from './job-runner.ts';
import type { JobDefinition } from './job-types.ts';
import { listJobStates } from './jobs-repository.ts';
import { assertSchedule, nextPeriod } from './schedule.ts';
import { type Serial, serial } from './serial.ts';

export type JobView = {
  name: string;
  description: string;
  schedule: string;
  lastPeriod: string | null;
  lastFinishedAt: string | null;
  lastSummary: string | null;
  nextRunAt: string | null;
  lagSeconds: number;
  /** Behind its schedule by more than the grace (OVERDUE_GRACE_SECONDS or three ticks): an alarm. */
  overdue: boolean;
  failures: number;
  totalFailures: string;
  lastError: string | null;
  lastErrorAt: string | null;
  retryAt: string | null;
};

export type Jobs = {
  /** Adds a job; modules.ts calls it for the jobs each manifest declares. Names are unique. */
  define(job: JobDefinition): void;
  /** Runs every job's due periods now, one job after another (the timer calls this; tests too). */
  runDue(): Promise<Record<string, TickOutcome>>;
  list(): readonly JobDefinition[];
  /** What staff see: each job with its state, next run and lag. */
  views(): Promise<JobView[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
    events: Dispatcher;
  }
}

/** The least lag counted as overdue (the dashboard's "jobs failing or late", docs/OPERATIONS.md). */
export const OVERDUE_GRACE_SECONDS = 60;

type Ticks = Serial<Record<string, TickOutcome>>;

const describe = (job: JobDefinition): string =>
  'cron' in job.schedule
    ? `cron ${job.schedule.cron} (America/Sao_Paulo)`
    : `every ${job.schedule.everySeconds} s`;

/**
 * The jobs backbone and the event dispatcher of this process (docs/ARCHITECTURE.md). With
 * JOBS_ENABLED (default outside tests) a timer runs due jobs every JOBS_TICK_SECONDS and the
 * dispatcher delivers events after each commit and on a poll; tests call `runDue()` / `events.drain()`.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const { jobs, ticks } = createJobs(app);
  app.decorate('jobs', jobs);
  const events = createDispatcher(app.db, () => app.now(), app.log);
  app.decorate('events', events);
  addEventMetrics(app, events);
  if (app.config.jobsEnabled) runInBackground(app, ticks, events);
});

/** The job list, its runner (one tick at a time) and the job metrics. */
function createJobs(app: FastifyInstance) {
  const definitions: JobDefinition[] = [];
  const deps: RunnerDeps = { database: app.database, now: () => app.now(), log: app.log };
  // A tick every JOBS_TICK_SECONDS and a run's own duration make a little lag normal; more is an alarm.
  const grace = Math.max(OVERDUE_GRACE_SECONDS, 3 * app.config.JOBS_TICK_SECONDS);
  const views = viewsOf(app, definitions, grace);
  const runs = new Counter({
    name: 'jl_job_runs_total',
    help: 'Job ticks by job and result (ok, error, busy: another process holds the job, skipped: backing off)',
    labelNames: ['job', 'result'],
    registers: [app.metrics],
  });
  const lag = new Gauge({
    name: 'jl_job_lag_seconds',
    help: 'How far behind its schedule each job is: now minus the start of its oldest due period not yet run',
    labelNames: ['job'],
    registers: [app.metrics],
    collect: async () => {
      for (const view of await views().catch(() => [])) lag.set({ job: view.name }, view.lagSeconds);
    },
  });

  async function tickAll(): Promise<Record<string, TickOutcome>> {
    const outcomes: Record<string, TickOutcome> = {};
    for (const job of definitions) {
      const outcome = await tickJob(job, deps).catch(
        (error: unknown): TickOutcome => ({ result: 'error', periods: 0, error: String(error) }),
      );
      runs.inc({ job: job.name, result: outcome.result });
      outcomes[job.name] = outcome;
    }
    return outcomes;
  }
  // One tick at a time per process: a caller arriving mid-tick waits for it, then runs its own.
  const ticks = serial(tickAll, {} as Record<string, TickOutcome>);
  const jobs: Jobs = {
    define(job) {
      if (definitions.some((d) => d.name === job.name)) throw new Error(`duplicate job ${job.name}`);
      assertSchedule(job.schedule);
      definitions.push(job);
    },
    runDue: () => ticks.run(),
    list: () => definitions,
    views,
  };
  return { jobs, ticks };
}

/** Each job with its state, next run and lag; `grace`: the least lag that is an alarm. */
function viewsOf(app: FastifyInstance, definitions: readonly JobDefinition[], grace: number) {
  return async (): Promise<JobView[]> => {
    const states = new Map((await listJobStates(app.db)).map((s) => [s.job, s]));
    const now = app.now();
    return definitions.map((job) => {
      const state = states.get(job.name);
      const cursor = state?.lastPeriod ? new Date(state.lastPeriod) : null;
      const next = cursor ? nextPeriod(job.schedule, cursor) : nextPeriod(job.schedule, now);
      const behind = cursor && next && next <= now ? (now.getTime() - next.getTime()) / 1000 : 0;
      const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
      return {
        name: job.name,
        description: job.description,
        schedule: describe(job),
        lastPeriod: state?.lastPeriod ?? null,
        lastFinishedAt: iso(state?.lastFinishedAt),
        lastSummary: state?.lastSummary ?? null,
        nextRunAt: iso(next),
        lagSeconds: Math.round(behind),
        overdue: behind > grace,
        failures: state?.failures ?? 0,
        totalFailures: String(state?.totalFailures ?? 0n),
        lastError: state?.lastError ?? null,
        lastErrorAt: iso(state?.lastErrorAt),
        retryAt: iso(state?.retryAt),
      };
    });
  };
}

/**
 * The outbox's backlog, from any process (one that dispatches or not): what a crash between commit and
 * dispatch left behind shows here until a dispatching process delivers it (docs/OPERATIONS.md).
 */
function addEventMetrics(app: FastifyInstance, events: Dispatcher) {
  const backlog = new Gauge({
    name: 'jl_events_undelivered',
    help: 'Domain events not yet applied by every handler of their type (outbox backlog)',
    registers: [app.metrics],
    collect: async () => {
      const now = await events.backlog().catch(() => null);
      if (now) {
        backlog.set(now.events);
        oldest.set(now.oldestSeconds);
      }
    },
  });
  const oldest = new Gauge({
    name: 'jl_events_oldest_undelivered_seconds',
    help: 'Age of the oldest domain event not yet applied by every handler (0 when none)',
    registers: [app.metrics],
  });
}

/** From the app's start to its close: the dispatcher polls and a timer runs due jobs. */
function runInBackground(app: FastifyInstance, ticks: Ticks, events: Dispatcher) {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    events.start(app.config.EVENTS_POLL_MS);
    timer = setInterval(() => {
      if (!ticks.busy()) ticks.run().catch((err) => app.log.error({ err }, 'jobs tick'));
    }, app.config.JOBS_TICK_SECONDS * 1000);
    timer.unref();
  });
  // No job starts once the process is shutting down; the one under way ends and releases its lock.
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await ticks.settled();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await ticks.settled();
    await events.stop();
  });
}
