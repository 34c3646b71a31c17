import type { Cents } from '@jl/core';
import { assertIndependent } from '../../approvals/index.ts';
import type { Executor } from '../../db/client.ts';
import { eventsCommitted, recordEvent } from '../../events/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { PayoutEvent, PayoutResult } from '../../providers/pix/index.ts';
import { postWithdrawal, voidWithdrawal } from '../wallet/index.ts';
import {
  claimPayout,
  findById,
  listStalePayouts,
  lockById,
  lockByOrderNo,
  saveProviderRef,
  touchPayout,
  transition,
  type WithdrawalRow,
} from './withdraw-repository.ts';

/**
 * Payouts and review (docs/API.md "Withdrawals"). A withdrawal's hold resolves exactly once:
 * paid → postWithdrawal (type 9: amount − fee to pix_clearing, fee to fees), failed or rejected →
 * voidWithdrawal (back to cash: type 10 for a payout the PSP failed, 32 for a staff rejection). Each transition runs under the withdrawal's row lock as an
 * `UPDATE … WHERE status = <expected>`, in the same transaction as the ledger call, so replays,
 * reordering and races between staff and the PSP cannot pay or return twice. The PSP is called only
 * after commit, with the withdrawal's order number as its idempotency key.
 */

type Outcome = {
  type: 'payout.paid' | 'payout.failed';
  withdrawalId: string;
  endToEndId: string | null;
  reason: string | null;
};

/**
 * Applies a payout result (webhook, the PSP's answer, or reconciliation). True when it was applied
 * now or before (the PSP may stop sending it); false when no such withdrawal exists.
 */
export async function settlePayout(ctx: RequestContext, event: Outcome): Promise<boolean> {
  const now = ctx.now();
  const applied = await ctx.db.transaction(async (tx) => {
    const row = await lockByOrderNo(tx, event.withdrawalId);
    if (!row) return false;
    const paid = event.type === 'payout.paid';
    if (row.status !== 'wait') {
      const same = row.status === (paid ? 'success' : 'fail');
      // A repeat is normal; anything else (paid after failing, a result for an unsent payout) needs a person.
      if (!same)
        ctx.log.error(
          { orderNo: row.orderNo, status: row.status, event: event.type },
          'payout result does not fit the withdrawal',
        );
      return true;
    }
    if (paid) {
      const done = await transition(tx, row.id, 'wait', {
        status: 'success',
        paidAt: now,
        endToEndId: event.endToEndId,
        updatedAt: now,
      });
      if (!done) return true;
      await postWithdrawal(tx, {
        memberId: row.memberId,
        withdrawalId: row.orderNo,
        fee: row.feeCents as Cents,
        meta: { endToEndId: event.endToEndId },
      });
      await recordEvent(
        tx,
        'withdrawal.paid',
        row.memberId,
        { withdrawalId: row.orderNo, amountCents: String(row.amountCents), feeCents: String(row.feeCents) },
        now,
      );
    } else {
      const done = await transition(tx, row.id, 'wait', {
        status: 'fail',
        reason: event.reason?.slice(0, 300) ?? 'payout failed',
        updatedAt: now,
      });
      if (!done) return true;
      await voidWithdrawal(tx, { memberId: row.memberId, withdrawalId: row.orderNo, reason: 'failed' });
      await recordEvent(
        tx,
        'withdrawal.failed',
        row.memberId,
        { withdrawalId: row.orderNo, amountCents: String(row.amountCents), reason: 'failed' },
        now,
      );
    }
    return true;
  });
  eventsCommitted();
  return applied;
}

/** The webhook's handler for payout events (set on `app.pixPayouts`). */
export function payoutEventHandler(ctx: RequestContext) {
  return (event: PayoutEvent) =>
    settlePayout(ctx, {
      type: event.type,
      withdrawalId: event.withdrawalId,
      endToEndId: event.endToEndId,
      reason: event.reason,
    });
}

async function applyResult(ctx: RequestContext, row: WithdrawalRow, result: PayoutResult): Promise<void> {
  if (result.providerRef) await saveProviderRef(ctx.db, row.id, result.providerRef);
  if (result.status === 'processing') return;
  await settlePayout(ctx, {
    type: result.status === 'paid' ? 'payout.paid' : 'payout.failed',
    withdrawalId: row.orderNo,
    endToEndId: result.endToEndId,
    reason: result.reason,
  });
}

async function sendPayout(ctx: RequestContext, row: WithdrawalRow): Promise<void> {
  try {
    const result = await ctx.pix.payOut({
      withdrawalId: row.orderNo,
      cpf: row.cpf,
      amountCents: (row.amountCents - row.feeCents) as Cents,
      name: row.name,
    });
    await applyResult(ctx, row, result);
  } catch (error) {
    // Unknown outcome (timeout, 5xx): never resent blindly; reconciliation asks the PSP by this id first.
    ctx.log.error({ err: error, orderNo: row.orderNo }, 'pix payout request failed');
  }
}

/**
 * Sends an approved withdrawal's payout, once: the claim (`payout_requested_at` set only while null
 * and the status is `wait`) happens before the call, so two callers never both send it. Returns the
 * withdrawal as it is afterwards.
 */
export async function dispatchPayout(ctx: RequestContext, id: bigint): Promise<WithdrawalRow | null> {
  const claimed = await claimPayout(ctx.db, id, ctx.now(), ctx.pix.name);
  if (claimed) await sendPayout(ctx, claimed);
  return findById(ctx.db, id);
}

