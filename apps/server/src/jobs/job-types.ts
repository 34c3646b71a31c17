import type { Db, Executor, Tx } from '../db/client.ts';
import type { JobSummary } from './job-summary.ts';
import type { Schedule } from './schedule.ts';

export type JobLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** What one period's run gets. */
export type JobContext = {
  db: Db;
  /** The period's start (the cron fire time or the interval's start). */
  period: Date;
  /** The period as stored: ISO-8601 UTC. */
  periodKey: string;
  now(): Date;
  log: JobLog;
  /**
   * `items` jobs: claims one item of this period in the caller's transaction. False when the item
   * already took effect (its effect must then not be written again): call it first in the transaction
   * that writes the item's effect.
   */
  claim(tx: Executor, item: string): Promise<boolean>;
};

/**
 * A job: a name, a schedule and what one period does. Exactly once per period, by the database:
 * - `transaction` (default): `run` gets `tx`, the transaction that also writes the period's completion
 *   row; a crash before commit leaves the period to run again, after commit it never repeats. Keep it
 *   short (on the embedded database a transaction holds the whole database).
 * - `items`: `run` does its own short transactions, each starting with `ctx.claim(tx, item)`; the
 *   period's completion row is written when `run` returns. A crash mid-way re-runs the period and the
 *   claimed items are skipped. Also for idempotent work with side effects outside the database.
 */
export type JobDefinition =
  | {
      name: string;
      schedule: Schedule;
      mode?: 'transaction';
      /** Missed periods run after an outage (the newest ones, oldest first). Default 1. */
      catchUp?: number;
      description: string;
      run(ctx: JobContext & { tx: Tx }): Promise<JobSummary | undefined>;
    }
  | {
      name: string;
      schedule: Schedule;
      mode: 'items';
      catchUp?: number;
      description: string;
      run(ctx: JobContext): Promise<JobSummary | undefined>;
    };

export type JobResult = 'ok' | 'error' | 'skipped' | 'busy';
