import { formatMoney, type Locale, type RgLimitKind, type RgPeriod, translate } from '@jl/core';
import type { RgLimitRow, Windowed } from './rg-repository.ts';

/**
 * The rules of responsible gaming that need no database: rolling windows, the limit in force, when a
 * limit frees up, block lengths. Pure, so that each edge is unit-tested.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** An increase or a removal waits this long (UKGC RTS 12 practice; docs/COMPLIANCE.md "Both profiles"). */
export const INCREASE_DELAY_MS = DAY_MS;
/** Reality check every 60 minutes unless the player chose another interval. */
export const DEFAULT_REALITY_MINUTES = 60;
export const SESSION_LIMIT_MINUTES = { min: 5, max: 24 * 60 };

export const WINDOW_MS: Record<'24h' | '7d' | '30d', number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
};
export const WINDOW_PERIODS = ['24h', '7d', '30d'] as const;

/** Which periods each kind accepts. */
export function isValidSlot(kind: RgLimitKind, period: RgPeriod): boolean {
  if (kind === 'deposit' || kind === 'loss') return period in WINDOW_MS;
  if (kind === 'stake') return period === 'round';
  return period === 'session';
}

/** The limit in force at `now`: a pending change counts once its time has come (null = none). */
export function limitInForce(row: RgLimitRow, now: Date): bigint | null {
  if (row.pendingEffectiveAt && row.pendingEffectiveAt <= now) return row.pendingAmountCents;
  return row.amountCents;
}

/** The change still waiting at `now`, if any. */
export function pendingChange(row: RgLimitRow, now: Date): { amount: bigint | null; at: Date } | null {
  if (!row.pendingEffectiveAt || row.pendingEffectiveAt <= now) return null;
  return { amount: row.pendingAmountCents, at: row.pendingEffectiveAt };
}

/**
 * The row after the player asks for `wanted` (null: no limit). Tighter than the limit in force (or a
 * first limit): at once, and any pending change is dropped. Looser (or a removal): pending for 24 h,
 * the limit in force stays. The same value as in force cancels a pending change.
 */
export function applyRequest(
  current: RgLimitRow | undefined,
  wanted: bigint | null,
  now: Date,
  base: Pick<RgLimitRow, 'memberId' | 'kind' | 'period'>,
): { row: RgLimitRow; effect: 'now' | 'scheduled' | 'unchanged' } {
  const inForce = current ? limitInForce(current, now) : null;
  const tighter = wanted !== null && (inForce === null || wanted < inForce);
  if (tighter || (wanted === inForce && current)) {
    const effect = wanted === inForce ? 'unchanged' : 'now';
    return {
      row: {
        ...base,
        amountCents: wanted,
        pendingAmountCents: null,
        pendingEffectiveAt: null,
        updatedAt: now,
      },
      effect,
    };
  }
  if (inForce === null) {
    // No limit and none wanted.
    return {
      row: { ...base, amountCents: null, pendingAmountCents: null, pendingEffectiveAt: null, updatedAt: now },
      effect: 'unchanged',
    };
  }
  return {
    row: {
      ...base,
      amountCents: inForce,
      pendingAmountCents: wanted,
      pendingEffectiveAt: new Date(now.getTime() + INCREASE_DELAY_MS),
      updatedAt: now,
    },
    effect: 'scheduled',
  };
}

export function sumSince(items: Windowed[], since: Date): bigint {
  let total = 0n;
  for (const item of items) if (item.at > since) total += item.cents;
  return total;
}

/**
 * When `amount` more fits under `limit` in a rolling window of `windowMs`, if nothing new is added:
 * the earliest moment the items that leave the window bring the total down far enough. Items are
 * oldest first and all inside the window at `now`. Null: it never fits (the amount alone is above the
 * limit).
 */
export function freesUpAt(items: Windowed[], limit: bigint, amount: bigint, windowMs: number): Date | null {
  if (amount > limit) return null;
  let total = items.reduce((sum, i) => sum + i.cents, 0n);
  for (const item of items) {
    total -= item.cents;
    if (total + amount <= limit) return new Date(item.at.getTime() + windowMs);
  }
  return null;
}

export type BlockPeriod = '24h' | '7d' | '30d' | '6m' | '1y' | 'permanent';

/** End of a block started at `from`; null: permanent. Months are calendar months (UTC date arithmetic). */
export function blockEnd(period: BlockPeriod, from: Date): Date | null {
  switch (period) {
    case '24h':
    case '7d':
    case '30d':
      return new Date(from.getTime() + WINDOW_MS[period]);
    case '6m':
    case '1y': {
      const end = new Date(from);
      end.setUTCMonth(end.getUTCMonth() + (period === '6m' ? 6 : 12));
      return end;
    }
    case 'permanent':
      return null;
  }
}

/** Date and time in São Paulo, in the player's language ("25/11/2026 14:05" in pt-BR). */
export function formatWhen(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(', ', ' ');
}

export function periodLabel(period: string, locale: Locale): string {
  return translate(locale, `rg:period.${period}`);
}

export function money(cents: bigint, locale: Locale): string {
  return formatMoney(cents, locale);
}
