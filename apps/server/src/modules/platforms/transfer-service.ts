import type { Cents } from '@jl/core';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, refuse } from '../../lib/app-error.ts';
import type { TransferProvider } from '../../providers/games/game-provider.ts';
import {
  getWallet,
  inMoneyTransaction,
  listPlatformHoldings,
  postTransferFromGame,
  postTransferRevert,
  postTransferToGame,
  type TransferCodes,
} from '../wallet/index.ts';
import {
  type GameTransferRow,
  insertGameTransfer,
  listPendingTransfers,
  lockGameTransfer,
  lockProviderPlayer,
  settleGameTransfer,
} from './external-repository.ts';

/**
 * Transfer ("OB") wallet (docs/LEDGER.md "External platforms"). A move is a `game_transfers` row written
 * `pending` before the platform is called, then settled. Into the platform: our side of the money
 * moves with the pending row (cash → `game:<platform>`), so a crash can only leave money we hold
 * aside, never money lost. Out of the platform: the platform pays first, then we credit. Whatever a
 * crash, a timeout or a lost answer leaves pending is settled by `settleTransfer`, from the platform's
 * own record of our reference — by the player's next visit or by the reconciliation, exactly once
 * (the row is locked and moved from `pending` once, in the same transaction as the money, whose key
 * is the row id).
 */

export type TransferContext = { db: Db; provider: TransferProvider; now: () => Date };

/** A pending move younger than this may still be in flight; only older ones are settled from outside. */
export const IN_FLIGHT_MS = 60_000;

export const referenceOf = (transferId: bigint) => `jl-${transferId}`;

const codesOf = (provider: TransferProvider): TransferCodes => provider.transferCodes;

/**
 * Launch: moves `amount` (default: all withdrawable cash) into the platform, unless the player already
 * has money there. Answers what the platform holds for the player afterwards (as far as we know).
 */
export async function moveIntoPlatform(
  ctx: TransferContext,
  memberId: bigint,
  amount?: Cents,
): Promise<{ transferId: bigint | null; amount: Cents }> {
  const platform = ctx.provider.platform;
  const created = await inMoneyTransaction(ctx.db, async (tx) => {
    await lockProviderPlayer(tx, platform, memberId);
    const held = (await listPlatformHoldings(tx, platform, memberId))[0]?.balance ?? 0n;
    if (held > 0n) return { transferId: null, amount: held as Cents };
    const wallet = await getWallet(tx, memberId);
    const moving = amount ?? wallet.withdrawable;
    if (moving > wallet.withdrawable) refuse('INSUFFICIENT_FUNDS', { field: 'amount' });
    if (moving <= 0n) return { transferId: null, amount: 0n as Cents };
    const transferId = (await insertGameTransfer(tx, {
      platform,
      memberId,
      direction: 'in',
      amount: moving,
      at: ctx.now(),
    }))!;
    await postTransferToGame(tx, {
      memberId,
      platform,
      transferId,
      amount: moving,
      codes: codesOf(ctx.provider),
    });
    return { transferId, amount: moving };
  });
  if (created.transferId === null) return created;
  try {
    await ctx.provider.deposit({
      reference: referenceOf(created.transferId),
      playerId: String(memberId),
      amount: created.amount,
    });
    await settleTransfer(ctx, created.transferId, 'request', { state: 'done', amount: created.amount });
  } catch {
    // Unknown outcome: ask the platform what it did; if it cannot say, reconciliation will.
    const settled = await settleTransfer(ctx, created.transferId, 'request').catch(() => null);
    if (settled !== 'confirmed') throw new AppError('GAME_TRANSFER_FAILED');
  }
  return created;
}

/**
 * Exit (or the next lobby visit): settles anything pending, then takes the player's whole platform
 * balance back. Answers what came back to cash (0 when nothing was there).
 */
