import type { WITHDRAWAL_SORTS } from '@jl/core';
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rechargeInfo } from '../../db/schema.ts';
import { type ListFilter, listConditions, listOrder } from '../../lib/list-filters.ts';
import { withdrawAccounts, withdrawals, withdrawHolders } from './withdraw-schema.ts';

export type HolderRow = typeof withdrawHolders.$inferSelect;
export type AccountRow = typeof withdrawAccounts.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type WithdrawStatusValue = 'applying' | 'wait' | 'success' | 'rejected' | 'fail';

/** True for a unique violation (PostgreSQL and PGlite both report SQLSTATE 23505), optionally of one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return !constraint || name === constraint || Boolean(message?.includes(constraint));
  }
  return false;
}

// ---- holders and accounts ---------------------------------------------------------------------------

export async function findHolder(db: Executor, memberId: bigint): Promise<HolderRow | null> {
  const [row] = await db.select().from(withdrawHolders).where(eq(withdrawHolders.memberId, memberId));
  return row ?? null;
}

/** The member who bound this CPF for withdrawals, if any (the payments module checks it too). */
export async function findCpfHolder(db: Executor, cpf: string): Promise<bigint | null> {
  const [row] = await db
    .select({ memberId: withdrawHolders.memberId })
    .from(withdrawHolders)
    .where(eq(withdrawHolders.cpf, cpf));
  return row?.memberId ?? null;
}

/** Locks the holder row: it serialises a member's binds and applies (daily count, account limit). */
export async function lockHolder(tx: Executor, memberId: bigint): Promise<HolderRow | null> {
  const [row] = await tx
    .select()
    .from(withdrawHolders)
    .where(eq(withdrawHolders.memberId, memberId))
    .for('update');
  return row ?? null;
}

/** Claims the CPF for the member; nothing happens when either is already taken (the caller re-reads). */
export async function claimHolder(tx: Executor, memberId: bigint, cpf: string, at: Date): Promise<void> {
  await tx.insert(withdrawHolders).values({ memberId, cpf, createdAt: at }).onConflictDoNothing();
}

/** The member whose recharge info (payments) carries this CPF, if any. Read-only. */
export async function findRechargeOwner(db: Executor, cpf: string): Promise<bigint | null> {
  const [row] = await db
    .select({ memberId: rechargeInfo.memberId })
    .from(rechargeInfo)
    .where(eq(rechargeInfo.cpf, cpf));
  return row?.memberId ?? null;
}

/** The member's own recharge-info CPF (payments), if any. Read-only. */
export async function findRechargeCpf(db: Executor, memberId: bigint): Promise<string | null> {
  const [row] = await db
    .select({ cpf: rechargeInfo.cpf })
    .from(rechargeInfo)
    .where(eq(rechargeInfo.memberId, memberId));
  return row?.cpf ?? null;
}

export async function listAccounts(db: Executor, memberId: bigint): Promise<AccountRow[]> {
  return db
    .select()
    .from(withdrawAccounts)
    .where(eq(withdrawAccounts.memberId, memberId))
    .orderBy(asc(withdrawAccounts.id));
}

export async function findAccount(db: Executor, memberId: bigint, id: bigint): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(withdrawAccounts)
    .where(and(eq(withdrawAccounts.id, id), eq(withdrawAccounts.memberId, memberId)));
  return row ?? null;
}

/** Inserts an account; null when the member already has this key. */
export async function insertAccount(
  tx: Executor,
  row: typeof withdrawAccounts.$inferInsert,
): Promise<AccountRow | null> {
  const [saved] = await tx
    .insert(withdrawAccounts)
    .values(row)
    .onConflictDoNothing({
      target: [withdrawAccounts.memberId, withdrawAccounts.pixType, withdrawAccounts.pixKey],
    })
    .returning();
  return saved ?? null;
}

// ---- withdrawals --------------------------------------------------------------------------------------

export async function insertWithdrawal(tx: Executor, row: NewWithdrawal): Promise<WithdrawalRow> {
  const [saved] = await tx.insert(withdrawals).values(row).returning();
  return saved!;
}

export async function findByKey(db: Executor, memberId: bigint, key: string): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.idempotencyKey, key)));
  return row ?? null;
}

