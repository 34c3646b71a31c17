import { type Locale, translate } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { getSiteConfig } from '../config/index.ts';
import {
  findRoundGuard,
  findState,
  listDeposits,
  listLimits,
  listRoundLosses,
  lockState,
  type RgLimitRow,
  type RgStateRow,
  type Windowed,
} from './rg-repository.ts';
import {
  DEFAULT_REALITY_MINUTES,
  formatWhen,
  freesUpAt,
  limitInForce,
  MINUTE_MS,
  money,
  periodLabel,
  sumSince,
  WINDOW_MS,
  type WINDOW_PERIODS,
} from './rg-rules.ts';

/**
 * The checks other modules run inside the transaction of the thing limited: a deposit order is never
 * created past a deposit limit, a round never staked past a loss or stake limit, and nothing that puts
 * money at stake or in (or rewards) happens during a cool-off, a self-exclusion or a registry bar.
 */

export type Profile = 'standard' | 'br-regulated';

/**
 * The compliance profile. Read it with the app's `db` (its settings cache is per executor object), not
 * with a transaction: callers resolve it before their transaction and pass it to the guards.
 */
export async function profileOf(db: Executor): Promise<Profile> {
  return (await getSiteConfig(db)).compliance.profile;
}

/**
 * Refuses on a closed account, during a cool-off or exclusion, when the registry bars the CPF, or
 * (br-regulated) when it could not be asked.
 */
function assertNotBlocked(state: RgStateRow, profile: Profile, locale: Locale): void {
  if (state.closureRequestedAt) refuse('ACCOUNT_CLOSED');
  if (state.closingAt) refuse('RG_CLOSING');
  if (state.blockKind === 'cooloff')
    refuse('RG_COOLOFF_ACTIVE', { vars: { until: formatWhen(state.blockUntil!, locale) } });
  if (state.blockKind === 'exclusion') {
    if (!state.blockUntil) refuse('RG_EXCLUDED', { messageKey: 'rg:refusal.excludedPermanent' });
    refuse('RG_EXCLUDED', { vars: { until: formatWhen(state.blockUntil, locale) } });
  }
  if (state.registryStatus === 'barred') refuse('RG_REGISTRY_BARRED');
  if (state.registryStatus === 'unavailable' && profile === 'br-regulated') refuse('RG_REGISTRY_UNAVAILABLE');
}

function assertLimitsChosen(state: RgStateRow | null, profile: Profile): void {
  if (profile === 'br-regulated' && !state?.limitsChosenAt) refuse('RG_LIMITS_REQUIRED');
}

type WindowCheck = { period: (typeof WINDOW_PERIODS)[number]; limit: bigint; used: bigint };

/**
 * Of the window limits in force, the one with the least room left that `amount` would pass (the
 * lowest of several applies), or null when it fits them all.
 */
function tightestPassed(limits: RgLimitRow[], items: Windowed[], amount: bigint, now: Date) {
  let worst: WindowCheck | null = null;
  for (const row of limits) {
    const limit = limitInForce(row, now);
    const period = row.period as WindowCheck['period'];
    if (limit === null || !(period in WINDOW_MS)) continue;
    const used = sumSince(items, new Date(now.getTime() - WINDOW_MS[period]));
    if (used + amount <= limit) continue;
    if (!worst || limit - used < worst.limit - worst.used) worst = { period, limit, used };
  }
  return worst;
}

function refuseWindow(
  code: 'RG_DEPOSIT_LIMIT' | 'RG_LOSS_LIMIT',
  check: WindowCheck,
  items: Windowed[],
  amount: bigint,
  now: Date,
  locale: Locale,
): never {
  const windowMs = WINDOW_MS[check.period];
  const since = new Date(now.getTime() - windowMs);
  const inWindow = items.filter((i) => i.at > since);
  const at = freesUpAt(inWindow, check.limit, amount, windowMs);
  const available = check.limit > check.used ? check.limit - check.used : 0n;
  const vars = {
    period: periodLabel(check.period, locale),
    limit: money(check.limit, locale),
    available: money(available, locale),
    freeAt: at ? `${formatWhen(at, locale)}` : '',
  };
  if (!at) {
    const messageKey =
      code === 'RG_DEPOSIT_LIMIT' ? 'rg:refusal.depositAboveLimit' : 'rg:refusal.lossAboveLimit';
    refuse(code, { field: code === 'RG_DEPOSIT_LIMIT' ? 'amount' : 'bet', messageKey, vars });
  }
  vars.freeAt = translate(locale, 'rg:freeAt', { at: vars.freeAt });
  refuse(code, { field: code === 'RG_DEPOSIT_LIMIT' ? 'amount' : 'bet', vars });
}

/**
 * Inside the deposit order's transaction, before it is inserted: locks the player's state row (so
 * two deposits against one limit go one after the other) and refuses when a block, the registry,
 * or a deposit limit says no.
 */
