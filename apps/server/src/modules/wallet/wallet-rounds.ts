import { type Cents, FUND_TYPES } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findTransferByKey, listTransferEntries } from './ledger-repository.ts';
import {
  type Commit,
  commitTransfer,
  type EntryResult,
  type HeldAccounts,
  type Leg,
  type Meta,
  movedOn,
  type TransferResult,
} from './ledger-service.ts';
import { type AccountRef, accountKey, assertPlatform, bankrollOf, player } from './wallet-accounts.ts';
import { minBig, wagerCredit } from './wallet-wagering.ts';

/**
 * Game money (docs/LEDGER.md "Wagering"). A stake draws from `locked` first, then `cash`, into house
 * `game_bankroll` (the player's shard of it, `bankrollOf`) — type 12 for the locked part, 13 for the cash
 * part — and counts toward wagering. A win returns in the proportion the stake came from: locked part =
 * floor(win × fromLocked / stake), cash part = the rest, so the two parts always add up to the win exactly.
 * Keys: `round:<platform>:<roundId>:stake|win|refund`.
 */

export type StakeSplit = { fromLocked: Cents; fromCash: Cents };

export type RoundRef = { memberId: bigint; platform: string; roundId: string };

export type PlaceStake = RoundRef & { amount: Cents; meta?: Meta };

export type StakeResult = StakeSplit & { transfer: TransferResult };

const ROUND_ID = /^[\w.-]{1,100}$/;

export function roundKey(platform: string, roundId: string, phase: 'stake' | 'win' | 'refund'): string {
  assertPlatform(platform);
  if (!ROUND_ID.test(roundId)) throw new Error(`invalid round id: ${roundId}`);
  return `round:${platform}:${roundId}:${phase}`;
}

/** How a stake's entries drew on the player's locked and cash accounts. */
export function splitOf(entries: EntryResult[], memberId: bigint): StakeSplit {
  return {
    fromLocked: -movedOn({ entries }, accountKey(player(memberId, 'locked'))) as Cents,
    fromCash: -movedOn({ entries }, accountKey(player(memberId, 'cash'))) as Cents,
  };
}

/** Takes a stake; INSUFFICIENT_FUNDS when locked + cash is short. Returns how it was split. */
export async function placeStake(tx: Executor, input: PlaceStake): Promise<StakeResult> {
  const { memberId, amount, platform, roundId } = input;
  return takeStake(tx, {
    memberId,
    amount,
    key: roundKey(platform, roundId, 'stake'),
    counterpart: bankrollOf(memberId),
    meta: { platform, roundId, ...input.meta },
  });
}

export type TakeStake = {
  memberId: bigint;
  amount: Cents;
  key: string;
  counterpart: AccountRef;
  meta: Meta;
  held?: HeldAccounts;
};

/**
 * A stake into `counterpart` (the game bankroll for originals, `provider:<platform>` for a seamless
 * platform): locked first, then cash (12 / 13), counted toward wagering while a requirement is open.
 */
export async function takeStake(tx: Executor, input: TakeStake): Promise<StakeResult> {
  const transfer = await commitTransfer(tx, stakeCommit(input));
  return { ...splitOf(transfer.entries, input.memberId), transfer };
}

/** `takeStake`'s transfer: its legs are planned from the locked balance under the lock. */
export function stakeCommit(input: TakeStake): Commit {
  const { memberId, amount, counterpart, meta } = input;
  if (typeof amount !== 'bigint' || amount <= 0n) throw new Error(`stake must be > 0, got ${amount}`);
  const lockedRef = player(memberId, 'locked');
  const cashRef = player(memberId, 'cash');
  return {
    idempotencyKey: input.key,
    request: { op: 'stake', memberId, amount, meta },
    refuseClosed: true,
    code: FUND_TYPES.FROZEN_WIN_LOSS,
    memberId,
    meta,
    accounts: [lockedRef, cashRef, counterpart],
    held: input.held,
    plan: (accounts) => {
      const locked = accounts.get(accountKey(lockedRef))!;
      const fromLocked = minBig(locked.balance, amount);
      const fromCash = amount - fromLocked;
      const legs: Leg[] = [];
      if (fromLocked > 0n)
        legs.push({ from: lockedRef, to: counterpart, amount: fromLocked as Cents, code: 12 });
      if (fromCash > 0n) legs.push({ from: cashRef, to: counterpart, amount: fromCash as Cents, code: 13 });
      const doneDelta = wagerCredit(amount, locked.wagerRequired, locked.wagerDone);
      return {
        legs,
        code: fromLocked > 0n ? FUND_TYPES.FROZEN_WIN_LOSS : FUND_TYPES.WITHDRAWABLE_WIN_LOSS,
        wager: doneDelta > 0n ? { requiredDelta: 0n, doneDelta } : undefined,
      };
    },
  };
}

