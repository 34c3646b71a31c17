import { type ActivityCode, type ActivityState, FUND_TYPES, type FundType } from '@jl/core';
import { addDays } from '@jl/core/dates.ts';
import type { MemberTotals } from '../stats/index.ts';
import { type ActivitySettings, cents, type SettingsKey } from './activity-settings.ts';

/**
 * The activity registry (docs/ACTIVITIES.md): each activity is a definition — its settings key (zod
 * schema in activity-settings.ts), its period, its fund type, the law that restricts it, how it pays
 * (claimed by the player, credited by an event handler, or nothing itself) and a pure `evaluate` over
 * the facts the service loads (per-player stats, the member's claims, daily bases, the envelope).
 * Nothing here reads the database or the clock.
 */

/** Why `br-regulated` refuses an activity: the rule, cited in refusals and in the legal lint. */
export const LEGAL = {
  deposit: 'Portaria SPA/MF 1.231/2024, art. 42, §1, I (bônus condicionado a depósito)',
  advance: 'Portaria SPA/MF 1.231/2024, art. 42, §1, II (vantagem prévia para apostar)',
  draw: 'Portaria SPA/MF 1.231/2024, art. 42, §4; Lei 5.768/1971 (sorteio exige autorização prévia)',
} as const;
export type LegalReason = keyof typeof LEGAL;

export type ClaimFact = { period: string; amountCents: bigint; meta: Record<string, unknown> };

export type Facts = {
  today: string;
  /** São Paulo day of registration. */
  registeredDay: string;
  totals: Pick<MemberTotals, 'rechargeCount' | 'rechargeCents' | 'firstDepositCents'>;
  /** This member's claims of the activity evaluated, newest period first. */
  claims: ClaimFact[];
  /** Daily bonus bases of the last days (first recharge of each day, as credited). */
  dailyBases: { day: string; baseCents: bigint }[];
  /** Deposits whose recharge reward was not received yet. */
  unclaimedDeposits: { orderNo: string; amountCents: bigint }[];
  /** The open red envelope, if any. */
  envelope: { amountCents: bigint; targetCents: bigint; spinsLeft: number } | null;
  /** Invited registrations that granted spins. */
  invites: number;
};

export type Progress = {
  current: bigint | number;
  target: bigint | number;
  unit: 'money' | 'days' | 'count';
};

export type Evaluation = {
  state: ActivityState;
  /** The period a claim now would take (null when nothing can be claimed now). */
  periodKey: string | null;
  /** This period's (or the next) reward in centavos; null when the activity pays none itself. */
  rewardCents: bigint | null;
  progress: Progress | null;
  /** Check-in: the consecutive day a claim now would be (or today's, once claimed). */
  streak?: number;
  /** Several periods claimed at once (the recharge reward of each deposit not received yet). */
  batch?: { period: string; amountCents: bigint }[];
};

export type ActivityDef = {
  code: ActivityCode;
  settingsKey: SettingsKey | null;
  fundType: FundType | null;
  period: 'once' | 'day' | 'deposit' | 'envelope' | 'none';
  /**
   * `claim`: credited only when the player receives it (POST /activity/receive or /checkin) — bonuses
   * add wagering, so none is credited without the player asking; `auto`: the wheel credits a completed
   * envelope on the spin that completes it; `none`: pays nothing itself.
   */
  pays: 'claim' | 'auto' | 'none';
  /** Null when allowed in every profile. */
  legal: LegalReason | null;
  route: string;
  needsCpf(settings: ActivitySettings): boolean;
  evaluate(settings: ActivitySettings, facts: Facts): Evaluation;
};

/** Whole days from São Paulo day `from` to `to` (both "YYYY-MM-DD"). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const claimedIn = (facts: Facts, period: string) => facts.claims.some((c) => c.period === period);

/** Check-in: the consecutive day a claim today makes (a missed day restarts at 1). */
export function checkinStreak(facts: Facts): { streak: number; claimed: boolean } {
  const last = facts.claims[0];
  const lastStreak = Number(last?.meta.streak ?? 0);
  if (last?.period === facts.today) return { streak: lastStreak, claimed: true };
  const continues = last !== undefined && last.period === addDays(facts.today, -1);
  return { streak: continues ? lastStreak + 1 : 1, claimed: false };
}

