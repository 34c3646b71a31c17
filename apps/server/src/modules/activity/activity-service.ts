import {
  type ActivityClaimResult,
  type ActivityCode,
  type ActivityDetail,
  type ActivityList,
  type ActivityView,
  formatMoney,
  toDecimal,
} from '@jl/core';
import type { Db, Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import {
  type ActivityContext,
  factsFor,
  getActivityContext,
  grantReward,
  hasCpf,
  loadFacts,
  type MemberFacts,
} from './activity-facts.ts';
import {
  ACTIVITIES,
  type ActivityDef,
  dailyBonusDue,
  daysBetween,
  type Evaluation,
  getActivity,
  isAllowed,
  isEnabled,
  LEGAL,
} from './activity-registry.ts';
import { cents } from './activity-settings.ts';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;
export type Viewer = { t: Translate; locale: string };

/** The amounts each activity's text uses, all from configuration (no amount is written in a string). */
export function numbersOf(
  def: ActivityDef,
  ctx: ActivityContext,
  locale: string,
): Record<string, string | number> {
  const s = ctx.settings;
  const m = (decimal: string) => formatMoney(cents(decimal), locale);
  switch (def.code) {
    case 'checkin':
      return {
        days: s.checkin.rewards.length,
        first: m(s.checkin.rewards[0] ?? '0.00'),
        last: m(s.checkin.rewards.at(-1) ?? '0.00'),
      };
    case 'registration':
      return { amount: m(s.registrationBonus.amount) };
    case 'newcomer':
      return { amount: m(s.newcomerGift.amount), days: s.newcomerGift.days };
    case 'first_deposit':
      return { percent: s.firstDeposit.percent, max: m(s.firstDeposit.max) };
    case 'recharge_reward':
      return { percent: s.rechargeReward.percent, max: m(s.rechargeReward.max) };
    case 'daily_bonus':
      return { percent: s.dailyBonus.percent, days: s.dailyBonus.days, max: m(s.dailyBonus.maxBase) };
    case 'cumulative_deposit':
      return { target: m(s.cumulativeDeposit.target), reward: m(s.cumulativeDeposit.reward) };
    case 'red_envelope':
      return {
        target: m(s.redEnvelope.target),
        diamonds: s.redEnvelope.diamondsTarget,
        diamondsReward: m(s.redEnvelope.diamondsReward),
        hours: s.redEnvelope.validHours,
        perInvite: s.redEnvelope.spinsPerInvite,
      };
    case 'invite':
      return { perInvite: s.redEnvelope.spinsPerInvite, rewardMax: m(s.invite.rewardMax) };
    case 'download':
      return {};
  }
}

function progressView(e: Evaluation): ActivityView['progress'] {
  if (!e.progress) return null;
  const { current, target, unit } = e.progress;
  const c = BigInt(current);
  const t = BigInt(target);
  const percent = t <= 0n ? 100 : Number(((c < t ? c : t) * 100n) / t);
  const show = (v: bigint) => (unit === 'money' ? toDecimal(v) : String(v));
  return { current: show(c), target: show(t), unit, percent };
}

export function viewOf(
  def: ActivityDef,
  ctx: ActivityContext,
  evaluation: Evaluation | null,
  viewer: Viewer,
): ActivityView {
  const allowed = isAllowed(def, ctx.profile);
  const enabled = isEnabled(def, ctx.settings);
  const numbers = numbersOf(def, ctx, viewer.locale);
  let state = evaluation?.state ?? (def.pays === 'none' ? 'done' : 'locked');
  if (!enabled) state = 'disabled';
  if (!allowed) state = 'not_allowed';
  return {
    code: def.code,
    title: viewer.t(`activity:items.${def.code}.title`, numbers),
    description: viewer.t(`activity:items.${def.code}.description`, numbers),
    state,
    progress: evaluation ? progressView(evaluation) : null,
    reward:
      evaluation?.rewardCents !== null && evaluation?.rewardCents !== undefined
        ? toDecimal(evaluation.rewardCents)
        : null,
    period: def.period,
    fund_type: def.fundType,
    allowed,
    legal: allowed || !def.legal ? null : LEGAL[def.legal],
    needs_cpf: def.needsCpf(ctx.settings),
    route: def.route,
  };
}

/**
 * `GET /activity/list`: every activity with the player's state (a visitor sees the rules without
 * state). In `br-regulated` only what the law allows is listed.
 */
export async function listActivities(
  db: Executor,
  memberId: bigint | null,
  now: Date,
  viewer: Viewer,
): Promise<ActivityList> {
  const ctx = await getActivityContext(db);
  const facts = memberId === null ? null : await loadFacts(db, memberId, now, ctx.settings);
  let claimable = 0n;
  const list = ACTIVITIES.filter((def) => isAllowed(def, ctx.profile)).map((def) => {
    const evaluation = facts ? def.evaluate(ctx.settings, factsFor(def, facts)) : null;
    const view = viewOf(def, ctx, evaluation, viewer);
    if (view.state === 'claimable' && evaluation?.periodKey && evaluation.rewardCents)
      claimable += evaluation.rewardCents;
    return view;
  });
  return { profile: ctx.profile, list, claimable_total: toDecimal(claimable) };
}

/** `GET /activity/detail?code=`: one activity with the numbers of its rules and its own facts. */
export async function getActivityDetail(
  db: Executor,
  memberId: bigint | null,
  code: ActivityCode,
  now: Date,
  viewer: Viewer,
): Promise<ActivityDetail> {
  const ctx = await getActivityContext(db);
  const def = getActivity(code);
  const facts = memberId === null ? null : await loadFacts(db, memberId, now, ctx.settings);
  const own = facts ? factsFor(def, facts) : null;
  const evaluation = own ? def.evaluate(ctx.settings, own) : null;
  const s = ctx.settings;
  const detail: ActivityDetail = {
    activity: viewOf(def, ctx, evaluation, viewer),
    checkin: null,
    newcomer: null,
    daily_bonus: null,
    numbers: numbersOf(def, ctx, viewer.locale),
  };
  if (code === 'checkin') {
    const streak = evaluation?.streak ?? 1;
    const checked = evaluation?.state === 'claimed';
    detail.checkin = {
      days: s.checkin.rewards.map((reward, i) => ({ day: i + 1, reward: toDecimal(cents(reward)) })),
      streak: checked ? streak : streak - 1,
      checked_today: checked,
      next_day: checked ? streak + 1 : streak,
    };
  }
  if (code === 'newcomer' && own)
    detail.newcomer = {
      day: daysBetween(own.registeredDay, own.today) + 1,
      days: s.newcomerGift.days,
      amount: toDecimal(cents(s.newcomerGift.amount)),
    };
  if (code === 'daily_bonus' && own) {
    const due = dailyBonusDue(s.dailyBonus, own);
    detail.daily_bonus = {
      percent: s.dailyBonus.percent,
      days: s.dailyBonus.days,
      today: toDecimal(due.today),
      upcoming: toDecimal(due.upcoming),
    };
  }
  return detail;
}

/** Refuses what the profile or the operator switched off, citing the article in `br-regulated`. */
export function assertOpen(def: ActivityDef, ctx: ActivityContext): void {
  if (!isAllowed(def, ctx.profile) && def.legal)
    refuse('ACTIVITY_NOT_ALLOWED', { vars: { article: LEGAL[def.legal] } });
  if (!isEnabled(def, ctx.settings)) refuse('FEATURE_DISABLED');
}

/**
 * `POST /activity/receive` and `/activity/checkin`: pays the activity's reward of the current period
 * once. With an Idempotency-Key, a replay answers the first result; without, a second claim of the
 * period is refused with ACTIVITY_ALREADY_CLAIMED (the claim's unique index decides races).
 */
export async function receiveActivity(
  db: Db,
  memberId: bigint,
  code: ActivityCode,
  now: Date,
  idempotencyKey?: string,
): Promise<ActivityClaimResult> {
  const ctx = await getActivityContext(db);
  const def = getActivity(code);
  assertOpen(def, ctx);
  if (def.pays === 'none' || def.fundType === null || code === 'red_envelope')
    refuse('ACTIVITY_NOTHING_TO_CLAIM');
  const facts: MemberFacts = await loadFacts(db, memberId, now, ctx.settings);
  const own = factsFor(def, facts);
  const evaluation = def.evaluate(ctx.settings, own);
  if (evaluation.periodKey === null || evaluation.rewardCents === null) {
    const replay = idempotencyKey
      ? facts.claims.find((c) => c.code === code && c.meta.key === idempotencyKey)
      : undefined;
    if (replay) return resultOf(def, replay.period, replay.amountCents, replay.meta);
    refuse(evaluation.state === 'claimed' ? 'ACTIVITY_ALREADY_CLAIMED' : 'ACTIVITY_NOTHING_TO_CLAIM');
  }
  if (def.needsCpf(ctx.settings) && !(await hasCpf(db, memberId))) refuse('ACTIVITY_CPF_REQUIRED');
  const period = evaluation.periodKey;
  const meta: Record<string, unknown> = { ...(idempotencyKey ? { key: idempotencyKey } : {}) };
  if (evaluation.streak !== undefined) meta.streak = evaluation.streak;
  const parts = evaluation.batch ?? [{ period, amountCents: evaluation.rewardCents }];
  const paid = await db.transaction(async (tx) => {
    let total = 0n;
    for (const part of parts) {
      const claim = await grantReward(tx, {
        memberId,
        def,
        period: part.period,
        amountCents: part.amountCents,
        meta,
        at: now,
      });
      if (claim) total += claim.amountCents;
    }
    return total;
  });
  if (paid === 0n) refuse('ACTIVITY_ALREADY_CLAIMED');
  return resultOf(def, period, paid, meta);
}

function resultOf(
  def: ActivityDef,
  period: string,
  amountCents: bigint,
  meta: Record<string, unknown>,
): ActivityClaimResult {
  return {
    code: def.code,
    amount: toDecimal(amountCents),
    fund_type: def.fundType ?? 0,
    period,
    streak: typeof meta.streak === 'number' ? meta.streak : null,
  };
}
