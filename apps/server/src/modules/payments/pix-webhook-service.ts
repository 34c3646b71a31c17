import { type Cents, normalizeCpf } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { eventsCommitted, recordEvent } from '../../events/index.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { PixReceivedEvent } from '../../providers/pix/index.ts';
import { getSiteConfig } from '../config/index.ts';
import { creditDeposit } from '../wallet/index.ts';
import {
  addDeposit,
  findRechargeInfo,
  type IncomingRow,
  insertIncoming,
  lockOrderByTxid,
  markOrder,
  touchIncoming,
  updateIncoming,
} from './payments-repository.ts';

/**
 * What we did with a received Pix. Only `credited` moves money to a player; every other payment is
 * recorded in `pix_incoming` for the operator (and third-party payments are refunded in br-regulated).
 */
export type Disposition =
  | 'credited'
  | 'amount_mismatch'
  | 'expired'
  | 'unknown_charge'
  | 'third_party'
  | 'already_paid';

export type Receipt = {
  endToEndId: string;
  disposition: Disposition;
  /** True when this end-to-end id had been received before: acknowledged, never applied again. */
  duplicate: boolean;
  refundStatus: string | null;
};

const REFUND_REASON = 'Pix de terceiro: depósitos só são aceitos do CPF do titular da conta';

type Decision = { disposition: Disposition; orderId?: bigint; memberId?: bigint; transferId?: bigint };

/**
 * Decides a new payment under the order's row lock. Invariant: a deposit is credited only for the
 * exact amount of an order of the payer's own CPF, paid before the order expired, and an order is
 * credited at most once (its status is read under `FOR UPDATE`; the ledger key `pix:<e2e>` and the
 * unique end-to-end id make a second credit impossible even if that failed).
 */
async function decide(tx: Executor, event: PixReceivedEvent, now: Date): Promise<Decision> {
  const order = event.txid ? await lockOrderByTxid(tx, event.txid) : null;
  if (!order) return { disposition: 'unknown_charge' };
  const at = { orderId: order.id, memberId: order.memberId };
  if (order.status === 'success') return { disposition: 'already_paid', ...at };
  if (event.paidAt > order.expiresAt) {
    if (order.status === 'wait')
      await markOrder(tx, order.id, { status: 'fail', failReason: 'expired', at: now });
    return { disposition: 'expired', ...at };
  }
  if (event.amountCents !== order.amountCents) return { disposition: 'amount_mismatch', ...at };
  const info = await findRechargeInfo(tx, order.memberId);
  const payerCpf = event.payer.cpf ? normalizeCpf(event.payer.cpf) : null;
  if (!info || payerCpf !== info.cpf) return { disposition: 'third_party', ...at };
  const transfer = await creditDeposit(tx, {
    memberId: order.memberId,
    amount: event.amountCents,
    idempotencyKey: `pix:${event.endToEndId}`,
    meta: { orderNo: order.orderNo, endToEndId: event.endToEndId },
  });
  // A late report of a payment made in time turns an order that expired on read back to success.
  await markOrder(tx, order.id, {
    status: 'success',
    paidAt: event.paidAt,
    endToEndId: event.endToEndId,
    failReason: null,
    at: now,
  });
  const { first } = await addDeposit(tx, order.memberId, event.amountCents, event.paidAt);
  await recordEvent(
    tx,
    'deposit.credited',
    order.memberId,
    { orderNo: order.orderNo, amountCents: String(event.amountCents), endToEndId: event.endToEndId, first },
    // The day a deposit counts for (stats, active players) is the day it was paid.
    event.paidAt,
  );
  return { disposition: 'credited', ...at, transferId: transfer.transferId };
}

/**
 * The payer of a Pix whose notification names none (a PSP that sends only the API Pix standard's
 * callback), as the PSP vouches for it under the configured policy (docs/OPERATIONS.md "The payer of a
 * deposit"). Asked before the transaction, so that a PSP that cannot answer now fails the delivery
 * (not acknowledged: the PSP delivers it again) instead of deciding the payment without its payer.
 */
