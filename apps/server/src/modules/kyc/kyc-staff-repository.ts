import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { KycSubjectRow } from './kyc-repository.ts';
import { kycApprovals, kycChecks, kycSubjects } from './kyc-schema.ts';

export type KycApprovalRow = typeof kycApprovals.$inferSelect;

/** The players in one verification state, the longest waiting first, and how many there are. */
export async function listSubjects(
  db: Executor,
  state: string,
  page: number,
  size: number,
): Promise<{ rows: KycSubjectRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(kycSubjects)
      .where(eq(kycSubjects.state, state))
      .orderBy(asc(kycSubjects.updatedAt), asc(kycSubjects.memberId))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(kycSubjects).where(eq(kycSubjects.state, state)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The checks of each player's latest attempt, for a page of players (one statement). */
export async function checksOfLatest(db: Executor, subjects: readonly KycSubjectRow[]) {
  if (subjects.length === 0) return [];
  const pairs = subjects.map((s) => sql`(${String(s.memberId)}::bigint, ${s.attempt}::int)`);
  return db
    .select({
      memberId: kycChecks.memberId,
      kind: kycChecks.kind,
      outcome: kycChecks.outcome,
      at: kycChecks.at,
    })
    .from(kycChecks)
    .where(sql`(${kycChecks.memberId}, ${kycChecks.attempt}) in (${sql.join(pairs, sql`, `)})`)
    .orderBy(asc(kycChecks.id));
}

/** The pending, unexpired approval proposals of these players. */
export async function pendingApprovalsOf(db: Executor, memberIds: readonly bigint[], now: Date) {
  if (memberIds.length === 0) return [];
  return db
    .select()
    .from(kycApprovals)
    .where(
      and(
        inArray(kycApprovals.memberId, [...memberIds]),
        eq(kycApprovals.status, 'pending'),
        gt(kycApprovals.expiresAt, now),
      ),
    );
}

export async function insertApproval(
  tx: Executor,
  values: typeof kycApprovals.$inferInsert,
): Promise<KycApprovalRow> {
  const [row] = await tx.insert(kycApprovals).values(values).returning();
  return row!;
}

/** Closes every pending proposal of the player (a refusal, or a newer attempt, makes them void). */
export async function voidPendingApprovals(tx: Executor, memberId: bigint, by: bigint, now: Date) {
  await tx
    .update(kycApprovals)
    .set({ status: 'rejected', decidedBy: by, decidedAt: now, decisionReason: 'superseded' })
    .where(and(eq(kycApprovals.memberId, memberId), eq(kycApprovals.status, 'pending')));
}

/** The verification states (and reasons) of these players; a player never verified is absent. */
export async function statesOf(db: Executor, memberIds: readonly bigint[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({ memberId: kycSubjects.memberId, state: kycSubjects.state, reason: kycSubjects.reason })
    .from(kycSubjects)
    .where(inArray(kycSubjects.memberId, [...memberIds]));
}
