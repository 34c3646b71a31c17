import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kycChecks, kycSubjects } from './kyc-schema.ts';

export type KycSubjectRow = typeof kycSubjects.$inferSelect;
export type KycCheckInput = { kind: string; outcome: 'passed' | 'failed' };

export async function findSubject(db: Executor, memberId: bigint): Promise<KycSubjectRow | null> {
  const [row] = await db.select().from(kycSubjects).where(eq(kycSubjects.memberId, memberId));
  return row ?? null;
}

/** The player's row, created as `none` when missing, locked for the transaction. */
export async function lockSubject(tx: Executor, memberId: bigint, now: Date): Promise<KycSubjectRow> {
  await tx
    .insert(kycSubjects)
    .values({ memberId, state: 'none', updatedAt: now })
    .onConflictDoNothing({ target: kycSubjects.memberId });
  const [row] = await tx.select().from(kycSubjects).where(eq(kycSubjects.memberId, memberId)).for('update');
  return row!;
}

export async function updateSubject(
  tx: Executor,
  memberId: bigint,
  values: Partial<Omit<KycSubjectRow, 'memberId'>>,
): Promise<void> {
  await tx.update(kycSubjects).set(values).where(eq(kycSubjects.memberId, memberId));
}

export async function insertChecks(
  tx: Executor,
  memberId: bigint,
  attempt: number,
  provider: string,
  checks: KycCheckInput[],
  at: Date,
): Promise<void> {
  if (!checks.length) return;
  await tx.insert(kycChecks).values(checks.map((c) => ({ memberId, attempt, provider, at, ...c })));
}

export async function listChecks(db: Executor, memberId: bigint, attempt: number) {
  return db
    .select({ kind: kycChecks.kind, outcome: kycChecks.outcome, at: kycChecks.at })
    .from(kycChecks)
    .where(and(eq(kycChecks.memberId, memberId), eq(kycChecks.attempt, attempt)))
    .orderBy(asc(kycChecks.id));
}

/** Whether another player holds this CPF verified, or has it under verification. */
export async function cpfHeldByAnother(db: Executor, cpf: string, memberId: bigint): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(kycSubjects)
    .where(
      and(
        eq(kycSubjects.cpf, cpf),
        ne(kycSubjects.memberId, memberId),
        inArray(kycSubjects.state, ['verified', 'pending', 'review']),
      ),
    )
    .limit(1);
  return Boolean(row);
}
