import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  depositStats,
  firstDepositReports,
  pixIncoming,
  rechargeInfo,
  rechargeOrders,
} from './payments-schema.ts';

/** The SQL of the payments module. Every function takes the caller's executor (db or transaction). */

export type RechargeInfoRow = typeof rechargeInfo.$inferSelect;
export type OrderRow = typeof rechargeOrders.$inferSelect;
export type IncomingRow = typeof pixIncoming.$inferSelect;
export type StatsRow = typeof depositStats.$inferSelect;

/** True for a unique-index violation, on PostgreSQL and PGlite alike (drizzle wraps the driver error). */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return !index || e.constraint === index || String(e).includes(index);
    e = e.cause as typeof e;
  }
  return false;
}

export async function findRechargeInfo(db: Executor, memberId: bigint): Promise<RechargeInfoRow | null> {
  const [row] = await db.select().from(rechargeInfo).where(eq(rechargeInfo.memberId, memberId));
  return row ?? null;
}

export async function findRechargeInfoByCpf(db: Executor, cpf: string): Promise<RechargeInfoRow | null> {
  const [row] = await db.select().from(rechargeInfo).where(eq(rechargeInfo.cpf, cpf));
  return row ?? null;
}

export async function upsertRechargeInfo(
  db: Executor,
  row: { memberId: bigint; name: string; cpf: string; mobile: string; email: string; at: Date },
): Promise<RechargeInfoRow> {
  const values = { name: row.name, cpf: row.cpf, mobile: row.mobile, email: row.email };
  const [saved] = await db
    .insert(rechargeInfo)
    .values({ memberId: row.memberId, ...values, createdAt: row.at, updatedAt: row.at })
    .onConflictDoUpdate({ target: rechargeInfo.memberId, set: { ...values, updatedAt: row.at } })
    .returning();
  return saved!;
}

/** The order a key named before first answers were stored (docs/API.md "Idempotency"); null otherwise. */
export async function findOrderByKey(db: Executor, memberId: bigint, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.memberId, memberId), eq(rechargeOrders.idempotencyKey, key)));
  return row ?? null;
}

export async function findOrderByNo(
  db: Executor,
  memberId: bigint,
  orderNo: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.memberId, memberId), eq(rechargeOrders.orderNo, orderNo)));
  return row ?? null;
}

/** Inserts a new order; null only if its order number was taken (random: never in practice). */
export async function insertOrder(
  db: Executor,
  row: typeof rechargeOrders.$inferInsert,
): Promise<OrderRow | null> {
  const [saved] = await db.insert(rechargeOrders).values(row).onConflictDoNothing().returning();
  return saved ?? null;
}

/**
 * Claims the order's charge creation: true for the one caller that may ask the PSP now (no charge yet,
 * and nobody else claimed it since `staleBefore`). A conditional update, so concurrent callers — replays
 * of one key — cannot both win.
 */
export async function claimCharge(db: Executor, id: bigint, at: Date, staleBefore: Date): Promise<boolean> {
  const rows = await db
    .update(rechargeOrders)
    .set({ chargeClaimedAt: at })
    .where(
      and(
        eq(rechargeOrders.id, id),
        isNull(rechargeOrders.brCode),
        or(isNull(rechargeOrders.chargeClaimedAt), lt(rechargeOrders.chargeClaimedAt, staleBefore)),
      ),
    )
    .returning({ id: rechargeOrders.id });
  return rows.length > 0;
}

/** Lets the next caller ask the PSP again (the claimed call failed). */
export async function releaseCharge(db: Executor, id: bigint): Promise<void> {
  await db.update(rechargeOrders).set({ chargeClaimedAt: null }).where(eq(rechargeOrders.id, id));
}

export async function saveCharge(
  db: Executor,
  id: bigint,
  charge: { brCode: string; qrImage: string; providerRef: string; at: Date },
): Promise<OrderRow> {
  const [row] = await db
    .update(rechargeOrders)
    .set({
      brCode: charge.brCode,
      qrImage: charge.qrImage,
      providerRef: charge.providerRef,
      chargeClaimedAt: null,
      updatedAt: charge.at,
    })
    .where(eq(rechargeOrders.id, id))
    .returning();
  return row!;
}

/** The order a Pix pays, locked until the transaction ends (so that two payments apply one at a time). */
export async function lockOrderByTxid(tx: Executor, txid: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, txid)).for('update');
  return row ?? null;
}

export async function markOrder(
  tx: Executor,
  id: bigint,
  patch: Partial<Pick<OrderRow, 'status' | 'paidAt' | 'endToEndId' | 'failReason'>> & { at: Date },
): Promise<void> {
  const { at, ...rest } = patch;
  await tx
    .update(rechargeOrders)
    .set({ ...rest, updatedAt: at })
    .where(eq(rechargeOrders.id, id));
}

