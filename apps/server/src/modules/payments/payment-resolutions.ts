import {
  type Cents,
  maskCpfForDisplay,
  type PaymentResolutionBody,
  type PaymentResolutionView,
  toDecimal,
  type UNCREDITED_SORTS,
  type UncreditedPayment,
} from '@jl/core';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditIndependence, makerChecker } from '../../approvals/index.ts';
import type { Executor } from '../../db/client.ts';
import { eventsCommitted, recordEvent } from '../../events/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { type ListFilter, listConditions, listOrder } from '../../lib/list-filters.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { audit, type StaffPrincipal, staff } from '../admin/index.ts';
import { findMemberById } from '../auth/index.ts';
import { creditDeposit } from '../wallet/index.ts';
import { addDeposit, type IncomingRow } from './payments-repository.ts';
import { pixIncoming, pixResolutions, rechargeInfo, rechargeOrders } from './payments-schema.ts';
import { refundIncoming } from './pix-webhook-service.ts';

/**
 * Payments recorded but not credited (docs/API.md "Payments not credited"): a received Pix whose
 * disposition is not `credited` (wrong amount, expired order, unknown charge, third-party payer, an
 * order already paid) waits for finance. One staff member requests `credit` to a player or `refund`
 * to the payer; a different one approves.
 *
 * Invariant: a payment is resolved at most once. The request row and then the payment row are locked
 * (`FOR UPDATE`) by the approval, which moves only a `pending`, unexpired request of an unresolved
 * payment; the credit is the same ledger transfer an automatic credit would have been (key
 * `pix:<endToEndId>`, so even a bug cannot credit one Pix twice), and the approval, the payment's
 * resolution, the ledger credit and the audit row commit together. A refund is sent to the PSP after
 * commit with the request's own refund id (idempotent at the PSP); the job `payments.retry-refunds`
 * sends again the ones whose call failed.
 */
export const RESOLUTION_TTL_MS = 24 * 3_600_000;

/** Dispositions a person must resolve (everything but `credited`). */
export const UNCREDITED = [
  'amount_mismatch',
  'expired',
  'unknown_charge',
  'third_party',
  'already_paid',
] as const;

const REFUND_REASON = 'Devolução de Pix não creditado, aprovada pela equipe financeira';

export type StaffCtx = RequestContext & { principal: StaffPrincipal; ip: string };
type ResolutionRow = typeof pixResolutions.$inferSelect;

const requester = alias(staff, 'requester');
const decider = alias(staff, 'decider');

/** Open: not credited, not resolved, and no refund under way (a failed automatic refund is open again). */
const openWhere = and(
  inArray(pixIncoming.disposition, [...UNCREDITED]),
  isNull(pixIncoming.resolution),
  or(isNull(pixIncoming.refundStatus), eq(pixIncoming.refundStatus, 'failed')),
);

function resolutionView(
  row: ResolutionRow,
  names: { requester: string | null; decider: string | null },
): PaymentResolutionView {
  return {
    id: String(row.id),
    payment_id: String(row.incomingId),
    action: row.action as 'credit' | 'refund',
    member_id: row.memberId === null ? null : String(row.memberId),
    reason: row.reason,
    status: row.status as PaymentResolutionView['status'],
    requested_by: String(row.requestedBy),
    requested_by_name: names.requester,
    requested_at: row.requestedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    decided_by: row.decidedBy === null ? null : String(row.decidedBy),
    decided_by_name: names.decider,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_reason: row.decisionReason,
    transfer_id: row.transferId === null ? null : String(row.transferId),
    refund_id: row.refundId,
  };
}

async function latestResolutions(db: Executor, ids: bigint[]): Promise<Map<bigint, PaymentResolutionView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ row: pixResolutions, requester: requester.username, decider: decider.username })
    .from(pixResolutions)
    .leftJoin(requester, eq(requester.id, pixResolutions.requestedBy))
    .leftJoin(decider, eq(decider.id, pixResolutions.decidedBy))
    .where(inArray(pixResolutions.incomingId, ids))
    .orderBy(desc(pixResolutions.id));
  const out = new Map<bigint, PaymentResolutionView>();
  for (const r of rows) if (!out.has(r.row.incomingId)) out.set(r.row.incomingId, resolutionView(r.row, r));
  return out;
}