/** The documented rounding: the locked part is floored, the cash part is the remainder. */
export function splitWin(win: bigint, stake: StakeSplit): { toLocked: Cents; toCash: Cents } {
  const total = stake.fromLocked + stake.fromCash;
  if (win < 0n || stake.fromLocked < 0n || stake.fromCash < 0n) throw new Error('negative win or stake');
  // A round without a stake (a free round) pays like a bonus: into locked.
  const toLocked = total === 0n ? win : (win * stake.fromLocked) / total;
  return { toLocked: toLocked as Cents, toCash: (win - toLocked) as Cents };
}

export type SettleWin = RoundRef & {
  amount: Cents;
  /** How the stake was taken (placeStake's answer); read from the stake transfer when omitted. */
  stakeSplit?: StakeSplit;
  /**
   * `heldAfter(stake.transfer)` when the win is paid in the stake's transaction: the accounts the stake
   * locked are not locked again.
   */
  held?: HeldAccounts;
  meta?: Meta;
};

export type WinResult = { toLocked: Cents; toCash: Cents; transfer: TransferResult | null };

/** Pays a win from game_bankroll (12 locked part, 13 cash part). A zero win writes nothing. */
export async function settleWin(tx: Executor, input: SettleWin): Promise<WinResult> {
  const { memberId, amount, platform, roundId } = input;
  if (typeof amount !== 'bigint' || amount < 0n) throw new Error(`win must be ≥ 0, got ${amount}`);
  const key = roundKey(platform, roundId, 'win');
  if (amount === 0n) return { toLocked: 0n as Cents, toCash: 0n as Cents, transfer: null };
  const stakeSplit = input.stakeSplit ?? (await storedStakeSplit(tx, memberId, platform, roundId));
  return payWin(tx, {
    memberId,
    amount,
    key,
    counterpart: bankrollOf(memberId),
    stakeSplit,
    held: input.held,
    meta: { platform, roundId, ...input.meta },
  });
}

export type PayWin = {
  memberId: bigint;
  amount: Cents;
  key: string;
  counterpart: AccountRef;
  stakeSplit: StakeSplit;
  /** The accounts the stake's transaction already locked (see SettleWin.held). */
  held?: HeldAccounts;
  meta: Meta;
};

/** A win > 0 from `counterpart`, split back in the proportion of the stake (`splitWin`). */
export async function payWin(tx: Executor, input: PayWin): Promise<WinResult & { transfer: TransferResult }> {
  const { commit, toLocked, toCash } = winCommit(input);
  return { toLocked, toCash, transfer: await commitTransfer(tx, commit) };
}

/** `payWin`'s transfer and its split. */
export function winCommit(input: PayWin): { commit: Commit; toLocked: Cents; toCash: Cents } {
  const { memberId, amount, counterpart, stakeSplit, meta } = input;
  if (typeof amount !== 'bigint' || amount <= 0n) throw new Error(`win must be > 0, got ${amount}`);
  const { toLocked, toCash } = splitWin(amount, stakeSplit);
  const legs: Leg[] = [];
  if (toLocked > 0n)
    legs.push({ from: counterpart, to: player(memberId, 'locked'), amount: toLocked, code: 12 });
  if (toCash > 0n) legs.push({ from: counterpart, to: player(memberId, 'cash'), amount: toCash, code: 13 });
  const commit: Commit = {
    idempotencyKey: input.key,
    request: { op: 'win', memberId, amount, stakeSplit, meta },
    code: toLocked > 0n ? FUND_TYPES.FROZEN_WIN_LOSS : FUND_TYPES.WITHDRAWABLE_WIN_LOSS,
    memberId,
    meta,
    accounts: [counterpart, player(memberId, 'locked'), player(memberId, 'cash')],
    held: input.held,
    plan: () => ({ legs }),
  };
  return { commit, toLocked, toCash };
}

