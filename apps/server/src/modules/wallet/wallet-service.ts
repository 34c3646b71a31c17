import { randomUUID } from 'node:crypto';
import { type Cents, FUND_TYPES, type FundType } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getSiteConfig } from '../config/index.ts';
import { createAccounts, listMemberAccounts } from './ledger-repository.ts';
import { commitTransfer, type Meta, movedOn, type TransferResult } from './ledger-service.ts';
import { accountKey, house, PLAYER_KINDS, player } from './wallet-accounts.ts';
import { getWageringMultipliers, requirementFor } from './wallet-wagering.ts';

/**
 * The wallet's service functions for other modules (docs/LEDGER.md). Every money function takes the
 * caller's transaction and is idempotent by its key; the invariant of postTransfer holds for each.
 */

export type Wallet = {
  /** withdrawable + locked: what the player can play with. */
  balance: Cents;
  withdrawable: Cents;
  locked: Cents;
  teamBonus: Cents;
  /** Withdrawals applied for and under review. */
  withdrawPending: Cents;
  wagerRequired: Cents;
  wagerDone: Cents;
  /** max(0, required − done): the spec's "balance to be wagered". */
  wagerRemaining: Cents;
  /** Unlock would succeed now. */
  canUnlock: boolean;
};

/** The player's balances and wagering; zeros for a player who never had money. */
export async function getWallet(db: Executor, memberId: bigint): Promise<Wallet> {
  const rows = await listMemberAccounts(db, memberId);
  const of = (kind: string) => rows.find((r) => r.kind === kind);
  const cash = of('cash')?.balance ?? 0n;
  const locked = of('locked')?.balance ?? 0n;
  const wagerRequired = of('locked')?.wagerRequired ?? 0n;
  const wagerDone = of('locked')?.wagerDone ?? 0n;
  const remaining = wagerRequired > wagerDone ? wagerRequired - wagerDone : 0n;
  return {
    balance: (cash + locked) as Cents,
    withdrawable: cash as Cents,
    locked: locked as Cents,
    teamBonus: (of('team_bonus')?.balance ?? 0n) as Cents,
    withdrawPending: (of('withdraw_hold')?.balance ?? 0n) as Cents,
    wagerRequired: wagerRequired as Cents,
    wagerDone: wagerDone as Cents,
    wagerRemaining: remaining as Cents,
    canUnlock: remaining === 0n && locked > 0n,
  };
}

/** Creates a player's standard accounts (optional: they are also created on first use). */
export async function openWalletAccounts(tx: Executor, memberId: bigint): Promise<void> {
  await createAccounts(
    tx,
    PLAYER_KINDS.map((kind) => player(memberId, kind)),
  );
}

function assertPositive(amount: bigint, what: string): void {
  if (typeof amount !== 'bigint' || amount <= 0n)
    throw new Error(`${what} must be a positive bigint, got ${amount}`);
}

export type CreditDeposit = { memberId: bigint; amount: Cents; idempotencyKey: string; meta?: Meta };

/**
 * A paid Pix deposit (type 1): pix_clearing → player locked, and wager_required += ceil(m × amount)
 * with m = the operator's deposit multiplier (default 1.5). Key: `pix:<endToEndId>`. In the
 * `br-regulated` profile a deposit is the player's own money, never behind wagering
 * (docs/COMPLIANCE.md "Leaving with one's own money"): it goes to the withdrawable balance, no requirement.
 */
export async function creditDeposit(tx: Executor, input: CreditDeposit): Promise<TransferResult> {
  assertPositive(input.amount, 'deposit amount');
  const free = (await getSiteConfig(tx)).compliance.profile === 'br-regulated';
  const { deposit } = await getWageringMultipliers(tx);
  const to = player(input.memberId, free ? 'cash' : 'locked');
  const meta = input.meta ?? {};
  return commitTransfer(tx, {
    idempotencyKey: input.idempotencyKey,
    request: { op: 'deposit', memberId: input.memberId, amount: input.amount, meta },
    code: FUND_TYPES.RECHARGE,
    memberId: input.memberId,
    meta,
    accounts: [house('pix_clearing'), player(input.memberId, 'locked'), to],
    plan: () => ({
      legs: [{ from: house('pix_clearing'), to, amount: input.amount }],
      wager: free ? undefined : { requiredDelta: requirementFor(input.amount, deposit), doneDelta: 0n },
    }),
  });
}

