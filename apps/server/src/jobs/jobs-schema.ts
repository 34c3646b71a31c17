import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The jobs backbone (docs/ARCHITECTURE.md "Jobs"). Exactly-once comes from these rows, never from the
 * scheduler: a period takes effect when its `job_periods` row commits, and a job that fans out writes
 * one `job_claims` row per item in the same transaction as that item's effect.
 */

/** A period of a job that took effect. Written in the transaction that finishes the period. */
export const jobPeriods = pgTable(
  'job_periods',
  {
    job: text('job').notNull(),
    /** The period's start instant as ISO-8601 UTC ("2026-01-05T04:00:00.000Z"). */
    period: text('period').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The job's own one-line summary ("3 payouts reconciled"). */
    summary: text('summary').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.job, t.period] }),
    index('job_periods_finished_idx').on(t.job, t.finishedAt),
  ],
);

/** One item of a period (an agent's salary, a member's expiry): its effect commits with this row. */
export const jobClaims = pgTable(
  'job_claims',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    item: text('item').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.period, t.item] })],
);

/** What staff see of each job: last period and result, failures, when the next attempt may run. */
export const jobState = pgTable('job_state', {
  job: text('job').primaryKey(),
  /** The newest period that took effect (the catch-up cursor). */
  lastPeriod: text('last_period'),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastSummary: text('last_summary'),
  /** Consecutive failures of the current period; 0 after a success. */
  failures: integer('failures').notNull().default(0),
  totalFailures: bigint('total_failures', { mode: 'bigint' }).notNull().default(sql`0`),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  /** Backoff: no attempt before this instant. */
  retryAt: timestamp('retry_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