export async function assertDepositAllowed(
  tx: Executor,
  input: { memberId: bigint; amountCents: bigint; now: Date; locale: Locale; profile: Profile },
): Promise<void> {
  const { memberId, amountCents, now, locale, profile } = input;
  const state = await lockState(tx, memberId);
  assertLimitsChosen(state, profile);
  if (!state) return;
  assertNotBlocked(state, profile, locale);
  const limits = await listLimits(tx, memberId, ['deposit']);
  if (!limits.some((l) => limitInForce(l, now) !== null)) return;
  const items = await listDeposits(tx, memberId, new Date(now.getTime() - WINDOW_MS['30d']), now);
  const passed = tightestPassed(limits, items, amountCents, now);
  if (passed) refuseWindow('RG_DEPOSIT_LIMIT', passed, items, amountCents, now, locale);
}

export type StakeCheck = {
  memberId: bigint;
  sessionId: bigint;
  sessionStartedAt: Date;
  betCents: bigint;
  now: Date;
  locale: Locale;
  /** From `profileOf(db)` before the transaction. */
  profile: Profile;
  /**
   * The player's state and limits, read by the caller with `loadRoundGuard` inside the same
   * transaction (batched with its own first reads); read here when absent.
   */
  guard?: RoundGuard | null;
};

export type RoundGuard = Awaited<ReturnType<typeof findRoundGuard>>;

/** The rows `assertStakeAllowed` checks, for a caller that reads them in its own first batch. */
export function loadRoundGuard(tx: Executor, memberId: bigint): Promise<RoundGuard> {
  return findRoundGuard(tx, memberId);
}

/** When the session's reality check is due: minutes since the last answer (or the login) ≥ the interval. */
export function realityDue(
  state: Pick<RgStateRow, 'realityMinutes' | 'realitySessionId' | 'realityAckAt'> | null,
  session: { id: bigint; startedAt: Date },
  now: Date,
  profile: Profile,
): boolean {
  let minutes = state?.realityMinutes ?? DEFAULT_REALITY_MINUTES;
  if (minutes === 0) {
    if (profile !== 'br-regulated') return false;
    minutes = DEFAULT_REALITY_MINUTES;
  }
  const from =
    state?.realitySessionId === session.id && state.realityAckAt ? state.realityAckAt : session.startedAt;
  return now.getTime() - from.getTime() >= minutes * MINUTE_MS;
}

/**
 * Inside the round's transaction, after the player's seed row is locked (so a player's rounds are
 * already one at a time): one query for the state and limits; a second only for a player with a loss
 * limit in force.
 */
export async function assertStakeAllowed(tx: Executor, input: StakeCheck): Promise<void> {
  const { memberId, betCents, now, locale, profile } = input;
  const guard = input.guard !== undefined ? input.guard : await findRoundGuard(tx, memberId);
  const state = guard?.state ?? null;
  assertLimitsChosen(state, profile);
  if (state) assertNotBlocked(state, profile, locale);
  const limits = guard?.limits ?? [];
  for (const row of limits) {
    const limit = limitInForce(row, now);
    if (limit === null) continue;
    if (row.kind === 'stake' && betCents > limit)
      refuse('RG_STAKE_LIMIT', { field: 'bet', vars: { limit: money(limit, locale) } });
    if (
      row.kind === 'session' &&
      now.getTime() - input.sessionStartedAt.getTime() >= Number(limit) * MINUTE_MS
    )
      refuse('RG_SESSION_LIMIT', { vars: { minutes: Number(limit) } });
  }
  if (realityDue(state, { id: input.sessionId, startedAt: input.sessionStartedAt }, now, profile))
    refuse('RG_REALITY_CHECK_DUE');
  const loss = limits.filter((l) => l.kind === 'loss' && limitInForce(l, now) !== null);
  if (!loss.length) return;
  const items = await listRoundLosses(tx, memberId, new Date(now.getTime() - WINDOW_MS['30d']));
  const passed = tightestPassed(loss, items, betCents, now);
  if (passed) refuseWindow('RG_LOSS_LIMIT', passed, items, betCents, now, locale);
}

/**
 * A stake an external platform takes while the player is inside its game (a seamless bet callback):
 * blocks, the limits step of br-regulated, stake and loss limits. The session limit and the reality
 * check are session matters: enforced when the game is launched (`assertStakeAllowed` with no stake)
 * and by the app around the game's frame.
 */
export async function assertExternalStakeAllowed(
  tx: Executor,
  input: Omit<StakeCheck, 'sessionId' | 'sessionStartedAt'>,
): Promise<void> {
  // A session that starts now is never due a reality check nor over a session limit.
  await assertStakeAllowed(tx, { ...input, sessionId: 0n, sessionStartedAt: input.now });
}

/** Rewards (VIP, activities, team): refused during a block or a registry bar. */
export async function assertMayClaim(db: Executor, memberId: bigint, locale: Locale): Promise<void> {
  const state = await findState(db, memberId);
  if (state) assertNotBlocked(state, await profileOf(db), locale);
}

/** Marketing (push, SMS, promotional messages) may reach this player: never a closed account. */
export async function mayReceiveMarketing(db: Executor, memberId: bigint): Promise<boolean> {
  const state = await findState(db, memberId);
  return (
    !state ||
    (state.blockKind === null &&
      state.registryStatus !== 'barred' &&
      state.closureRequestedAt === null &&
      state.closingAt === null)
  );
}