export function checkinReward(rewards: readonly string[], streak: number): bigint {
  const index = Math.min(Math.max(streak, 1), rewards.length) - 1;
  return cents(rewards[index] ?? '0.00');
}

/**
 * Daily bonus parts: `percent`% of a day's first recharge, released over `days` consecutive days from
 * that day; each part is the floor of an equal share and the last part takes the remainder, so the
 * parts sum to exactly the bonus.
 */
export function dailyBonusPart(baseCents: bigint, percent: number, days: number, offset: number): bigint {
  if (offset < 0 || offset >= days) return 0n;
  const total = (baseCents * BigInt(Math.round(percent * 100))) / 10_000n;
  const part = total / BigInt(days);
  return offset === days - 1 ? total - part * BigInt(days - 1) : part;
}

/** `percent`% of `amount`, floored to the centavo, at most `max`. */
export function percentOf(amountCents: bigint, percent: number, maxCents: bigint): bigint {
  const share = (amountCents * BigInt(Math.round(percent * 100))) / 10_000n;
  return share > maxCents ? maxCents : share;
}

export function dailyBonusDue(
  settings: ActivitySettings['dailyBonus'],
  facts: Facts,
): { today: bigint; upcoming: bigint } {
  let today = 0n;
  let upcoming = 0n;
  const maxBase = cents(settings.maxBase);
  for (const first of facts.dailyBases) {
    // The day's first deposit counts up to the configured maximum (bigint: Math.min does not apply).
    const capped = [first.baseCents, maxBase].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))[0] ?? 0n;
    const base = { ...first, baseCents: capped };
    const offset = daysBetween(base.day, facts.today);
    today += dailyBonusPart(base.baseCents, settings.percent, settings.days, offset);
    for (let later = Math.max(offset + 1, 0); later < settings.days; later++)
      upcoming += dailyBonusPart(base.baseCents, settings.percent, settings.days, later);
  }
  return { today, upcoming };
}

const checkin: ActivityDef = {
  code: 'checkin',
  settingsKey: 'checkin',
  fundType: FUND_TYPES.DAILY_CHECKIN,
  period: 'day',
  pays: 'claim',
  legal: 'advance',
  route: '/pages/activity/dayActivity',
  needsCpf: (s) => s.checkin.needsCpf,
  evaluate(s, facts) {
    const { streak, claimed } = checkinStreak(facts);
    return {
      state: claimed ? 'claimed' : 'claimable',
      periodKey: claimed ? null : facts.today,
      rewardCents: checkinReward(s.checkin.rewards, claimed ? streak + 1 : streak),
      progress: { current: claimed ? streak : streak - 1, target: s.checkin.rewards.length, unit: 'days' },
      streak,
    };
  },
};

const registration: ActivityDef = {
  code: 'registration',
  settingsKey: 'registrationBonus',
  fundType: FUND_TYPES.REGISTRATION_BONUS,
  period: 'once',
  pays: 'claim',
  legal: 'advance',
  route: '/pages/activity/detail?code=registration',
  needsCpf: () => false,
  evaluate(s, facts) {
    const claimed = claimedIn(facts, 'once');
    return {
      state: claimed ? 'claimed' : 'claimable',
      periodKey: claimed ? null : 'once',
      rewardCents: cents(s.registrationBonus.amount),
      progress: null,
    };
  },
};

