/**
 * Dates for players (spec §9): within a day, relative ("há 5 minutos", "in 3 hours"); older, the
 * absolute `yyyy/MM/dd-HH:mm` in Brazil's time (America/Sao_Paulo).
 *
 * The spec writes the pattern as `yyyy/MM/dd-hh:mm`. We use a 24-hour clock (`HH`): in date-fns /
 * Unicode patterns `hh` is the 12-hour clock, which without an AM/PM marker makes 09:00 and 21:00
 * look the same; Brazilian players read times on a 24-hour clock.
 */
export const TIME_ZONE = 'America/Sao_Paulo';

export type RelativeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
export const DAY_MS = 24 * HOUR;

/** Unit sizes, largest first; months and years are the average Gregorian lengths. */
const UNITS: readonly [RelativeUnit, number][] = [
  ['year', 365.2425 * DAY_MS],
  ['month', (365.2425 / 12) * DAY_MS],
  ['day', DAY_MS],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/**
 * The largest of the spec's units that fits a signed duration, as a whole (truncated) count:
 * -90 s → {-1, 'minute'}; 3 days → {3, 'day'}. Negative means the past.
 */
export function relativeParts(diffMs: number): { value: number; unit: RelativeUnit } {
  const abs = Math.abs(diffMs);
  for (const [unit, size] of UNITS) {
    if (abs >= size) return { value: Math.trunc(diffMs / size), unit };
  }
  return { value: 0, unit: 'second' };
}

const toDate = (value: Date | number | string): Date => (value instanceof Date ? value : new Date(value));

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormatter(locale: string): Intl.RelativeTimeFormat {
  let formatter = relativeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormatters.set(locale, formatter);
  }
  return formatter;
}

const absoluteFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `yyyy/MM/dd-HH:mm` in São Paulo time, the same in every locale. */
export function formatDateTime(value: Date | number | string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of absoluteFormatter.formatToParts(date)) parts[part.type] = part.value;
  return `${parts.year}/${parts.month}/${parts.day}-${parts.hour}:${parts.minute}`;
}

/**
 * Relative within a day of `now` (past or future), else the absolute date-time. An invalid date
 * gives an empty string, so a bad row never breaks a list.
 */
export function formatRelative(value: Date | number | string, now: Date | number, locale: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const diff = date.getTime() - toDate(now).getTime();
  if (Math.abs(diff) >= DAY_MS) return formatDateTime(date);
  const { value: count, unit } = relativeParts(diff);
  return relativeFormatter(locale).format(count, unit);
}