export async function moveOutOfPlatform(ctx: TransferContext, memberId: bigint): Promise<Cents> {
  const platform = ctx.provider.platform;
  // A move-in whose outcome is unknown must be settled first: taking "everything" out of a platform
  // that never received it would count our own money as the player's loss. One still in flight (a
  // launch at this moment) is left alone: the player tries again in a moment.
  for (const pending of await listPendingTransfers(ctx.db, platform, { memberId })) {
    if (pending.direction !== 'in') continue; // an exit under way: the unique claim below settles it
    if (ctx.now().getTime() - pending.createdAt.getTime() < IN_FLIGHT_MS)
      throw new AppError('GAME_TRANSFER_FAILED');
    const settled = await settleTransfer(ctx, pending.id, 'request').catch(() => null);
    if (settled === null) throw new AppError('GAME_TRANSFER_FAILED');
  }
  const held = (await listPlatformHoldings(ctx.db, platform, memberId))[0]?.balance ?? 0n;
  if (held === 0n) return 0n as Cents;
  const transferId = await inMoneyTransaction(ctx.db, async (tx) => {
    await lockProviderPlayer(tx, platform, memberId);
    return insertGameTransfer(tx, { platform, memberId, direction: 'out', amount: null, at: ctx.now() });
  });
  // Another exit of this player is under way and will bring the money back.
  if (transferId === null) return 0n as Cents;
  let returned: Cents;
  try {
    returned = (
      await ctx.provider.withdrawAll({ reference: referenceOf(transferId), playerId: String(memberId) })
    ).amount;
  } catch {
    const settled = await settleTransfer(ctx, transferId, 'request').catch(() => null);
    if (settled === 'confirmed') return returnedOf(ctx, transferId);
    throw new AppError('GAME_TRANSFER_FAILED');
  }
  await settleTransfer(ctx, transferId, 'request', { state: 'done', amount: returned });
  return returned;
}

async function returnedOf(ctx: TransferContext, transferId: bigint): Promise<Cents> {
  const row = await lockGameTransfer(ctx.db, transferId);
  return (row?.amount ?? 0n) as Cents;
}

export type Settlement = 'confirmed' | 'reverted' | 'failed' | 'already';

/**
 * Settles one pending move from what the platform did with our reference (asked when `known` is not
 * given). Into the platform: done → confirmed; never seen → our money comes back (reverted). Out of
 * the platform: done → the amount is credited (confirmed); never seen → failed (nothing moved).
 */
export async function settleTransfer(
  ctx: TransferContext,
  transferId: bigint,
  by: 'request' | 'reconciliation',
  known?: { state: 'done'; amount: Cents } | { state: 'unknown' },
  /** Written in the settling transaction (the reconciliation's finding). */
  onSettled?: (
    tx: Tx,
    settled: { result: Exclude<Settlement, 'already'>; amount: bigint | null },
  ) => Promise<void>,
): Promise<Settlement> {
  const status = known ?? (await ctx.provider.transferStatus(referenceOf(transferId)));
  const at = ctx.now();
  return inMoneyTransaction(ctx.db, async (tx) => {
    const row: GameTransferRow | null = await lockGameTransfer(tx, transferId);
    if (row?.status !== 'pending') return 'already';
    const result = await applySettlement(tx, row, status, { by, at, codes: codesOf(ctx.provider) });
    await onSettled?.(tx, { result, amount: status.state === 'done' ? status.amount : null });
    return result;
  });
}

async function applySettlement(
  tx: Tx,
  row: GameTransferRow,
  status: { state: 'done'; amount: Cents } | { state: 'unknown' },
  opts: { by: 'request' | 'reconciliation'; at: Date; codes: TransferCodes },
): Promise<Exclude<Settlement, 'already'>> {
  const { by, at } = opts;
  const transferId = row.id;
  const base = { memberId: row.memberId, platform: row.platform, transferId, codes: opts.codes };
  if (row.direction === 'in') {
    if (status.state === 'done') {
      await settleGameTransfer(tx, transferId, { status: 'confirmed', by, at });
      return 'confirmed';
    }
    await postTransferRevert(tx, { ...base, amount: row.amount as Cents });
    await settleGameTransfer(tx, transferId, { status: 'failed', by, at });
    return 'reverted';
  }
  if (status.state === 'done') {
    await postTransferFromGame(tx, { ...base, returned: status.amount });
    await settleGameTransfer(tx, transferId, { status: 'confirmed', amount: status.amount, by, at });
    return 'confirmed';
  }
  await settleGameTransfer(tx, transferId, { status: 'failed', by, at });
  return 'failed';
}