/** Finance sees the payer's CPF in full (it is what identifies the rightful player). */
function paymentView(
  row: IncomingRow,
  order: { orderNo: string; amountCents: bigint } | null,
  resolution: PaymentResolutionView | null,
  payerMember: { memberId: bigint } | null,
): UncreditedPayment {
  return {
    id: String(row.id),
    end_to_end_id: row.endToEndId,
    txid: row.txid,
    amount: toDecimal(row.amountCents),
    paid_at: row.paidAt.toISOString(),
    received_at: row.receivedAt.toISOString(),
    payer_name: row.payerName,
    payer_cpf: row.payerCpf,
    payer_cpf_masked: row.payerCpf ? maskCpfForDisplay(row.payerCpf) : null,
    payer_member_id: payerMember ? String(payerMember.memberId) : null,
    disposition: row.disposition as UncreditedPayment['disposition'],
    order_no: order?.orderNo ?? null,
    order_amount: order ? toDecimal(order.amountCents) : null,
    order_member_id: row.memberId === null ? null : String(row.memberId),
    refund_status: row.refundStatus,
    resolution: row.resolution as UncreditedPayment['resolution'],
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    transfer_id: row.transferId === null ? null : String(row.transferId),
    last_request: resolution,
  };
}

export type UncreditedFilter = ListFilter & {
  state: 'open' | 'resolved';
  sort?: (typeof UNCREDITED_SORTS)[number] | `-${(typeof UNCREDITED_SORTS)[number]}`;
};
const SORT_COLUMNS = { received_at: pixIncoming.receivedAt, amount: pixIncoming.amountCents };

/** The default order: open ones oldest first, resolved ones newest resolution first; else `sort`. */
function uncreditedOrder(filter: UncreditedFilter) {
  if (filter.sort) return listOrder(filter.sort, 'received_at', SORT_COLUMNS, pixIncoming.id);
  return [filter.state === 'open' ? pixIncoming.id : desc(pixIncoming.resolvedAt)];
}

/**
 * `state=open`: waiting for staff; `resolved`: credited or refunded by staff; filtered by the day the
 * Pix arrived and its amount (docs/PRODUCT.md "Back-office lists").
 */
export async function listUncredited(
  db: Executor,
  filter: UncreditedFilter,
  page: number,
  size: number,
): Promise<{ list: UncreditedPayment[]; total: number }> {
  const where = and(
    filter.state === 'open' ? openWhere : sql`${pixIncoming.resolution} is not null`,
    ...listConditions({ at: pixIncoming.receivedAt, amount: pixIncoming.amountCents }, filter),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: pixIncoming,
        orderNo: rechargeOrders.orderNo,
        orderAmount: rechargeOrders.amountCents,
        payer: rechargeInfo.memberId,
      })
      .from(pixIncoming)
      .leftJoin(rechargeOrders, eq(rechargeOrders.id, pixIncoming.orderId))
      .leftJoin(rechargeInfo, eq(rechargeInfo.cpf, pixIncoming.payerCpf))
      .where(where)
      .orderBy(...uncreditedOrder(filter))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(pixIncoming).where(where),
  ]);
  const latest = await latestResolutions(
    db,
    rows.map((r) => r.row.id),
  );
  return {
    list: rows.map((r) =>
      paymentView(
        r.row,
        r.orderNo === null || r.orderAmount === null
          ? null
          : { orderNo: r.orderNo, amountCents: r.orderAmount },
        latest.get(r.row.id) ?? null,
        r.payer === null ? null : { memberId: r.payer },
      ),
    ),
    total: Number(total?.n ?? 0),
  };
}

async function viewOf(db: Executor, id: bigint): Promise<PaymentResolutionView> {
  const [r] = await db
    .select({ row: pixResolutions, requester: requester.username, decider: decider.username })
    .from(pixResolutions)
    .leftJoin(requester, eq(requester.id, pixResolutions.requestedBy))
    .leftJoin(decider, eq(decider.id, pixResolutions.decidedBy))
    .where(eq(pixResolutions.id, id));
  return resolutionView(r!.row, r!);
}

