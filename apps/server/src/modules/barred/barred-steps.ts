import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { type ClosureContext, closeAccount } from '../closure/index.ts';
import { refundOpenBetsOf } from '../live/index.ts';
import { beneficiaryScheduleOf, recordBeneficiaryStep } from '../rg/index.ts';
import { inMoneyTransaction } from '../wallet/index.ts';
import { holdBalanceReturn, sendBalanceReturn } from '../withdraw/index.ts';
import { lockCase, updateCase } from './barred-repository.ts';
import type { BarredCaseRow } from './barred-schema.ts';

/**
 * The steps of a flagged beneficiary's way out (IN SPA/MF 22/2025; docs/COMPLIANCE.md "Barred
 * beneficiaries"), each carried out by a job and each done once: its marker on the case row is written
 * in the transaction that does it (or, for the bets, after each bet's own idempotent refund), under the
 * case row's lock, so a second run, a second process or a restart finds it done.
 * Stakes and deposits are refused from the flag itself (the rg guards: the registry bar).
 */

export type StepContext = RequestContext & { closure: ClosureContext };

/** Step 1, at once: the player's open live bets cancelled and refunded through the ledger. */
export async function cancelOpenBets(ctx: StepContext, row: BarredCaseRow): Promise<boolean> {
  if (row.betsRefundedAt) return false;
  const now = ctx.now();
  // Each refund is keyed by its bet's wallet round: a rerun after a crash refunds only what is left.
  const refunded = await refundOpenBetsOf(ctx.db as Db, row.memberId, now);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockCase(tx, row.memberId);
    if (!locked || locked.betsRefundedAt) return false;
    await updateCase(tx, row.memberId, { betsRefundedAt: now, betsRefundedCents: refunded, updatedAt: now });
    await recordBeneficiaryStep(tx, row.memberId, 'bets-refunded', { refunded: String(refunded) }, now);
    return true;
  });
}

/**
 * Step 2, when the 2-day window ends: what the player did not withdraw goes back by Pix to their
 * registered account — one withdrawal, held in the transaction that marks the step, paid after commit.
 */
export async function returnBalance(ctx: StepContext, row: BarredCaseRow): Promise<boolean> {
  const now = ctx.now();
  if (row.returnedAt || now < beneficiaryScheduleOf(row.flaggedAt).withdrawUntil) return false;
  const made = await inMoneyTransaction(ctx.db as Db, async (tx) => {
    const locked = await lockCase(tx, row.memberId);
    if (!locked || locked.returnedAt) return null;
    const withdrawal = await holdBalanceReturn(ctx, tx, row.memberId, `barred-return:${row.memberId}`);
    const amount = withdrawal?.amountCents ?? 0n;
    await updateCase(tx, row.memberId, {
      returnedAt: now,
      returnOrderNo: withdrawal?.orderNo ?? null,
      returnCents: amount,
      updatedAt: now,
    });
    const detail = { order_no: withdrawal?.orderNo ?? null, amount: String(amount) };
    await recordBeneficiaryStep(tx, row.memberId, 'returned', detail, now);
    return { withdrawal };
  });
  if (!made) return false;
  // A process stopped before this call leaves the payout to withdraw.reconcile-payouts.
  if (made.withdrawal) await sendBalanceReturn(ctx, made.withdrawal);
  return true;
}

/** Refusals that mean "not yet": the returned money is on its way, or some is inside a game. */
const WAIT_FOR: ReadonlySet<string> = new Set(['RG_CLOSURE_WITHDRAWAL', 'RG_CLOSURE_IN_GAME']);

/**
 * Step 3, on day 3, once the return is made and paid: the account closed by the closure module
 * (bonus money forfeited, own money left unpaid kept on the closed account for staff to return).
 */
export async function closeFlagged(ctx: StepContext, row: BarredCaseRow): Promise<boolean> {
  const now = ctx.now();
  if (row.closedAt || !row.returnedAt || now < beneficiaryScheduleOf(row.flaggedAt).closeAt) return false;
  try {
    await closeAccount(ctx.closure, row.memberId, { registry: 'beneficiary' });
  } catch (error) {
    if (error instanceof AppError && WAIT_FOR.has(error.error)) {
      ctx.log.info({ memberId: String(row.memberId), waitFor: error.error }, 'barred: closure waits');
      return false;
    }
    throw error;
  }
  await updateCase(ctx.db, row.memberId, { closedAt: now, updatedAt: now });
  return true;
}