/** Fund types a bonus may carry. */
export const BONUS_CODES: readonly FundType[] = [
  FUND_TYPES.TREASURE_CHEST,
  FUND_TYPES.PROFIT_SHARE,
  FUND_TYPES.WEEKLY_SALARY,
  FUND_TYPES.GRADE,
  FUND_TYPES.RED_ENVELOPE,
  FUND_TYPES.RECHARGE_REWARD,
  FUND_TYPES.FIRST_DEPOSIT_REWARD,
  FUND_TYPES.REGISTRATION_BONUS,
  FUND_TYPES.NEWCOMER_GIFT,
  FUND_TYPES.SPLIT_SHARE,
  FUND_TYPES.INVITE_REWARD,
  FUND_TYPES.DAILY_CHECKIN,
];

const REFERRAL_CODES: readonly FundType[] = [
  FUND_TYPES.PROFIT_SHARE,
  FUND_TYPES.SPLIT_SHARE,
  FUND_TYPES.INVITE_REWARD,
];

export type CreditBonus = {
  memberId: bigint;
  amount: Cents;
  code: FundType;
  idempotencyKey: string;
  meta?: Meta;
  /** `locked` (default): playable, wager_required += ceil(m × amount), m default 12.5. `team_bonus`: no wagering. */
  target?: 'locked' | 'team_bonus';
  /** When the reward was earned (the caller's clock); the `bonus.credited` event carries it. */
  at?: Date;
};

/** A reward: bonus_expense (or referral_expense for team money and codes 4, 23) → player. */
export async function creditBonus(tx: Executor, input: CreditBonus): Promise<TransferResult> {
  assertPositive(input.amount, 'bonus amount');
  if (!BONUS_CODES.includes(input.code)) throw new Error(`fund type ${input.code} is not a bonus`);
  const target = input.target ?? 'locked';
  const source = house(
    target === 'team_bonus' || REFERRAL_CODES.includes(input.code) ? 'referral_expense' : 'bonus_expense',
  );
  const to = player(input.memberId, target);
  const required =
    target === 'locked' ? requirementFor(input.amount, (await getWageringMultipliers(tx)).bonus) : 0n;
  const meta = input.meta ?? {};
  const result = await commitTransfer(tx, {
    idempotencyKey: input.idempotencyKey,
    request: { op: 'bonus', memberId: input.memberId, amount: input.amount, code: input.code, target, meta },
    refuseClosed: true,
    code: input.code,
    memberId: input.memberId,
    meta,
    accounts: [source, player(input.memberId, 'locked'), to],
    plan: () => ({
      legs: [{ from: source, to, amount: input.amount }],
      wager: required > 0n ? { requiredDelta: required, doneDelta: 0n } : undefined,
    }),
  });
  if (!result.replayed) {
    const payload = { code: input.code, amountCents: String(input.amount), key: input.idempotencyKey };
    await recordEvent(tx, 'bonus.credited', input.memberId, payload, input.at ?? result.createdAt);
  }
  return result;
}

export type Adjust = {
  memberId: bigint;
  /** Positive for 2 and 22; signed (never zero) for 15. */
  amount: Cents;
  code: 2 | 15 | 22;
  reason: string;
  actorId: bigint;
  idempotencyKey: string;
  /** Which balance: `cash` (default, withdrawable) or `locked`. Adjustments never change wagering. */
  target?: 'cash' | 'locked';
};

/**
 * Operator adjustments against house `adjustments`: 2 add money (→ player), 22 balance deduction
 * (player →; INSUFFICIENT_FUNDS if the balance is short), 15 system correction (either way by sign).
 */