const newcomer: ActivityDef = {
  code: 'newcomer',
  settingsKey: 'newcomerGift',
  fundType: FUND_TYPES.NEWCOMER_GIFT,
  period: 'day',
  pays: 'claim',
  legal: 'advance',
  route: '/pages/activity/detail?code=newcomer',
  needsCpf: (s) => s.newcomerGift.needsCpf,
  evaluate(s, facts) {
    const { days, amount } = s.newcomerGift;
    const index = daysBetween(facts.registeredDay, facts.today);
    const progress = { current: facts.claims.length, target: days, unit: 'days' as const };
    const rewardCents = cents(amount);
    if (index < 0 || index >= days) return { state: 'done', periodKey: null, rewardCents, progress };
    const claimed = claimedIn(facts, facts.today);
    return {
      state: claimed ? 'claimed' : 'claimable',
      periodKey: claimed ? null : facts.today,
      rewardCents,
      progress,
    };
  },
};

const firstDeposit: ActivityDef = {
  code: 'first_deposit',
  settingsKey: 'firstDeposit',
  fundType: FUND_TYPES.FIRST_DEPOSIT_REWARD,
  period: 'once',
  pays: 'claim',
  legal: 'deposit',
  route: '/pages/activity/detail?code=first_deposit',
  needsCpf: () => false,
  evaluate(s, facts) {
    const first = facts.totals.firstDepositCents;
    const max = cents(s.firstDeposit.max);
    const rewardCents = first === null ? max : percentOf(first, s.firstDeposit.percent, max);
    if (claimedIn(facts, 'once')) return { state: 'claimed', periodKey: null, rewardCents, progress: null };
    if (first === null || rewardCents <= 0n)
      return { state: 'locked', periodKey: null, rewardCents, progress: null };
    return { state: 'claimable', periodKey: 'once', rewardCents, progress: null };
  },
};

const rechargeReward: ActivityDef = {
  code: 'recharge_reward',
  settingsKey: 'rechargeReward',
  fundType: FUND_TYPES.RECHARGE_REWARD,
  period: 'deposit',
  pays: 'claim',
  legal: 'deposit',
  route: '/pages/activity/detail?code=recharge_reward',
  needsCpf: () => false,
  evaluate(s, facts) {
    const max = cents(s.rechargeReward.max);
    const batch = facts.unclaimedDeposits
      .map((d) => ({
        period: `order:${d.orderNo}`,
        amountCents: percentOf(d.amountCents, s.rechargeReward.percent, max),
      }))
      .filter((b) => b.amountCents > 0n);
    const total = batch.reduce((sum, b) => sum + b.amountCents, 0n);
    if (batch.length === 0) return { state: 'locked', periodKey: null, rewardCents: null, progress: null };
    return { state: 'claimable', periodKey: batch[0]!.period, rewardCents: total, progress: null, batch };
  },
};

const dailyBonus: ActivityDef = {
  code: 'daily_bonus',
  settingsKey: 'dailyBonus',
  fundType: FUND_TYPES.RECHARGE_REWARD,
  period: 'day',
  pays: 'claim',
  legal: 'deposit',
  route: '/pages/activity/detail?code=daily_bonus',
  needsCpf: (s) => s.dailyBonus.needsCpf,
  evaluate(s, facts) {
    const due = dailyBonusDue(s.dailyBonus, facts);
    const claimed = claimedIn(facts, facts.today);
    const progress = null;
    if (claimed) return { state: 'claimed', periodKey: null, rewardCents: due.upcoming, progress };
    if (due.today > 0n)
      return { state: 'claimable', periodKey: facts.today, rewardCents: due.today, progress };
    return {
      state: due.upcoming > 0n ? 'in_progress' : 'locked',
      periodKey: null,
      rewardCents: due.upcoming,
      progress,
    };
  },
};

const cumulativeDeposit: ActivityDef = {
  code: 'cumulative_deposit',
  settingsKey: 'cumulativeDeposit',
  fundType: FUND_TYPES.RECHARGE_REWARD,
  period: 'once',
  pays: 'claim',
  legal: 'deposit',
  route: '/pages/activity/detail?code=cumulative_deposit',
  needsCpf: (s) => s.cumulativeDeposit.needsCpf,
  evaluate(s, facts) {
    const target = cents(s.cumulativeDeposit.target);
    const progress = { current: facts.totals.rechargeCents, target, unit: 'money' as const };
    const rewardCents = cents(s.cumulativeDeposit.reward);
    if (claimedIn(facts, 'once')) return { state: 'claimed', periodKey: null, rewardCents, progress };
    if (facts.totals.rechargeCents >= target)
      return { state: 'claimable', periodKey: 'once', rewardCents, progress };
    return { state: 'in_progress', periodKey: null, rewardCents, progress };
  },
};

