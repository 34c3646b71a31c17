import { type ErrorCode, parseDecimal, translate } from '@jl/core';
import { isInsideWindow, localParts } from '@jl/core/dates.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { getWithdrawSettings } from '../config/index.ts';
import { getVipStatus, MIN_WITHDRAW_LEVEL, type VipStatus } from '../vip/index.ts';
import { getWallet, type Wallet } from '../wallet/index.ts';
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
};

export async function readFacts(ctx: RequestContext, db: Executor, memberId: bigint): Promise<WithdrawFacts> {
  const now = ctx.now();
  const [wallet, vip, settings] = await Promise.all([
    getWallet(db, memberId),
    getVipStatus(db, memberId),
    getWithdrawSettings(db),
  ]);
  const { day } = localParts(now, settings.timeZone);
  const usedToday = await countToday(db, memberId, day);
  const times = vip.rule.withdrawTimesPerDay;
  return {
    wallet,
    vip,
    settings,
    minCents: parseDecimal(settings.min) ?? 0n,
    maxCents: parseDecimal(vip.rule.withdrawMax) ?? 0n,
    autoApproveMaxCents: parseDecimal(settings.autoApproveMax) ?? 0n,
    twoApprovalsAboveCents: parseDecimal(settings.twoApprovalsAbove) ?? 0n,
    localDay: day,
    windowOpen: isInsideWindow(now, {
      start: settings.windowStart,
      end: settings.windowEnd,
      timeZone: settings.timeZone,
    }),
    usedToday,
    timesLeft: Math.max(0, times - usedToday),
  };
}

/** The fee on an amount: `bps` basis points, rounded down to the centavo (in the player's favour). */
export function feeOf(amountCents: bigint, bps: number): bigint {
  return (amountCents * BigInt(bps)) / 10_000n;
}

type Rule = { error: ErrorCode; field?: string; vars?: Record<string, string | number> };

/**
 * The rules that do not depend on what the player types, in the order the player meets them
 * (docs/SPECIFICATION.md §5/§6, docs/API.md "Withdrawals"): VIP above 1, inside the window, wagering met, a
 * withdrawal left today, a withdrawable balance of at least the minimum.
 */
export function standingRule(ctx: RequestContext, facts: WithdrawFacts): Rule | null {
  const { settings, wallet, vip } = facts;
  if (vip.level < MIN_WITHDRAW_LEVEL) {
    return { error: 'WITHDRAW_VIP_TOO_LOW', vars: { level: MIN_WITHDRAW_LEVEL } };
  }
  if (!facts.windowOpen) {
    return {
      error: 'WITHDRAW_OUTSIDE_WINDOW',
      vars: { start: settings.windowStart, end: settings.windowEnd },
    };
  }
  if (wallet.wagerRemaining > 0n) {
    return {
      error: 'WITHDRAW_WAGERING_NOT_MET',
      vars: { remaining: money(wallet.wagerRemaining, ctx.locale) },
    };
  }
  if (facts.timesLeft <= 0) {
    return { error: 'WITHDRAW_DAILY_LIMIT', vars: { times: vip.rule.withdrawTimesPerDay } };
  }
  if (wallet.withdrawable < facts.minCents) {
    return {
      error: 'WITHDRAW_INSUFFICIENT',
      vars: { available: money(wallet.withdrawable, ctx.locale), min: money(facts.minCents, ctx.locale) },
    };
  }
  return null;
}

/** The rules on the amount typed: minimum, the level's maximum single withdrawal, the cash available. */
export function amountRule(ctx: RequestContext, facts: WithdrawFacts, amountCents: bigint): Rule | null {
  const bps = facts.vip.rule.withdrawFeeBps;
  if (amountCents < facts.minCents || amountCents - feeOf(amountCents, bps) <= 0n) {
    return { error: 'WITHDRAW_BELOW_MIN', field: 'amount', vars: { min: money(facts.minCents, ctx.locale) } };
  }
  if (amountCents > facts.maxCents) {
    return { error: 'WITHDRAW_ABOVE_MAX', field: 'amount', vars: { max: money(facts.maxCents, ctx.locale) } };
  }
  if (amountCents > facts.wallet.withdrawable) {
    return {
      error: 'WITHDRAW_INSUFFICIENT',
      field: 'amount',
      vars: {
        available: money(facts.wallet.withdrawable, ctx.locale),
        min: money(facts.minCents, ctx.locale),
      },
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
