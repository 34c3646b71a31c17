import { type Cents, FUND_TYPES } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findResolution,
  findTransferByKey,
  listTransferEntries,
  lockAccounts,
  type TransferRow,
} from './ledger-repository.ts';
import { commitTransfer, type Leg, type Meta, type TransferResult } from './ledger-service.ts';
import { accountKey, house, player } from './wallet-accounts.ts';

/**
 * Two-phase withdrawals (docs/PRODUCT.md "Money, wagering and withdrawals"; after TigerBeetle's
 * pending/post/void). Apply holds the amount (cash → withdraw_hold, type 9); it is then resolved exactly
 * once: paid (withdraw_hold → pix_clearing, type 9, plus the fee → fees) or returned (withdraw_hold → cash,
 * type 10). The resolution row is unique per hold, so a second resolution is HOLD_ALREADY_RESOLVED. Keys:
 * `withdraw:<withdrawalId>:hold|post|void`.
 */

const WITHDRAWAL_ID = /^[\w.-]{1,100}$/;

export function withdrawalKey(withdrawalId: string, phase: 'hold' | 'post' | 'void'): string {
  if (!WITHDRAWAL_ID.test(withdrawalId)) throw new Error(`invalid withdrawal id: ${withdrawalId}`);
  return `withdraw:${withdrawalId}:${phase}`;
}

export type HoldWithdrawal = { memberId: bigint; amount: Cents; withdrawalId: string; meta?: Meta };

/** Apply: moves the amount out of cash into review. INSUFFICIENT_FUNDS when cash is short. */
export async function holdWithdrawal(tx: Executor, input: HoldWithdrawal): Promise<TransferResult> {
  const { memberId, amount, withdrawalId } = input;
  if (typeof amount !== 'bigint' || amount <= 0n) throw new Error(`withdrawal must be > 0, got ${amount}`);
  const meta = { withdrawalId, ...input.meta };
  const legs: Leg[] = [{ from: player(memberId, 'cash'), to: player(memberId, 'withdraw_hold'), amount }];
  return commitTransfer(tx, {
    idempotencyKey: withdrawalKey(withdrawalId, 'hold'),
    request: { op: 'withdraw-hold', memberId, amount, meta },
    refuseClosed: true,
    code: FUND_TYPES.WITHDRAW,
    memberId,
    meta,
    accounts: [player(memberId, 'cash'), player(memberId, 'withdraw_hold')],
    plan: () => ({ legs }),
  });
}

type Resolve = { memberId: bigint; withdrawalId: string; meta?: Meta };

/** Finds the hold and makes sure it is unresolved (or resolved by this very call, which then replays). */
async function openHold(
  tx: Executor,
  input: Resolve,
  phase: 'post' | 'void',
): Promise<{ hold: TransferRow; amount: Cents }> {
  const hold = await findTransferByKey(tx, withdrawalKey(input.withdrawalId, 'hold'));
  if (!hold || hold.memberId !== input.memberId) throw new AppError('HOLD_NOT_FOUND');
  // Post and void both lock withdraw_hold first, so they cannot both see the hold open.
  await lockAccounts(tx, [player(input.memberId, 'withdraw_hold')]);
  const resolution = await findResolution(tx, hold.id);
  if (resolution) {
    const mine = await findTransferByKey(tx, withdrawalKey(input.withdrawalId, phase));
    if (!mine || mine.id !== resolution.id) throw new AppError('HOLD_ALREADY_RESOLVED');
  }
  const holdKey = accountKey(player(input.memberId, 'withdraw_hold'));
  const entries = await listTransferEntries(tx, hold.id);
  const amount = entries.filter((e) => e.key === holdKey).reduce((sum, e) => sum + e.amount, 0n) as Cents;
  return { hold, amount };
}

export type PostWithdrawal = Resolve & { fee?: Cents };

/** Paid: the hold leaves to pix_clearing (amount − fee) and fees (fee). The player receives amount − fee. */
export async function postWithdrawal(tx: Executor, input: PostWithdrawal): Promise<TransferResult> {
  const { memberId, withdrawalId } = input;
  const fee = input.fee ?? (0n as Cents);
  const { hold, amount } = await openHold(tx, input, 'post');
  if (fee < 0n || fee > amount) throw new Error(`fee ${fee} out of range for withdrawal ${amount}`);
  const holdRef = player(memberId, 'withdraw_hold');
  const legs: Leg[] = [];
  if (amount - fee > 0n)
    legs.push({ from: holdRef, to: house('pix_clearing'), amount: (amount - fee) as Cents });
  if (fee > 0n) legs.push({ from: holdRef, to: house('fees'), amount: fee });
  const meta = { withdrawalId, fee: String(fee), ...input.meta };
  return commitTransfer(tx, {
    idempotencyKey: withdrawalKey(withdrawalId, 'post'),
    request: { op: 'withdraw-post', memberId, meta },
    code: FUND_TYPES.WITHDRAW,
    memberId,
    meta,
    accounts: [holdRef, house('pix_clearing'), house('fees')],
    plan: () => ({ legs, resolvesTransferId: hold.id }),
  });
}

export type VoidWithdrawal = Resolve & { reason: 'rejected' | 'failed' };

/** Rejected by staff review (type 32) or failed at the PSP (type 10): the hold goes back to cash. */
export async function voidWithdrawal(tx: Executor, input: VoidWithdrawal): Promise<TransferResult> {
  const { memberId, withdrawalId } = input;
  const { hold, amount } = await openHold(tx, input, 'void');
  const holdRef = player(memberId, 'withdraw_hold');
  const meta = { withdrawalId, reason: input.reason, ...input.meta };
  return commitTransfer(tx, {
    idempotencyKey: withdrawalKey(withdrawalId, 'void'),
    request: { op: 'withdraw-void', memberId, meta },
    code: input.reason === 'rejected' ? FUND_TYPES.WITHDRAWAL_REJECTED : FUND_TYPES.WITHDRAWAL_FAILED,
    memberId,
    meta,
    accounts: [holdRef, player(memberId, 'cash')],
    plan: () => ({
      legs: [{ from: holdRef, to: player(memberId, 'cash'), amount }],
      resolvesTransferId: hold.id,
    }),
  });
}
