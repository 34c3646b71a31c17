import { type ErrorCode, parseDecimal, translate } from '@jl/core';
import { isInsideWindow, localParts } from '@jl/core/dates.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { getWithdrawSettings } from '../config/index.ts';
import { type ExitReason, exitReasonOf, profileOf } from '../rg/index.ts';
import { getVipStatus, MIN_WITHDRAW_LEVEL, type VipStatus } from '../vip/index.ts';
import { getWallet, type OwnMoney, previewOwnMoney, type Wallet } from '../wallet/index.ts';
import { countToday } from './withdraw-repository.ts';
import { money } from './withdraw-views.ts';

/** Everything the withdrawal rules look at, read once per request. */
export type WithdrawFacts = {
  wallet: Wallet;
  vip: VipStatus;
  settings: Awaited<ReturnType<typeof getWithdrawSettings>>;
  minCents: bigint;
  maxCents: bigint;
  autoApproveMaxCents: bigint;
  /** Above this, two staff approvals (never below the auto-approve amount). */
  twoApprovalsAboveCents: bigint;
  localDay: string;
  windowOpen: boolean;
  usedToday: number;
  timesLeft: number;
  /**
   * The player's own money is free of the VIP gate and the wagering rule (docs/COMPLIANCE.md "Leaving
   * with one's own money"): on an exit path (`exit`), and in `br-regulated` (`ownMoneyFree`).
   */
  exit: ExitReason | null;
  ownMoneyFree: boolean;
  /** The split of the locked balance (released to cash when an exit withdrawal needs it). */
  own: OwnMoney;
  /** What may be withdrawn now: cash, plus the own part of `locked` on an exit path. */
  available: bigint;
  /** Withdrawals allowed per São Paulo day: the level's, and at least one for own money. */
  timesPerDay: number;
};

/** How a withdrawal of own money relaxes the level's rules: at least one a day, up to the whole balance. */
function ownMoneyRules(
  facts: Omit<WithdrawFacts, 'timesPerDay' | 'timesLeft' | 'maxCents'>,
  maxCents: bigint,
) {
  const times = facts.vip.rule.withdrawTimesPerDay;
  const relaxed = facts.exit !== null || facts.ownMoneyFree;
  const timesPerDay = relaxed ? Math.max(1, times) : times;
  return {
    timesPerDay,
    timesLeft: Math.max(0, timesPerDay - facts.usedToday),
    maxCents: relaxed && maxCents < facts.available ? facts.available : maxCents,
  };
}

/** `closing`: the player asks to close the account and withdraws their own money first. */
export async function readFacts(
  ctx: RequestContext,
  db: Executor,
  memberId: bigint,
  options: { closing?: boolean } = {},
): Promise<WithdrawFacts> {
  const now = ctx.now();
  const [wallet, vip, settings, inForce, profile, own] = await Promise.all([
    getWallet(db, memberId),
    getVipStatus(db, memberId),
    getWithdrawSettings(db),
    exitReasonOf(db, memberId),
    profileOf(ctx.db),
    previewOwnMoney(db, memberId),
  ]);
  const { day } = localParts(now, settings.timeZone);
  const usedToday = await countToday(db, memberId, day);
  const exit = inForce ?? (options.closing ? 'closing' : null);
  const base = {
    wallet,
    vip,
    settings,
    minCents: parseDecimal(settings.min) ?? 0n,
    autoApproveMaxCents: parseDecimal(settings.autoApproveMax) ?? 0n,
    twoApprovalsAboveCents: parseDecimal(settings.twoApprovalsAbove) ?? 0n,
    localDay: day,
    windowOpen: isInsideWindow(now, {
      start: settings.windowStart,
      end: settings.windowEnd,
      timeZone: settings.timeZone,
    }),
    usedToday,
    exit,
    ownMoneyFree: profile === 'br-regulated',
    own,
    available: exit ? wallet.withdrawable + own.ownLocked : wallet.withdrawable,
  };
  return { ...base, ...ownMoneyRules(base, parseDecimal(vip.rule.withdrawMax) ?? 0n) };
}