async function withPayer(ctx: RequestContext, event: PixReceivedEvent): Promise<PixReceivedEvent> {
  if (event.payer.cpf || !ctx.pix.confirmPayer) return event;
  const payer = await ctx.pix.confirmPayer(event);
  if (!payer?.cpf) return event;
  ctx.log.info({ endToEndId: event.endToEndId }, 'pix payer confirmed by the PSP');
  return { ...event, payer };
}

/**
 * Applies one received Pix exactly once per end-to-end id, however often, late or out of order it
 * arrives: the row in `pix_incoming`, the order's status, the ledger credit and the player's totals
 * commit together. The refund of a third-party payment (br-regulated) is a side effect after commit.
 */
export async function receivePix(
  ctx: RequestContext,
  notified: PixReceivedEvent,
  body: unknown,
): Promise<Receipt> {
  const event = await withPayer(ctx, notified);
  const now = ctx.now();
  const { profile } = (await getSiteConfig(ctx.db)).compliance;
  const { row, duplicate } = await ctx.db.transaction(async (tx) => {
    const inserted = await insertIncoming(tx, {
      endToEndId: event.endToEndId,
      txid: event.txid,
      amountCents: event.amountCents,
      paidAt: event.paidAt,
      payerCpf: event.payer.cpf ? normalizeCpf(event.payer.cpf) : null,
      payerName: event.payer.name,
      disposition: 'pending',
      provider: ctx.pix.name,
      body: body as object,
      receivedAt: now,
      lastReceivedAt: now,
    });
    if (!inserted) return { row: await touchIncoming(tx, event.endToEndId, now), duplicate: true };
    const decision = await decide(tx, event, now);
    const refund = decision.disposition === 'third_party' && profile === 'br-regulated';
    const patch = {
      disposition: decision.disposition,
      orderId: decision.orderId ?? null,
      memberId: decision.memberId ?? null,
      transferId: decision.transferId ?? null,
      refundStatus: refund ? 'pending' : null,
      refundId: refund ? `RF${inserted.id}` : null,
    };
    await updateIncoming(tx, inserted.id, patch);
    return { row: { ...inserted, ...patch }, duplicate: false };
  });
  if (!duplicate && row.disposition === 'credited') eventsCommitted();
  if (!duplicate && row.disposition !== 'credited') {
    ctx.log.warn(
      { endToEndId: row.endToEndId, disposition: row.disposition, payerKnown: Boolean(event.payer.cpf) },
      'pix received, not credited',
    );
  }
  let refundStatus = row.refundStatus === 'pending' ? await refundIncoming(ctx, row) : row.refundStatus;
  // A refund the PSP was still processing: its outcome arrives with a later delivery of the same Pix.
  const reported = event.refunds?.find((r) => r.refundId === row.refundId && r.status !== 'processing');
  if (refundStatus === 'processing' && reported) {
    await updateIncoming(ctx.db, row.id, {
      refundStatus: reported.status,
      refundReturnId: reported.returnId,
      refundedAt: reported.status === 'refunded' ? ctx.now() : null,
    });
    refundStatus = reported.status;
  }
  return { endToEndId: row.endToEndId, disposition: row.disposition as Disposition, duplicate, refundStatus };
}

/** Returns a payment to its payer through the PSP (idempotent by refund id); a failure stays pending. */
export async function refundIncoming(
  ctx: RequestContext,
  row: Pick<IncomingRow, 'id' | 'endToEndId' | 'amountCents' | 'refundId'>,
  reason = REFUND_REASON,
): Promise<string> {
  try {
    const result = await ctx.pix.refundDeposit({
      endToEndId: row.endToEndId,
      amountCents: row.amountCents as Cents,
      reason,
      refundId: row.refundId!,
    });
    await updateIncoming(ctx.db, row.id, {
      refundStatus: result.status,
      refundReturnId: result.returnId,
      refundedAt: result.status === 'refunded' ? ctx.now() : null,
    });
    return result.status;
  } catch (error) {
    // Retried at the PSP's next delivery of the same payment and by the job payments.retry-refunds
    // (its refund id does not change).
    ctx.log.error({ err: error, endToEndId: row.endToEndId }, 'pix refund failed');
    return 'pending';
  }
}
