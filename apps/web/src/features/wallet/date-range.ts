import { TIME_ZONE } from '@jl/core/dates.ts';

/** The fund log's quick date filters. Days are São Paulo calendar days, as the server counts them. */
export const RANGE_KEYS = ['all', 'today', '7d', '30d'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

const DAYS: Record<Exclude<RangeKey, 'all'>, number> = { today: 1, '7d': 7, '30d': 30 };

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar day of an instant, as YYYY-MM-DD. */
export function saoPauloDay(instant: Date): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dayFormatter.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A calendar day `days` before `day` (YYYY-MM-DD); plain calendar arithmetic, no clock involved. */
export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/**
 * The `from`/`to` query of a quick filter (both inclusive): today is today; 7 days is today and
 * the six days before it; all sends neither.
 */
export function rangeDates(range: RangeKey, now: Date): { from?: string; to?: string } {
  if (range === 'all') return {};
  const today = saoPauloDay(now);
  return { from: daysBefore(today, DAYS[range] - 1), to: today };
}
