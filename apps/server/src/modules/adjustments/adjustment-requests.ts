import {
  type ADJUSTMENT_SORTS,
  type AdjustmentRequestBody,
  type AdjustmentView,
  parseDecimal,
  toDecimal,
} from '@jl/core';
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditIndependence, type Decider, makerChecker } from '../../approvals/index.ts';
import type { Executor } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { refuse } from '../../lib/app-error.ts';
import { type ListFilter, listConditions, listOrder } from '../../lib/list-filters.ts';
import { audit, type StaffCtx, staff } from '../admin/index.ts';
import { adjust } from '../wallet/index.ts';
import { adjustmentRequests } from './adjustments-schema.ts';

/**
 * Maker-checker adjustments. Invariant: a request moves money at most once, only from `pending`, only
 * when approved by a staff member other than its requester, and the approval, the status change, the
 * ledger transfer (key `adjustment:<id>`) and the audit row commit in one transaction. The request row
 * is locked first, so concurrent approvals serialise and all but one find it decided.
 */
export const ADJUSTMENT_TTL_MS = 24 * 3_600_000;

type Row = typeof adjustmentRequests.$inferSelect;

const requester = alias(staff, 'requester');
const decider = alias(staff, 'decider');

function view(row: Row, names: { requester: string | null; decider: string | null }): AdjustmentView {
  return {
    id: String(row.id),
    member_id: String(row.memberId),
    code: row.code,
    amount: toDecimal(row.amountCents),
    target: row.target as 'cash' | 'locked',
    reason: row.reason,
    status: row.status as AdjustmentView['status'],
    requested_by: String(row.requestedBy),
    requested_by_name: names.requester,
    requested_at: row.requestedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    decided_by: row.decidedBy === null ? null : String(row.decidedBy),
    decided_by_name: names.decider,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_reason: row.decisionReason,
    transfer_id: row.transferId === null ? null : String(row.transferId),
  };
}

type AdjustmentSort = (typeof ADJUSTMENT_SORTS)[number];
export type AdjustmentListFilter = ListFilter & {
  status?: string;
  memberId?: bigint;
  sort?: AdjustmentSort | `-${AdjustmentSort}`;
};

/** The amount filter and sort read the size of an adjustment, whichever its sign (a code-15 debit). */
const magnitude = sql`abs(${adjustmentRequests.amountCents})`;
const SORT_COLUMNS = {
  created_at: adjustmentRequests.requestedAt,
  amount: magnitude,
  vip_level: members.vipLevel,
};

export async function listAdjustments(
  db: Executor,
  filter: AdjustmentListFilter,
  page: number,
  size: number,
): Promise<{ list: AdjustmentView[]; total: number }> {
  const where = and(
    filter.status ? eq(adjustmentRequests.status, filter.status) : undefined,
    filter.memberId === undefined ? undefined : eq(adjustmentRequests.memberId, filter.memberId),
    ...listConditions(
      { at: adjustmentRequests.requestedAt, amount: magnitude, vip: members.vipLevel },
      filter,
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: adjustmentRequests, requester: requester.username, decider: decider.username })
      .from(adjustmentRequests)
      .leftJoin(requester, eq(requester.id, adjustmentRequests.requestedBy))
      .leftJoin(decider, eq(decider.id, adjustmentRequests.decidedBy))
      .innerJoin(members, eq(members.id, adjustmentRequests.memberId))
      .where(where)
      .orderBy(...listOrder(filter.sort, '-created_at', SORT_COLUMNS, adjustmentRequests.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ n: count() })
      .from(adjustmentRequests)
      .innerJoin(members, eq(members.id, adjustmentRequests.memberId))
      .where(where),
  ]);
  return { list: rows.map((r) => view(r.row, r)), total: Number(total?.n ?? 0) };
}

async function viewOf(db: Executor, id: bigint): Promise<AdjustmentView> {
  const [r] = await db
    .select({ row: adjustmentRequests, requester: requester.username, decider: decider.username })
    .from(adjustmentRequests)
    .leftJoin(requester, eq(requester.id, adjustmentRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, adjustmentRequests.decidedBy))
    .where(eq(adjustmentRequests.id, id));
  return view(r!.row, r!);
}