async function lockIncoming(tx: Executor, id: bigint): Promise<IncomingRow | null> {
  const [row] = await tx.select().from(pixIncoming).where(eq(pixIncoming.id, id)).for('update');
  return row ?? null;
}

function assertOpen(row: IncomingRow): void {
  const open =
    (UNCREDITED as readonly string[]).includes(row.disposition) &&
    row.resolution === null &&
    (row.refundStatus === null || row.refundStatus === 'failed');
  if (!open) refuse('PAYMENT_NOT_OPEN');
}

/** The maker's half: records the request (one pending per payment); nothing moves. */
export async function requestResolution(
  ctx: StaffCtx,
  paymentId: bigint,
  body: PaymentResolutionBody,
): Promise<PaymentResolutionView> {
  const now = ctx.now();
  const memberId = body.action === 'credit' ? BigInt(body.member_id) : null;
  return ctx.db.transaction(async (tx) => {
    const payment = await lockIncoming(tx, paymentId);
    if (!payment) refuse('NOT_FOUND');
    assertOpen(payment);
    if (memberId !== null) {
      if (!(await findMemberById(tx, memberId))) refuse('NOT_FOUND', { field: 'member_id' });
    }
    // Under the payment's lock: a concurrent request waits here and then finds this one.
    const [pending] = await tx
      .select({ id: pixResolutions.id })
      .from(pixResolutions)
      .where(
        and(
          eq(pixResolutions.incomingId, paymentId),
          eq(pixResolutions.status, 'pending'),
          sql`${pixResolutions.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      );
    if (pending) refuse('PAYMENT_REQUEST_PENDING');
    // An expired request still marked pending is closed now (it never moved anything).
    await tx
      .update(pixResolutions)
      .set({ status: 'expired', decidedAt: now })
      .where(and(eq(pixResolutions.incomingId, paymentId), eq(pixResolutions.status, 'pending')));
    const [row] = await tx
      .insert(pixResolutions)
      .values({
        incomingId: paymentId,
        action: body.action,
        memberId,
        reason: body.reason,
        requestedBy: ctx.principal.id,
        requestedAt: now,
        expiresAt: new Date(now.getTime() + RESOLUTION_TTL_MS),
      })
      .returning();
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'payment.resolve.request',
      targetType: 'payment',
      targetId: String(paymentId),
      detail: {
        resolutionId: String(row!.id),
        action: body.action,
        memberId: memberId === null ? null : String(memberId),
        endToEndId: payment.endToEndId,
        amount: toDecimal(payment.amountCents),
        disposition: payment.disposition,
        reason: body.reason,
      },
      ip: ctx.ip,
      at: now,
    });
    return viewOf(tx, row!.id);
  });
}

const resolutions = makerChecker<ResolutionRow>(pixResolutions);

/** Credits the payment to the player as the deposit it should have been (type 1, wagering, stats). */
async function creditPayment(tx: Executor, payment: IncomingRow, memberId: bigint, resolutionId: bigint) {
  const [order] = payment.orderId
    ? await tx
        .select({ orderNo: rechargeOrders.orderNo })
        .from(rechargeOrders)
        .where(eq(rechargeOrders.id, payment.orderId))
    : [];
  const transfer = await creditDeposit(tx, {
    memberId,
    amount: payment.amountCents as Cents,
    idempotencyKey: `pix:${payment.endToEndId}`,
    meta: {
      endToEndId: payment.endToEndId,
      orderNo: order?.orderNo ?? null,
      resolution: String(resolutionId),
    },
  });
  const { first } = await addDeposit(tx, memberId, payment.amountCents, payment.paidAt);
  await recordEvent(
    tx,
    'deposit.credited',
    memberId,
    {
      orderNo: order?.orderNo ?? payment.endToEndId,
      amountCents: String(payment.amountCents),
      endToEndId: payment.endToEndId,
      first,
    },
    payment.paidAt,
  );
  return transfer.transferId;
}

/** The approved resolution's effect on the payment: the credit, or the refund's start (sent after commit). */
async function resolvePayment(tx: Executor, row: ResolutionRow, now: Date) {
  const payment = await lockIncoming(tx, row.incomingId);
  if (!payment) refuse('NOT_FOUND');
  assertOpen(payment);
  if (row.action === 'credit') {
    const transferId = await creditPayment(tx, payment, row.memberId!, row.id);
    await tx
      .update(pixIncoming)
      .set({ resolution: 'credited', resolvedAt: now, memberId: row.memberId, transferId })
      .where(eq(pixIncoming.id, payment.id));
    return { payment, transferId, refundId: null };
  }
  const refundId = `RS${row.id}`;
  await tx
    .update(pixIncoming)
    .set({
      resolution: 'refunded',
      resolvedAt: now,
      refundStatus: 'pending',
      refundId,
      refundReturnId: null,
      refundedAt: null,
    })
    .where(eq(pixIncoming.id, payment.id));
  return { payment: { ...payment, refundId }, transferId: null, refundId };
}

/** The checker's half (a different staff member): credits or starts the refund, once. */
export async function approveResolution(ctx: StaffCtx, id: bigint): Promise<PaymentResolutionView> {
  const now = ctx.now();
  const refused = (detail: { requestedBy: string; approver: string }) =>
    audit(ctx.db, {
      staffId: ctx.principal.id,
      action: 'payment.resolve.approve.refused',
      targetType: 'payment_resolution',
      targetId: String(id),
      detail: { reason: 'STAFF_NOT_INDEPENDENT', ...detail },
      ip: ctx.ip,
      at: now,
    });
  const outcome = await auditIndependence(refused, () => approveInTransaction(ctx, id, now));
  if (!outcome) refuse('STAFF_REQUEST_DECIDED', { vars: { status: 'expired' } });
  if (outcome.refund) await refundIncoming(ctx, outcome.payment, REFUND_REASON);
  else eventsCommitted();
  return viewOf(ctx.db, id);
}

function approveInTransaction(ctx: StaffCtx, id: bigint, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const seen: { payment?: IncomingRow } = {};
    const decided = await resolutions.approve(tx, id, { staffId: ctx.principal.id, now }, async (row) => {
      const resolved = await resolvePayment(tx, row, now);
      seen.payment = resolved.payment;
      return { transferId: resolved.transferId, refundId: resolved.refundId };
    });
    if (!decided || !seen.payment) return null;
    const { row, applied } = decided;
    const paid = seen.payment;
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'payment.resolve.approve',
      targetType: 'payment',
      targetId: String(paid.id),
      detail: {
        resolutionId: String(id),
        action: row.action,
        memberId: row.memberId === null ? null : String(row.memberId),
        amount: toDecimal(paid.amountCents),
        endToEndId: paid.endToEndId,
        requestedBy: String(row.requestedBy),
        transferId: applied.transferId === null ? null : String(applied.transferId),
        refundId: applied.refundId,
      },
      ip: ctx.ip,
      at: now,
    });
    return { payment: paid, refund: applied.refundId !== null };
  });
}

/** Either side may reject (the requester withdraws it, or a checker refuses it); nothing moves. */
export async function rejectResolution(
  ctx: StaffCtx,
  id: bigint,
  reason: string,
): Promise<PaymentResolutionView> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await resolutions.reject(tx, id, { staffId: ctx.principal.id, now }, reason);
    if (!row) return;
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'payment.resolve.reject',
      targetType: 'payment',
      targetId: String(row.incomingId),
      detail: { resolutionId: String(id), reason },
      ip: ctx.ip,
      at: now,
    });
  });
  return viewOf(ctx.db, id);
}

/**
 * Sends again the refunds whose PSP call failed (`refund_status = 'pending'`): staff refunds and the
 * br-regulated automatic ones. The refund id does not change, so a repeat never refunds twice.
 */
export async function retryPendingRefunds(ctx: RequestContext, olderThanMs = 60_000): Promise<number> {
  const before = new Date(ctx.now().getTime() - olderThanMs);
  const rows = await ctx.db
    .select()
    .from(pixIncoming)
    .where(
      and(
        eq(pixIncoming.refundStatus, 'pending'),
        sql`${pixIncoming.refundId} is not null`,
        sql`coalesce(${pixIncoming.resolvedAt}, ${pixIncoming.receivedAt}) < ${before.toISOString()}::timestamptz`,
      ),
    )
    .limit(100);
  for (const row of rows)
    await refundIncoming(ctx, row, row.resolution === 'refunded' ? REFUND_REASON : undefined);
  return rows.length;
}
