import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountClosures } from './closure-schema.ts';

export type ClosureRow = typeof accountClosures.$inferSelect;

export async function insertClosure(
  tx: Executor,
  row: typeof accountClosures.$inferInsert,
): Promise<ClosureRow> {
  const [saved] = await tx.insert(accountClosures).values(row).returning();
  return saved!;
}

export async function findClosure(db: Executor, memberId: bigint): Promise<ClosureRow | null> {
  const [row] = await db.select().from(accountClosures).where(eq(accountClosures.memberId, memberId));
  return row ?? null;
}

/** Closures whose personal data is due for minimisation, oldest first. */
export async function listDueMinimisations(db: Executor, now: Date, limit: number): Promise<bigint[]> {
  const rows = await db
    .select({ memberId: accountClosures.memberId })
    .from(accountClosures)
    .where(and(isNull(accountClosures.minimisedAt), lte(accountClosures.minimiseAfter, now)))
    .orderBy(asc(accountClosures.minimiseAfter))
    .limit(limit);
  return rows.map((r) => r.memberId);
}

/** The closure row under a lock while it still waits for minimisation; null once minimised. */
export async function lockPendingMinimisation(tx: Executor, memberId: bigint): Promise<ClosureRow | null> {
  const [row] = await tx
    .select()
    .from(accountClosures)
    .where(and(eq(accountClosures.memberId, memberId), isNull(accountClosures.minimisedAt)))
    .for('update');
  return row ?? null;
}

export async function markMinimised(tx: Executor, memberId: bigint, at: Date): Promise<void> {
  await tx.update(accountClosures).set({ minimisedAt: at }).where(eq(accountClosures.memberId, memberId));
}

/** Erases the sealed identification of closures whose retention period is over. */
export async function eraseExpiredIdentities(tx: Executor, now: Date): Promise<number> {
  const rows = await tx
    .update(accountClosures)
    .set({ amlName: null, amlCpf: null })
    .where(
      and(
        lte(accountClosures.retainUntil, now),
        or(sql`${accountClosures.amlCpf} is not null`, sql`${accountClosures.amlName} is not null`),
      ),
    )
    .returning({ memberId: accountClosures.memberId });
  return rows.length;
}