/** The maker's half: records the request; nothing moves. */
export async function requestAdjustment(
  ctx: StaffCtx,
  memberId: bigint,
  body: AdjustmentRequestBody,
): Promise<AdjustmentView> {
  const amountCents = parseDecimal(body.amount)!;
  return ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId));
    if (!member) refuse('NOT_FOUND');
    const [row] = await tx
      .insert(adjustmentRequests)
      .values({
        memberId,
        code: body.code,
        amountCents,
        target: body.target,
        reason: body.reason,
        requestedBy: ctx.principal.id,
        requestedAt: ctx.now,
        expiresAt: new Date(ctx.now.getTime() + ADJUSTMENT_TTL_MS),
      })
      .returning();
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'adjustment.request',
      targetType: 'adjustment',
      targetId: String(row!.id),
      detail: {
        memberId: String(memberId),
        code: body.code,
        amount: body.amount,
        target: body.target,
        reason: body.reason,
      },
      ip: ctx.ip,
      at: ctx.now,
    });
    return viewOf(tx, row!.id);
  });
}

const requests = makerChecker<Row>(adjustmentRequests);

/** The checker's half: applies the request (a different staff member only). */
export async function approveAdjustment(ctx: StaffCtx, id: bigint): Promise<AdjustmentView> {
  const by = { staffId: ctx.principal.id, now: ctx.now };
  const refused = (detail: { requestedBy: string; approver: string }) =>
    audit(ctx.db, {
      staffId: ctx.principal.id,
      action: 'adjustment.approve.refused',
      targetType: 'adjustment',
      targetId: String(id),
      detail: { reason: 'STAFF_NOT_INDEPENDENT', ...detail },
      ip: ctx.ip,
      at: ctx.now,
    });
  const outcome = await auditIndependence(refused, () => approveInTransaction(ctx, id, by));
  if (outcome === 'expired') refuse('STAFF_REQUEST_DECIDED', { vars: { status: 'expired' } });
  return viewOf(ctx.db, id);
}

function approveInTransaction(ctx: StaffCtx, id: bigint, by: Decider) {
  return ctx.db.transaction(async (tx) => {
    const decided = await requests.approve(tx, id, by, async (row) => {
      const result = await adjust(tx, {
        memberId: row.memberId,
        amount: row.amountCents as never,
        code: row.code as 2 | 15 | 22,
        reason: row.reason,
        actorId: ctx.principal.id,
        target: row.target as 'cash' | 'locked',
        idempotencyKey: `adjustment:${row.id}`,
      });
      return { transferId: result.transferId };
    });
    if (!decided) return 'expired' as const;
    const { row, applied } = decided;
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'adjustment.approve',
      targetType: 'adjustment',
      targetId: String(id),
      detail: {
        memberId: String(row.memberId),
        code: row.code,
        amount: toDecimal(row.amountCents),
        requestedBy: String(row.requestedBy),
        transferId: String(applied.transferId),
      },
      ip: ctx.ip,
      at: ctx.now,
    });
    return 'applied' as const;
  });
}

/** Either side may reject (the requester withdraws it, or a checker refuses it); nothing moves. */
export async function rejectAdjustment(ctx: StaffCtx, id: bigint, reason: string): Promise<AdjustmentView> {
  await ctx.db.transaction(async (tx) => {
    const row = await requests.reject(tx, id, { staffId: ctx.principal.id, now: ctx.now }, reason);
    if (!row) return;
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'adjustment.reject',
      targetType: 'adjustment',
      targetId: String(id),
      detail: { reason },
      ip: ctx.ip,
      at: ctx.now,
    });
  });
  return viewOf(ctx.db, id);
}

/** Pending requests (the dashboard's counter). */
export async function countPendingAdjustments(db: Executor, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adjustmentRequests)
    .where(
      and(
        eq(adjustmentRequests.status, 'pending'),
        sql`${adjustmentRequests.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}