export async function adjust(tx: Executor, input: Adjust): Promise<TransferResult> {
  const { memberId, amount, code } = input;
  if (code === 15 ? amount === 0n : amount <= 0n)
    throw new Error(`invalid adjustment amount ${amount} for ${code}`);
  if (!input.reason.trim()) throw new Error('an adjustment needs a reason');
  const target = player(memberId, input.target ?? 'cash');
  const credit = code === 2 || (code === 15 && amount > 0n);
  const magnitude = (amount < 0n ? -amount : amount) as Cents;
  const legs = credit
    ? [{ from: house('adjustments'), to: target, amount: magnitude }]
    : [{ from: target, to: house('adjustments'), amount: magnitude }];
  const meta = { reason: input.reason, actorId: String(input.actorId) };
  return commitTransfer(tx, {
    idempotencyKey: input.idempotencyKey,
    request: { op: 'adjust', memberId, amount, code, target: target.kind, meta },
    code,
    memberId,
    meta,
    accounts: [house('adjustments'), target],
    plan: () => ({ legs }),
  });
}

export type Unlock = { unlocked: Cents; transfer: TransferResult };

/**
 * "Unlock withdrawals" (type 26): when wager_done ≥ wager_required, moves the whole locked balance to
 * cash and resets both counters to zero (wagering beyond the requirement is not carried over).
 * CONDITION_NOT_MET while wagering remains; NOTHING_TO_UNLOCK when the locked balance is zero.
 */
export async function unlockWallet(
  tx: Executor,
  memberId: bigint,
  options: { idempotencyKey?: string } = {},
): Promise<Unlock> {
  const lockedRef = player(memberId, 'locked');
  const transfer = await commitTransfer(tx, {
    idempotencyKey: options.idempotencyKey ?? `unlock:${memberId}:${randomUUID()}`,
    request: { op: 'unlock', memberId },
    refuseClosed: true,
    code: FUND_TYPES.UNLOCK,
    memberId,
    accounts: [lockedRef, player(memberId, 'cash')],
    plan: (accounts) => {
      const locked = accounts.get(accountKey(lockedRef))!;
      if (locked.wagerDone < locked.wagerRequired) throw new AppError('CONDITION_NOT_MET');
      if (locked.balance === 0n) throw new AppError('NOTHING_TO_UNLOCK');
      return {
        legs: [{ from: lockedRef, to: player(memberId, 'cash'), amount: locked.balance as Cents }],
        wager: { requiredDelta: -locked.wagerRequired, doneDelta: -locked.wagerDone },
      };
    },
  });
  return { unlocked: movedOn(transfer, accountKey(player(memberId, 'cash'))), transfer };
}

export type MoveTeamBonus = {
  memberId: bigint;
  amount: Cents;
  idempotencyKey: string;
  /** The most the team module allows to move now (the released part); above it INSUFFICIENT_FUNDS. */
  available: bigint;
  meta?: Meta;
};

/**
 * Team bonus → wallet (type 29): player team_bonus → player locked, adding ceil(m × amount) to
 * wager_required, m = the operator's `teamBonusWagerMultiplier` (default 1). INSUFFICIENT_FUNDS when
 * the team balance or `available` (the team module's released part, computed under its lock) is short;
 * a replay of an earlier success returns it even when the balance has moved on since.
 */
export async function moveTeamBonus(tx: Executor, input: MoveTeamBonus): Promise<TransferResult> {
  assertPositive(input.amount, 'team bonus amount');
  const { teamBonus } = await getWageringMultipliers(tx);
  const from = player(input.memberId, 'team_bonus');
  const to = player(input.memberId, 'locked');
  const meta = input.meta ?? {};
  return commitTransfer(tx, {
    idempotencyKey: input.idempotencyKey,
    request: { op: 'team_bonus_out', memberId: input.memberId, amount: input.amount, meta },
    refuseClosed: true,
    code: FUND_TYPES.TEAM_BONUS_TO_WALLET,
    memberId: input.memberId,
    meta,
    accounts: [from, to],
    plan: () => {
      if (input.amount > input.available) throw new AppError('INSUFFICIENT_FUNDS');
      const required = requirementFor(input.amount, teamBonus);
      return {
        legs: [{ from, to, amount: input.amount }],
        wager: required > 0n ? { requiredDelta: required, doneDelta: 0n } : undefined,
      };
    },
  });
}
