import {
  parseDecimal,
  RG_LIMIT_SLOTS,
  type RgLimitKind,
  type RgLimitsBody,
  type RgPeriod,
  type RgStatus,
  toDecimal,
} from '@jl/core';
import { refuse } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { registryViewOf } from './rg-beneficiary.ts';
import { type Profile, profileOf, realityDue } from './rg-guard.ts';
import {
  ensureLockedState,
  findState,
  listDeposits,
  listLimits,
  listRoundLosses,
  recordAction,
  sessionNet,
  updateState,
  upsertLimit,
} from './rg-repository.ts';
import {
  applyRequest,
  type BlockPeriod,
  blockEnd,
  DEFAULT_REALITY_MINUTES,
  isValidSlot,
  limitInForce,
  MINUTE_MS,
  pendingChange,
  SESSION_LIMIT_MINUTES,
  sumSince,
  WINDOW_MS,
} from './rg-rules.ts';

/** What the rg services need from the app and the request: the one request context. */
export type RgContext = RequestContext;

export type RgSession = { memberId: bigint; sessionId: bigint; sessionStartedAt: Date };

const isMoney = (kind: RgLimitKind) => kind !== 'session';

function showAmount(kind: RgLimitKind, value: bigint | null): string | null {
  if (value === null) return null;
  return isMoney(kind) ? toDecimal(value) : String(value);
}

/** `GET /rg/status`: limits with what was used and what is pending, blocks, registry, reality check. */
export async function getRgStatus(ctx: RgContext, who: RgSession): Promise<RgStatus> {
  const now = ctx.now();
  const { memberId } = who;
  const [profile, state, limits] = await Promise.all([
    profileOf(ctx.db),
    findState(ctx.db, memberId),
    listLimits(ctx.db, memberId),
  ]);
  const since = new Date(now.getTime() - WINDOW_MS['30d']);
  const [deposits, losses, net] = await Promise.all([
    listDeposits(ctx.db, memberId, since, now),
    listRoundLosses(ctx.db, memberId, since),
    sessionNet(ctx.db, memberId, who.sessionStartedAt),
  ]);
  const playedMinutes = Math.floor((now.getTime() - who.sessionStartedAt.getTime()) / MINUTE_MS);
  const views = RG_LIMIT_SLOTS.map(({ kind, period }) => {
    const row = limits.find((l) => l.kind === kind && l.period === period);
    const amount = row ? limitInForce(row, now) : null;
    const pending = row ? pendingChange(row, now) : null;
    let used: string | null = null;
    if (kind === 'deposit' || kind === 'loss') {
      const windowStart = new Date(now.getTime() - WINDOW_MS[period as '24h']);
      const total = sumSince(kind === 'deposit' ? deposits : losses, windowStart);
      used = toDecimal(total > 0n ? total : 0n);
    } else if (kind === 'session') used = String(playedMinutes);
    return {
      kind,
      period,
      amount: showAmount(kind, amount),
      used,
      pending: pending
        ? { amount: showAmount(kind, pending.amount), effective_at: pending.at.toISOString() }
        : null,
    };
  });
  // Closing (own money withdrawn first) stops money and rewards like a block, without being one.
  const closing = state?.closureRequestedAt != null || state?.closingAt != null;
  const blocked = state?.blockKind != null || closing;
  const barred = state?.registryStatus === 'barred';
  const failClosed = state?.registryStatus === 'unavailable' && profile === 'br-regulated';
  const limitsRequired = profile === 'br-regulated' && !state?.limitsChosenAt;
  const mayMoney = !blocked && !barred && !failClosed && !limitsRequired;
  const realityMinutes = state?.realityMinutes ?? DEFAULT_REALITY_MINUTES;
  return {
    profile,
    limits: views,
    limits_required: limitsRequired,
    block: state?.blockKind
      ? {
          kind: state!.blockKind as 'cooloff' | 'exclusion',
          period: state!.blockPeriod ?? '',
          started_at: state!.blockStartedAt!.toISOString(),
          until: state!.blockUntil?.toISOString() ?? null,
        }
      : null,
    registry: registryViewOf(state, now),
    reality_check: {
      minutes:
        realityMinutes === 0 && profile !== 'br-regulated' ? null : realityMinutes || DEFAULT_REALITY_MINUTES,
      mandatory: profile === 'br-regulated',
      due: realityDue(state, { id: who.sessionId, startedAt: who.sessionStartedAt }, now, profile),
      session_started_at: who.sessionStartedAt.toISOString(),
      played_minutes: playedMinutes,
      net: toDecimal(net),
    },
    can: {
      stake: mayMoney,
      deposit: mayMoney,
      claim: !blocked && !barred && !failClosed,
      marketing: !blocked && !barred,
    },
    idle_minutes: ctx.sessionIdleMinutes,
  };
}

function parseLimit(kind: RgLimitKind, raw: string | null | undefined): bigint | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  if (kind === 'session') {
    const minutes = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
    if (!(minutes >= SESSION_LIMIT_MINUTES.min && minutes <= SESSION_LIMIT_MINUTES.max))
      refuse('INVALID_FIELD', { field: 'amount', messageKey: 'rg:limits.invalidMinutes' });
    return BigInt(minutes);
  }
  const cents = /^\d{1,10}([.,]\d{1,2})?$/.test(text) ? parseDecimal(text.replace(',', '.')) : null;
  if (cents === null || cents <= 0n)
    refuse('INVALID_FIELD', { field: 'amount', messageKey: 'rg:limits.invalidAmount' });
  return cents;
}