/** A payout sent this long ago without a result is asked again at the PSP (and shown to staff as pending). */
export const PAYOUT_RECHECK_MS = 10 * 60_000;

/**
 * Reconciliation for payouts without a result: an approved withdrawal never claimed (the process
 * stopped after commit) is sent now; one sent before `olderThanMs` is looked up at the PSP by its id —
 * a final answer is applied, and only a PSP that never saw it gets the same request again (the id
 * makes a repeat harmless). Returns how many withdrawals it looked at.
 */
export async function reconcilePayouts(
  ctx: RequestContext,
  olderThanMs = PAYOUT_RECHECK_MS,
): Promise<number> {
  const rows = await listStalePayouts(ctx.db, new Date(ctx.now().getTime() - olderThanMs));
  for (const row of rows) {
    try {
      if (row.payoutRequestedAt === null) {
        await dispatchPayout(ctx, row.id);
        continue;
      }
      const known = await ctx.pix.payoutStatus(row.orderNo);
      if (known) {
        await applyResult(ctx, row, known);
        continue;
      }
      await touchPayout(ctx.db, row.id, ctx.now());
      await sendPayout(ctx, row);
    } catch (error) {
      ctx.log.error({ err: error, orderNo: row.orderNo }, 'payout reconciliation failed');
    }
  }
  return rows.length;
}

/** A staff decision: who made it, and the audit row written in the same transaction. */
export type StaffDecision = {
  staffId: bigint;
  audit: (
    tx: Executor,
    before: WithdrawalRow,
    after: WithdrawalRow,
    step?: { action: string; detail: Record<string, unknown> },
  ) => Promise<void>;
};

/**
 * Finance approves a withdrawal under review. One that needs a single approval goes to payout (after
 * commit). One that needs two (above `twoApprovalsAbove`, fixed at apply): the first approval is
 * recorded and the withdrawal stays under review; the second, by a different staff member independent
 * of the first in both directions (docs/COMPLIANCE.md "Four eyes"), sends it.
 * Both run under the row lock, so two approvals racing apply in order and the payout is claimed once.
 */
export async function approveWithdrawal(
  ctx: RequestContext,
  id: bigint,
  decision: StaffDecision,
): Promise<WithdrawalRow> {
  const now = ctx.now();
  const approved = await ctx.db.transaction(async (tx) => {
    const row = await lockById(tx, id);
    if (!row) refuse('NOT_FOUND');
    if (row.status !== 'applying')
      refuse('WITHDRAWAL_STATE_CHANGED', { vars: { status: `vip:status.${row.status}` } });
    if (row.approvalsRequired >= 2 && row.firstApprovedBy === null) {
      const after = await transition(tx, id, 'applying', {
        status: 'applying',
        firstApprovedBy: decision.staffId,
        firstApprovedAt: now,
        updatedAt: now,
      });
      if (!after) refuse('WITHDRAWAL_STATE_CHANGED', { vars: { status: `vip:status.${row.status}` } });
      await decision.audit(tx, row, after, {
        action: 'withdrawal.approve.first',
        detail: { approval: 1, of: 2 },
      });
      return after;
    }
    if (row.firstApprovedBy !== null && row.firstApprovedBy === decision.staffId)
      refuse('STAFF_SECOND_APPROVER');
    if (row.firstApprovedBy !== null) {
      // Two approvers, neither asked the other: each must be independent of the other (approvals/).
      await assertIndependent(tx, row.firstApprovedBy, decision.staffId);
      await assertIndependent(tx, decision.staffId, row.firstApprovedBy);
    }
    const after = await transition(tx, id, 'applying', {
      status: 'wait',
      reviewedBy: decision.staffId,
      reviewedAt: now,
      updatedAt: now,
    });
    if (!after) refuse('WITHDRAWAL_STATE_CHANGED', { vars: { status: `vip:status.${row.status}` } });
    await decision.audit(
      tx,
      row,
      after,
      row.approvalsRequired >= 2
        ? {
            action: 'withdrawal.approve',
            detail: { approval: 2, of: 2, firstApprovedBy: String(row.firstApprovedBy) },
          }
        : undefined,
    );
    return after;
  });
  if (approved.status !== 'wait') return approved;
  return (await dispatchPayout(ctx, approved.id)) ?? approved;
}

/** Finance rejects a withdrawal under review: the hold goes back to the player's cash (type 10). */
export async function rejectWithdrawal(
  ctx: RequestContext,
  id: bigint,
  reason: string,
  decision: StaffDecision,
): Promise<WithdrawalRow> {
  const now = ctx.now();
  const rejected = await ctx.db.transaction(async (tx) => {
    const row = await lockById(tx, id);
    if (!row) refuse('NOT_FOUND');
    const after = await transition(tx, id, 'applying', {
      status: 'rejected',
      reason,
      reviewedBy: decision.staffId,
      reviewedAt: now,
      updatedAt: now,
    });
    if (!after) refuse('WITHDRAWAL_STATE_CHANGED', { vars: { status: `vip:status.${row.status}` } });
    await voidWithdrawal(tx, { memberId: row.memberId, withdrawalId: row.orderNo, reason: 'rejected' });
    await recordEvent(
      tx,
      'withdrawal.failed',
      row.memberId,
      { withdrawalId: row.orderNo, amountCents: String(row.amountCents), reason: 'rejected' },
      now,
    );
    await decision.audit(tx, row, after);
    return after;
  });
  eventsCommitted();
  return rejected;
}
