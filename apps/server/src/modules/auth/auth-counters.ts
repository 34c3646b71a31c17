import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authCounters } from './auth-schema.ts';

/** A failure counter starts again after this long without failures. */
const QUIET_RESET_MS = 60 * 60 * 1000;

export type CounterPolicy = { lockAfter?: number; lockMs?: number };
export type CounterState = { failures: number; lockedUntil: Date | null };

const FRESH: CounterState = { failures: 0, lockedUntil: null };

function live(
  row: { failures: number; lastFailureAt: Date; lockedUntil: Date | null },
  now: Date,
): CounterState {
  if (row.lockedUntil && row.lockedUntil > now)
    return { failures: row.failures, lockedUntil: row.lockedUntil };
  // A lock that has ended, or an hour without failures, starts the count again.
  if (row.lockedUntil || now.getTime() - row.lastFailureAt.getTime() >= QUIET_RESET_MS) return FRESH;
  return { failures: row.failures, lockedUntil: null };
}

export async function readCounter(db: Executor, key: string, now: Date): Promise<CounterState> {
  const [row] = await db.select().from(authCounters).where(eq(authCounters.key, key)).limit(1);
  return row ? live(row, now) : FRESH;
}

/** Counts one failure atomically (safe under concurrent failures) and locks at `lockAfter`. */
export async function recordFailure(
  db: Executor,
  key: string,
  now: Date,
  policy: CounterPolicy = {},
): Promise<CounterState> {
  const quietSince = new Date(now.getTime() - QUIET_RESET_MS);
  const restart = sql`(${authCounters.lockedUntil} is not null and ${authCounters.lockedUntil} <= ${now}) or ${authCounters.lastFailureAt} < ${quietSince}`;
  const next = sql`case when ${restart} then 1 else ${authCounters.failures} + 1 end`;
  const lockUntil = policy.lockAfter && policy.lockMs ? new Date(now.getTime() + policy.lockMs) : null;
  const lock = lockUntil
    ? sql`case when ${next} >= ${policy.lockAfter} then ${lockUntil}::timestamptz else null end`
    : sql`null`;
  const [row] = await db
    .insert(authCounters)
    .values({
      key,
      failures: 1,
      lastFailureAt: now,
      lockedUntil: lockUntil && policy.lockAfter === 1 ? lockUntil : null,
    })
    .onConflictDoUpdate({
      target: authCounters.key,
      set: { failures: next, lastFailureAt: now, lockedUntil: lock },
    })
    .returning();
  return live(row!, now);
}

export async function clearCounter(db: Executor, key: string): Promise<void> {
  await db.delete(authCounters).where(eq(authCounters.key, key));
}

/** Whole minutes left on a lock, at least 1. */
export function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}