const redEnvelope: ActivityDef = {
  code: 'red_envelope',
  settingsKey: 'redEnvelope',
  fundType: FUND_TYPES.RED_ENVELOPE,
  period: 'envelope',
  pays: 'auto',
  legal: 'draw',
  route: '/pages/activity/zpActivity',
  needsCpf: (s) => s.redEnvelope.needsCpf,
  evaluate(s, facts) {
    const target = cents(s.redEnvelope.target);
    const env = facts.envelope;
    const progress = { current: env?.amountCents ?? 0n, target, unit: 'money' as const };
    const state = env && env.spinsLeft > 0 ? 'claimable' : env ? 'in_progress' : 'auto';
    return { state, periodKey: null, rewardCents: target, progress };
  },
};

const invite: ActivityDef = {
  code: 'invite',
  settingsKey: 'invite',
  fundType: null,
  period: 'none',
  pays: 'none',
  legal: 'draw',
  route: '/pages/activity/inviteActivity',
  needsCpf: () => false,
  evaluate: (_s, facts) => ({
    state: 'in_progress',
    periodKey: null,
    rewardCents: null,
    progress: { current: facts.invites, target: facts.invites + 1, unit: 'count' },
  }),
};

const download: ActivityDef = {
  code: 'download',
  settingsKey: null,
  fundType: null,
  period: 'none',
  pays: 'none',
  legal: null,
  route: '/pages/activity/download',
  needsCpf: () => false,
  evaluate: () => ({ state: 'done', periodKey: null, rewardCents: null, progress: null }),
};

/** Every activity, in the order the activity tab shows them. */
export const ACTIVITIES: readonly ActivityDef[] = [
  checkin,
  redEnvelope,
  registration,
  newcomer,
  firstDeposit,
  rechargeReward,
  dailyBonus,
  cumulativeDeposit,
  invite,
  download,
];

export function getActivity(code: ActivityCode): ActivityDef {
  const def = ACTIVITIES.find((a) => a.code === code);
  if (!def) throw new Error(`unknown activity ${code}`);
  return def;
}

/** The operator switch of an activity (download has none: always on). */
export function isEnabled(def: ActivityDef, settings: ActivitySettings): boolean {
  return def.settingsKey === null || settings[def.settingsKey].enabled;
}

export function isAllowed(def: ActivityDef, profile: 'standard' | 'br-regulated'): boolean {
  return profile !== 'br-regulated' || def.legal === null;
}

/** Says a catalog message in the reader's language (the request's `t`). */
export type Say = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The "legal lint": problems of an `activities` section in a profile — an activity the law forbids
 * there may not be enabled, deposit-granted spins are deposit-conditional, and the wheel table must be
 * valid. Each problem names the key and cites the article (the citation stays as the law writes it),
 * in the reader's language (`staff:activityLint.*`).
 */
export function activitySettingsLint(
  settings: ActivitySettings,
  profile: 'standard' | 'br-regulated',
  say: Say,
): string[] {
  const problems: string[] = [];
  const forbidden = (key: string, law: string) =>
    problems.push(say('staff:activityLint.forbidden', { key: `activities.${key}`, law }));
  if (profile === 'br-regulated') {
    for (const def of ACTIVITIES) {
      if (def.legal && def.settingsKey && settings[def.settingsKey].enabled)
        forbidden(`${def.settingsKey}.enabled`, LEGAL[def.legal]);
    }
    if (settings.redEnvelope.depositSpins) forbidden('redEnvelope.depositSpins', LEGAL.deposit);
  }
  return problems;
}
