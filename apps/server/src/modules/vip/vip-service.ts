import {
  type Cents,
  FUND_TYPES,
  type Locale,
  parseDecimal,
  toDecimal,
  type VipInfo,
  type VipLevelRule,
  type VipLevelView,
  type VipReceiveResult,
} from '@jl/core';
import type { Db, Executor } from '../../db/client.ts';
import { type EventHandler, recordEvent } from '../../events/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { findVipLevel, findVipLevels, raiseVipLevel } from '../auth/index.ts';
import { getSiteConfig, getVipLevels } from '../config/index.ts';
import { assertMayClaim } from '../rg/index.ts';
import { getMemberTotals, listMemberTotals } from '../stats/index.ts';
import { creditBonus } from '../wallet/index.ts';
import { insertReward, listRewards, setRewardTransfer } from './vip-repository.ts';

/** docs/SPECIFICATION.md §5/§6: withdrawals need a level above VIP1. */
export const MIN_WITHDRAW_LEVEL = 2;

/** A player's VIP standing, computed from the totals on every read (docs/API.md "VIP"). */
export type VipStatus = {
  /** The effective level: the higher of the stored level and the one the stats reach now. */
  level: number;
  /** The VIP table row of that level (its withdrawal privileges and game-balance cap). */
  rule: VipLevelRule;
  /** The whole VIP table, by level. */
  rules: VipLevelRule[];
  /** Cumulative credited deposits (per-player stats). */
  rechargeCents: bigint;
  /** Cumulative valid bets (per-player stats: stakes of settled rounds, refunds excluded). */
  betCents: bigint;
};

const cents = (decimal: string | null): bigint => (decimal === null ? 0n : (parseDecimal(decimal) ?? 0n));

/**
 * The highest level whose recharge AND bet thresholds are both met, walking up from VIP0 and stopping
 * at the first level that is not (so a table that is not monotonic never skips a level).
 */
export function levelFor(rules: readonly VipLevelRule[], rechargeCents: bigint, betCents: bigint): number {
  let level = rules[0]?.level ?? 0;
  for (const rule of rules) {
    if (rechargeCents < cents(rule.recharge) || betCents < cents(rule.bet)) break;
    level = rule.level;
  }
  return level;
}

function ruleOf(rules: readonly VipLevelRule[], level: number): VipLevelRule {
  const below = rules.filter((r) => r.level <= level);
  const rule = below[below.length - 1] ?? rules[0];
  if (!rule) throw new Error('the VIP table is empty');
  return rule;
}

/**
 * The player's standing, read without writing: the higher of the stored level (raised by the
 * `vip.level` event handler, never lowered) and the level the per-player stats reach now, so a read
 * right after a deposit already shows the level its handler is about to store.
 */
export async function getVipStatus(db: Executor, memberId: bigint): Promise<VipStatus> {
  const [table, totals, stored] = await Promise.all([
    getVipLevels(db),
    getMemberTotals(db, memberId),
    findVipLevel(db, memberId),
  ]);
  const rules = [...table].sort((a, b) => a.level - b.level);
  const rechargeCents = totals.rechargeCents;
  const betCents = totals.validBetCents;
  const level = Math.max(stored ?? 0, levelFor(rules, rechargeCents, betCents));
  return { level, rule: ruleOf(rules, level), rules, rechargeCents, betCents };
}

/**
 * Raises the stored level of every member in a batch of deposit and round events, after the stats
 * handler has counted them (handlers of a type apply in registration order), and records
 * `vip.level_reached` for each rise. Levels only go up: a stricter VIP table never demotes anyone.
 */