/**
 * `POST /rg/limits`: a tighter limit applies at once; a looser one or a removal after 24 hours; the
 * same value as in force (or `cancel`) drops a pending change. Every request is recorded.
 */
export async function setLimit(
  ctx: RgContext,
  memberId: bigint,
  body: RgLimitsBody,
): Promise<RgLimitsResult> {
  const kind = body.kind;
  const period = body.period as RgPeriod;
  if (!isValidSlot(kind, period)) refuse('INVALID_FIELD', { field: 'period' });
  const cancel = body.cancel === true || body.cancel === '1' || body.cancel === 'true';
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await ensureLockedState(tx, memberId, now);
    const [current] = await listLimits(tx, memberId).then((rows) =>
      rows.filter((r) => r.kind === kind && r.period === period),
    );
    const wanted = cancel ? (current ? limitInForce(current, now) : null) : parseLimit(kind, body.amount);
    const { row, effect } = applyRequest(current, wanted, now, { memberId, kind, period });
    await upsertLimit(tx, row);
    await recordAction(
      tx,
      memberId,
      cancel ? 'limit.cancel' : 'limit.set',
      { kind, period, wanted: wanted === null ? null : String(wanted), effect },
      now,
    );
    return { effect, effective_at: row.pendingEffectiveAt?.toISOString() ?? null };
  });
}
export type RgLimitsResult = { effect: 'now' | 'scheduled' | 'unchanged'; effective_at: string | null };

/** br-regulated sign-up step: the player confirms their limits (each may be "no limit"). */
export async function confirmLimitsChosen(ctx: RgContext, memberId: bigint): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const state = await ensureLockedState(tx, memberId, now);
    if (state.limitsChosenAt) return;
    await updateState(tx, memberId, { limitsChosenAt: now, updatedAt: now });
    await recordAction(tx, memberId, 'limits.chosen', {}, now);
  });
}

/**
 * `POST /rg/cooloff` and `POST /rg/exclude`: a block can only be lengthened — a request that would end
 * sooner than the one in force is refused; an exclusion is never replaced by a cool-off.
 */
export async function startBlock(
  ctx: RgContext,
  memberId: bigint,
  kind: 'cooloff' | 'exclusion',
  period: BlockPeriod,
): Promise<{ until: string | null }> {
  const now = ctx.now();
  const until = blockEnd(period, now);
  return ctx.db.transaction(async (tx) => {
    const state = await ensureLockedState(tx, memberId, now);
    if (state.blockKind) {
      const currentPermanent = state.blockUntil === null;
      const shorter = currentPermanent || (until !== null && until <= state.blockUntil!);
      const downgrade = state.blockKind === 'exclusion' && kind === 'cooloff';
      if (shorter || downgrade) refuse('RG_BLOCK_CANNOT_SHORTEN');
    }
    await updateState(tx, memberId, {
      blockKind: kind,
      blockPeriod: period,
      blockStartedAt: now,
      blockUntil: until,
      updatedAt: now,
    });
    await recordAction(tx, memberId, `${kind}.start`, { period, until: until?.toISOString() ?? null }, now);
    return { until: until?.toISOString() ?? null };
  });
}

/** `POST /rg/reality-check {minutes}`: the interval (0 or empty: off, refused in br-regulated). */
export async function setRealityInterval(ctx: RgContext, memberId: bigint, raw: string | null | undefined) {
  const text = raw?.trim() ?? '';
  const minutes = text === '' ? 0 : /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  if (!(minutes === 0 || (minutes >= 5 && minutes <= 240))) refuse('INVALID_FIELD', { field: 'minutes' });
  const profile: Profile = await profileOf(ctx.db);
  if (minutes === 0 && profile === 'br-regulated') refuse('RG_REALITY_CHECK_MANDATORY', { field: 'minutes' });
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await ensureLockedState(tx, memberId, now);
    await updateState(tx, memberId, { realityMinutes: minutes, updatedAt: now });
    await recordAction(tx, memberId, 'reality.interval', { minutes }, now);
  });
}

/**
 * `POST /rg/reality-check {choice}`: the player's answer, recorded with the time played and the net
 * result shown. `continue` starts the next interval; `stop` ends the session (the app logs out).
 */
export async function answerRealityCheck(ctx: RgContext, who: RgSession, choice: 'continue' | 'stop') {
  const now = ctx.now();
  const net = await sessionNet(ctx.db, who.memberId, who.sessionStartedAt);
  const playedMinutes = Math.floor((now.getTime() - who.sessionStartedAt.getTime()) / MINUTE_MS);
  await ctx.db.transaction(async (tx) => {
    await ensureLockedState(tx, who.memberId, now);
    await updateState(tx, who.memberId, {
      realitySessionId: who.sessionId,
      realityAckAt: now,
      updatedAt: now,
    });
    await recordAction(
      tx,
      who.memberId,
      'reality.answer',
      { choice, sessionId: String(who.sessionId), playedMinutes, net: toDecimal(net) },
      now,
    );
  });
  return { choice };
}