export async function findByOrderNo(
  db: Executor,
  orderNo: string,
  memberId?: bigint,
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(
      memberId === undefined
        ? eq(withdrawals.orderNo, orderNo)
        : and(eq(withdrawals.orderNo, orderNo), eq(withdrawals.memberId, memberId)),
    );
  return row ?? null;
}

export async function findById(db: Executor, id: bigint): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
}

export async function lockByOrderNo(tx: Executor, orderNo: string): Promise<WithdrawalRow | null> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo)).for('update');
  return row ?? null;
}

export async function lockById(tx: Executor, id: bigint): Promise<WithdrawalRow | null> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row ?? null;
}

/** Withdrawals of a São Paulo day that still count toward the daily limit (not returned). */
export async function countToday(db: Executor, memberId: bigint, localDay: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        eq(withdrawals.localDay, localDay),
        inArray(withdrawals.status, ['applying', 'wait', 'success']),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Moves a withdrawal from one status to the next; null when it is no longer in `from` (another
 * event or staff action won). The caller holds the row lock; the WHERE makes it safe regardless.
 */
export async function transition(
  tx: Executor,
  id: bigint,
  from: WithdrawStatusValue,
  patch: Partial<NewWithdrawal> & { status: WithdrawStatusValue; updatedAt: Date },
): Promise<WithdrawalRow | null> {
  const [row] = await tx
    .update(withdrawals)
    .set(patch)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
    .returning();
  return row ?? null;
}

/** Claims an approved withdrawal's payout for sending, once; null when it is claimed or not approved. */
export async function claimPayout(
  db: Executor,
  id: bigint,
  at: Date,
  provider: string,
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .update(withdrawals)
    .set({
      payoutRequestedAt: at,
      payoutAttempts: sql`${withdrawals.payoutAttempts} + 1`,
      provider,
      updatedAt: at,
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'wait'), isNull(withdrawals.payoutRequestedAt)))
    .returning();
  return row ?? null;
}

/** Records that the payout was asked again by the same id (reconciliation). */
export async function touchPayout(db: Executor, id: bigint, at: Date): Promise<void> {
  await db
    .update(withdrawals)
    .set({ payoutRequestedAt: at, payoutAttempts: sql`${withdrawals.payoutAttempts} + 1`, updatedAt: at })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'wait')));
}

export async function saveProviderRef(db: Executor, id: bigint, providerRef: string): Promise<void> {
  await db
    .update(withdrawals)
    .set({ providerRef })
    .where(and(eq(withdrawals.id, id), isNull(withdrawals.providerRef)));
}

/** Approved withdrawals whose payout was never claimed, or claimed before `before` and still open. */
export async function listStalePayouts(db: Executor, before: Date, limit = 100): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'wait'),
        or(isNull(withdrawals.payoutRequestedAt), lt(withdrawals.payoutRequestedAt, before)),
      ),
    )
    .orderBy(asc(withdrawals.id))
    .limit(limit);
}

type WithdrawalSort = (typeof WITHDRAWAL_SORTS)[number];

export type WithdrawalListFilter = ListFilter & {
  memberId?: bigint;
  status?: WithdrawStatusValue;
  oldestFirst?: boolean;
  sort?: WithdrawalSort | `-${WithdrawalSort}`;
};

const SORT_COLUMNS = {
  created_at: withdrawals.createdAt,
  amount: withdrawals.amountCents,
  vip_level: withdrawals.vipLevel,
};

export async function listWithdrawals(
  db: Executor,
  filter: WithdrawalListFilter,
  page: number,
  size: number,
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const where = and(
    filter.memberId === undefined ? undefined : eq(withdrawals.memberId, filter.memberId),
    filter.status === undefined ? undefined : eq(withdrawals.status, filter.status),
    ...listConditions(
      { at: withdrawals.createdAt, amount: withdrawals.amountCents, vip: withdrawals.vipLevel },
      filter,
    ),
  );
  const fallback = filter.oldestFirst ? 'created_at' : '-created_at';
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(...listOrder(filter.sort, fallback, SORT_COLUMNS, withdrawals.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}