async function storedStakeSplit(tx: Executor, memberId: bigint, platform: string, roundId: string) {
  const stake = await findStake(tx, memberId, roundKey(platform, roundId, 'stake'));
  if (!stake) throw new AppError('NOT_FOUND');
  return stake;
}

/** A stake written under `key` for this member: its split and the wagering it counted; null if none. */
export async function findStake(
  tx: Executor,
  memberId: bigint,
  key: string,
): Promise<(StakeSplit & { stakeWagerDone: bigint }) | null> {
  const stake = await findTransferByKey(tx, key);
  if (!stake || stake.memberId !== memberId) return null;
  const entries = await listTransferEntries(tx, stake.id);
  const taken = (kind: string) =>
    -entries
      .filter((e) => e.key === accountKey(player(memberId, kind as 'cash')))
      .reduce((s, e) => s + e.amount, 0n);
  return {
    fromLocked: taken('locked') as Cents,
    fromCash: taken('cash') as Cents,
    stakeWagerDone: stake.wagerDoneDelta,
  };
}

/**
 * A cancelled round (type 27): the stake goes back to the balances it came from, and the wagering it
 * counted is taken back (never below zero: an unlock in between already reset it). NOT_FOUND when
 * the round has no stake; CONDITION_NOT_MET when it already paid a win.
 */
export async function refundStake(tx: Executor, input: RoundRef & { meta?: Meta }): Promise<TransferResult> {
  const { memberId, platform, roundId } = input;
  const stake = await storedStakeSplit(tx, memberId, platform, roundId);
  // A round that paid a win is settled; only an unsettled round can be cancelled.
  if (await findTransferByKey(tx, roundKey(platform, roundId, 'win')))
    throw new AppError('CONDITION_NOT_MET');
  const result = await returnStake(tx, {
    memberId,
    key: roundKey(platform, roundId, 'refund'),
    counterpart: bankrollOf(memberId),
    stake,
    meta: { platform, roundId, ...input.meta },
  });
  // The refunded stake stops counting as a valid bet (stats, VIP), whoever cancelled the round.
  if (!result.replayed) {
    const stakeCents = String(stake.fromLocked + stake.fromCash);
    const game = typeof input.meta?.game === 'string' ? input.meta.game : '';
    await recordEvent(
      tx,
      'round.refunded',
      memberId,
      { roundId, platform, game, stakeCents },
      result.createdAt,
    );
  }
  return result;
}

export type ReturnStake = {
  memberId: bigint;
  key: string;
  counterpart: AccountRef;
  /** The stake's split and the wagering it counted (its transfer's `wagerDoneDelta`). */
  stake: StakeSplit & { stakeWagerDone: bigint };
  meta: Meta;
};

/** Gives a stake back from `counterpart` in its parts (type 27) and takes back its wagering credit. */
export async function returnStake(tx: Executor, input: ReturnStake): Promise<TransferResult> {
  const { memberId, counterpart, stake, meta } = input;
  const lockedRef = player(memberId, 'locked');
  const legs: Leg[] = [];
  if (stake.fromLocked > 0n) legs.push({ from: counterpart, to: lockedRef, amount: stake.fromLocked });
  if (stake.fromCash > 0n)
    legs.push({ from: counterpart, to: player(memberId, 'cash'), amount: stake.fromCash });
  return commitTransfer(tx, {
    idempotencyKey: input.key,
    request: { op: 'refund', memberId, meta },
    code: FUND_TYPES.ROUND_REFUND,
    memberId,
    meta,
    accounts: [counterpart, lockedRef, player(memberId, 'cash')],
    plan: (accounts) => {
      const done = accounts.get(accountKey(lockedRef))!.wagerDone;
      const back = minBig(stake.stakeWagerDone, done);
      return {
        legs,
        wager: back > 0n ? { requiredDelta: 0n, doneDelta: -back } : undefined,
      };
    },
  });
}
