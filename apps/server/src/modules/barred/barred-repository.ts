import { asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type BarredCaseRow, barredCases } from './barred-schema.ts';

/** Opens the member's case if missing (a replay finds the first). */
export async function ensureCase(db: Executor, memberId: bigint, flaggedAt: Date, now: Date): Promise<void> {
  await db.insert(barredCases).values({ memberId, flaggedAt, updatedAt: now }).onConflictDoNothing();
}

/** The case under its row lock: the steps of one member go one at a time. */
export async function lockCase(tx: Executor, memberId: bigint): Promise<BarredCaseRow | null> {
  const [row] = await tx.select().from(barredCases).where(eq(barredCases.memberId, memberId)).for('update');
  return row ?? null;
}

export async function updateCase(
  db: Executor,
  memberId: bigint,
  set: Partial<Omit<BarredCaseRow, 'memberId'>>,
): Promise<void> {
  await db.update(barredCases).set(set).where(eq(barredCases.memberId, memberId));
}

/** Cases whose account is not closed yet, oldest flag first. */
export async function listUnfinishedCases(db: Executor, limit: number): Promise<BarredCaseRow[]> {
  return db
    .select()
    .from(barredCases)
    .where(isNull(barredCases.closedAt))
    .orderBy(asc(barredCases.flaggedAt))
    .limit(limit);
}