export const vipLevelHandler: EventHandler<'deposit.credited' | 'round.settled' | 'round.refunded'> = {
  name: 'vip.level',
  types: ['deposit.credited', 'round.settled', 'round.refunded'],
  async apply(tx, events) {
    const rules = [...(await getVipLevels(tx))].sort((a, b) => a.level - b.level);
    const members = [...new Set(events.map((e) => e.memberId).filter((m): m is bigint => m !== null))].sort(
      (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    );
    const at = events[events.length - 1]?.occurredAt ?? new Date();
    // Two reads for the whole batch; a write only for the members whose level goes up.
    const [totals, stored] = await Promise.all([listMemberTotals(tx, members), findVipLevels(tx, members)]);
    for (const memberId of members) {
      const figures = totals.get(memberId)!;
      const reached = levelFor(rules, figures.rechargeCents, figures.validBetCents);
      if (reached <= (stored.get(memberId) ?? 0)) continue;
      const from = await raiseVipLevel(tx, memberId, reached);
      if (from !== null) await recordEvent(tx, 'vip.level_reached', memberId, { level: reached, from }, at);
    }
  },
};

async function rewardsEnabled(db: Executor): Promise<boolean> {
  // br-regulated switches bonus-type rewards off at the server (docs/COMPLIANCE.md "What `br-regulated`
  // adds").
  return (await getSiteConfig(db)).compliance.profile !== 'br-regulated';
}

const percent = (total: bigint, target: bigint): number =>
  target <= 0n ? 100 : Number(((total < target ? total : target) * 100n) / target);

const remaining = (total: bigint, target: bigint): string => toDecimal(target > total ? target - total : 0n);

/** `GET /vip/info`: level, progress toward the next level, the table with each level's reward state. */
export async function getVipInfo(db: Executor, memberId: bigint): Promise<VipInfo> {
  const [status, received, enabled] = await Promise.all([
    getVipStatus(db, memberId),
    listRewards(db, memberId),
    rewardsEnabled(db),
  ]);
  const got = new Set(received.map((r) => r.level));
  let claimable = 0n;
  const levels: VipLevelView[] = status.rules.map((rule) => {
    const reached = rule.level <= status.level;
    const reward = cents(rule.reward);
    let rewardStatus: VipLevelView['reward_status'] = 'none';
    if (got.has(rule.level)) rewardStatus = 'received';
    else if (reward > 0n && !enabled) rewardStatus = 'disabled';
    else if (reward > 0n) rewardStatus = reached ? 'claimable' : 'locked';
    if (rewardStatus === 'claimable') claimable += reward;
    return {
      level: rule.level,
      recharge: toDecimal(cents(rule.recharge)),
      bet: toDecimal(cents(rule.bet)),
      reward: toDecimal(reward),
      withdraw_times_per_day: rule.withdrawTimesPerDay,
      withdraw_max: toDecimal(cents(rule.withdrawMax)),
      withdraw_fee_bps: rule.withdrawFeeBps,
      max_game_balance: rule.maxGameBalance === null ? null : toDecimal(cents(rule.maxGameBalance)),
      reached,
      reward_status: rewardStatus,
    };
  });
  const nextRule = status.rules.find((r) => r.level > status.level);
  const next = nextRule
    ? {
        level: nextRule.level,
        recharge: toDecimal(cents(nextRule.recharge)),
        bet: toDecimal(cents(nextRule.bet)),
        recharge_remaining: remaining(status.rechargeCents, cents(nextRule.recharge)),
        bet_remaining: remaining(status.betCents, cents(nextRule.bet)),
        recharge_percent: percent(status.rechargeCents, cents(nextRule.recharge)),
        bet_percent: percent(status.betCents, cents(nextRule.bet)),
      }
    : null;
  return {
    level: status.level,
    recharge_total: toDecimal(status.rechargeCents),
    bet_total: toDecimal(status.betCents),
    next,
    min_withdraw_level: MIN_WITHDRAW_LEVEL,
    rewards_enabled: enabled,
    claimable_total: toDecimal(claimable),
    levels,
  };
}

/**
 * `POST /vip/receive`: pays one reached level's reward (type 6 "grade", into the locked balance with
 * its wagering through the wallet), once. Invariant: the claim row (unique per member and level) and
 * the ledger credit (key `vip:<member>:<level>`) commit together, so concurrent receives pay once.
 */
export async function receiveVipReward(
  db: Db,
  memberId: bigint,
  level: number,
  now: Date,
  locale: Locale = 'pt-BR',
): Promise<VipReceiveResult> {
  if (!(await rewardsEnabled(db))) refuse('FEATURE_DISABLED');
  // No rewards during a cool-off, a self-exclusion or a registry bar (responsible gaming).
  await assertMayClaim(db, memberId, locale);
  const status = await getVipStatus(db, memberId);
  if (level > status.level) refuse('VIP_LEVEL_NOT_REACHED', { field: 'level', vars: { level } });
  const rule = status.rules.find((r) => r.level === level);
  const amount = cents(rule?.reward ?? null);
  if (!rule || amount <= 0n) refuse('VIP_NO_REWARD', { field: 'level' });
  await db.transaction(async (tx) => {
    const claim = await insertReward(tx, { memberId, level, amountCents: amount, at: now });
    if (!claim) refuse('VIP_REWARD_RECEIVED', { field: 'level' });
    const transfer = await creditBonus(tx, {
      memberId,
      amount: amount as Cents,
      code: FUND_TYPES.GRADE,
      idempotencyKey: `vip:${memberId}:level:${level}`,
      meta: { level },
      at: now,
    });
    await setRewardTransfer(tx, claim.id, transfer.transferId);
  });
  return { level, amount: toDecimal(amount), info: await getVipInfo(db, memberId) };
}