/** Turns the member's unpaid orders past their expiry to `fail` (expiry is applied on read). */
export async function expireOrders(db: Executor, memberId: bigint, now: Date): Promise<void> {
  await db
    .update(rechargeOrders)
    .set({ status: 'fail', failReason: 'expired', updatedAt: now })
    .where(
      and(
        eq(rechargeOrders.memberId, memberId),
        eq(rechargeOrders.status, 'wait'),
        lt(rechargeOrders.expiresAt, now),
      ),
    );
}

export async function countOpenOrders(db: Executor, memberId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.memberId, memberId), eq(rechargeOrders.status, 'wait')));
  return Number(row?.n ?? 0);
}

export async function listOrders(
  db: Executor,
  q: { memberId: bigint; page: number; size: number; status?: string },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(rechargeOrders.memberId, q.memberId),
    q.status ? eq(rechargeOrders.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(rechargeOrders)
      .where(where)
      .orderBy(desc(rechargeOrders.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(rechargeOrders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Records a received Pix; null when this end-to-end id was recorded before (a redelivery). */
export async function insertIncoming(
  tx: Executor,
  row: typeof pixIncoming.$inferInsert,
): Promise<IncomingRow | null> {
  const [saved] = await tx
    .insert(pixIncoming)
    .values(row)
    .onConflictDoNothing({ target: pixIncoming.endToEndId })
    .returning();
  return saved ?? null;
}

/** Counts a redelivery and returns the recorded payment. */
export async function touchIncoming(tx: Executor, endToEndId: string, at: Date): Promise<IncomingRow> {
  const [row] = await tx
    .update(pixIncoming)
    .set({ deliveries: sql`${pixIncoming.deliveries} + 1`, lastReceivedAt: at })
    .where(eq(pixIncoming.endToEndId, endToEndId))
    .returning();
  return row!;
}

export async function updateIncoming(
  tx: Executor,
  id: bigint,
  patch: Partial<
    Pick<
      IncomingRow,
      | 'disposition'
      | 'orderId'
      | 'memberId'
      | 'transferId'
      | 'refundStatus'
      | 'refundId'
      | 'refundReturnId'
      | 'refundedAt'
    >
  >,
): Promise<void> {
  await tx.update(pixIncoming).set(patch).where(eq(pixIncoming.id, id));
}

export async function findIncoming(db: Executor, endToEndId: string): Promise<IncomingRow | null> {
  const [row] = await db.select().from(pixIncoming).where(eq(pixIncoming.endToEndId, endToEndId));
  return row ?? null;
}

/** Adds a credited deposit to the member's totals (same transaction as the credit). */
export async function addDeposit(
  tx: Executor,
  memberId: bigint,
  amountCents: bigint,
  at: Date,
): Promise<{ first: boolean }> {
  const [row] = await tx
    .insert(depositStats)
    .values({
      memberId,
      accumulatedCents: amountCents,
      depositCount: 1,
      firstDepositAt: at,
      lastDepositAt: at,
    })
    .onConflictDoUpdate({
      target: depositStats.memberId,
      set: {
        accumulatedCents: sql`${depositStats.accumulatedCents} + ${amountCents}`,
        depositCount: sql`${depositStats.depositCount} + 1`,
        firstDepositAt: sql`coalesce(${depositStats.firstDepositAt}, ${at.toISOString()}::timestamptz)`,
        lastDepositAt: at,
      },
    })
    .returning({ count: depositStats.depositCount });
  return { first: row?.count === 1 };
}

export async function findStats(db: Executor, memberId: bigint): Promise<StatsRow | null> {
  const [row] = await db.select().from(depositStats).where(eq(depositStats.memberId, memberId));
  return row ?? null;
}

export async function lockStats(tx: Executor, memberId: bigint): Promise<StatsRow | null> {
  const [row] = await tx.select().from(depositStats).where(eq(depositStats.memberId, memberId)).for('update');
  return row ?? null;
}

/** Records the first-deposit report once; false when the member already had one. */
export async function insertFirstDepositReport(
  tx: Executor,
  row: { memberId: bigint; pixId: string | null; ageCode: string | null; amountCents: bigint; at: Date },
): Promise<boolean> {
  const saved = await tx
    .insert(firstDepositReports)
    .values({
      memberId: row.memberId,
      pixId: row.pixId,
      ageCode: row.ageCode,
      amountCents: row.amountCents,
      createdAt: row.at,
    })
    .onConflictDoNothing({ target: firstDepositReports.memberId })
    .returning({ id: firstDepositReports.id });
  await tx.update(depositStats).set({ isFb: 1 }).where(eq(depositStats.memberId, row.memberId));
  return saved.length > 0;
}