/** The fee on an amount: `bps` basis points, rounded down to the centavo (in the player's favour). */
export function feeOf(amountCents: bigint, bps: number): bigint {
  return (amountCents * BigInt(bps)) / 10_000n;
}

type Rule = { error: ErrorCode; field?: string; vars?: Record<string, string | number> };

/**
 * The rules that do not depend on what the player types, in the order the player meets them
 * (docs/SPECIFICATION.md §5/§6, docs/API.md "Withdrawals"): VIP above 1, inside the window, wagering met, a
 * withdrawal left today, a withdrawable balance of at least the minimum. The VIP gate and the wagering do
 * not hold back the player's own money on an exit path or in `br-regulated` (docs/COMPLIANCE.md "Leaving
 * with one's own money").
 */
export function standingRule(ctx: RequestContext, facts: WithdrawFacts): Rule | null {
  const { settings, wallet, vip } = facts;
  const ownMoney = facts.exit !== null || facts.ownMoneyFree;
  if (vip.level < MIN_WITHDRAW_LEVEL && !ownMoney) {
    return { error: 'WITHDRAW_VIP_TOO_LOW', vars: { level: MIN_WITHDRAW_LEVEL } };
  }
  if (!facts.windowOpen) {
    return {
      error: 'WITHDRAW_OUTSIDE_WINDOW',
      vars: { start: settings.windowStart, end: settings.windowEnd },
    };
  }
  if (wallet.wagerRemaining > 0n && !ownMoney) {
    return {
      error: 'WITHDRAW_WAGERING_NOT_MET',
      vars: { remaining: money(wallet.wagerRemaining, ctx.locale) },
    };
  }
  if (facts.timesLeft <= 0) {
    return { error: 'WITHDRAW_DAILY_LIMIT', vars: { times: facts.timesPerDay } };
  }
  if (facts.available < minimumOf(facts) || facts.available === 0n) {
    return {
      error: 'WITHDRAW_INSUFFICIENT',
      vars: { available: money(facts.available, ctx.locale), min: money(minimumOf(facts), ctx.locale) },
    };
  }
  return null;
}

/** The minimum: the operator's, except on an exit path, where the whole own money may leave whatever it is. */
export function minimumOf(facts: WithdrawFacts): bigint {
  if (facts.exit && facts.available < facts.minCents) return facts.available;
  return facts.minCents;
}

/** The rules on the amount typed: minimum, the level's maximum single withdrawal, the money available. */
export function amountRule(ctx: RequestContext, facts: WithdrawFacts, amountCents: bigint): Rule | null {
  const bps = facts.vip.rule.withdrawFeeBps;
  const min = minimumOf(facts);
  if (amountCents < min || amountCents - feeOf(amountCents, bps) <= 0n) {
    return { error: 'WITHDRAW_BELOW_MIN', field: 'amount', vars: { min: money(min, ctx.locale) } };
  }
  if (amountCents > facts.maxCents) {
    return { error: 'WITHDRAW_ABOVE_MAX', field: 'amount', vars: { max: money(facts.maxCents, ctx.locale) } };
  }
  if (amountCents > facts.available) {
    return {
      error: 'WITHDRAW_INSUFFICIENT',
      field: 'amount',
      vars: { available: money(facts.available, ctx.locale), min: money(min, ctx.locale) },
    };
  }
  return null;
}

export function refusal(rule: Rule): AppError {
  return new AppError(rule.error, { field: rule.field, vars: rule.vars });
}

/** The rule as the withdraw page shows it before submitting. */
export function blockOf(ctx: RequestContext, rule: Rule | null): { error: string; msg: string } | null {
  if (!rule) return null;
  return { error: rule.error, msg: translate(ctx.locale, `errors:${rule.error}`, rule.vars) };
}
