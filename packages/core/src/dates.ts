/**
 * Dates for players (docs/SPECIFICATION.md §9), one rule on every screen: within a day, relative ("há 5 minutos",
 * "in 3 hours"); older, the absolute `yyyy/MM/dd-HH:mm` in Brazil's time (America/Sao_Paulo), with
 * the zone stated after it in the player's language ("2025/03/09-12:00 BRT", "… GMT-3"), so that
 * a time is never read in the device's own zone by mistake.
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

/**
 * A formatter made on first use: making one with a time zone costs milliseconds on a phone (its zone
 * data), which importing this module must not cost the player app's first load.
 */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormatter(locale: string): Intl.RelativeTimeFormat {
  let formatter = relativeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormatters.set(locale, formatter);
  }
  return formatter;
}

/** Date and time to the minute, 24 h: the parts the absolute formats are built from. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const absoluteFormatter = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, ...DATE_TIME }),
);

/** `yyyy/MM/dd-HH:mm` in São Paulo time, the same in every locale. */
export function formatDateTime(value: Date | number | string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of absoluteFormatter().formatToParts(date)) parts[part.type] = part.value;
  return `${parts.year}/${parts.month}/${parts.day}-${parts.hour}:${parts.minute}`;
}

const zoneNames = new Map<string, string>();
/** The zone's short name as the locale writes it: "BRT" in pt-BR, "GMT-3" in en, es, zh-Hans, id-ID. */
export function zoneName(locale: string): string {
  let name = zoneNames.get(locale);
  if (name === undefined) {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone: TIME_ZONE,
      timeZoneName: 'short',
    }).formatToParts(new Date(0));
    name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-3';
    zoneNames.set(locale, name);
  }
  return name;
}

/**
 * `dd/MM/yyyy HH:mm` in São Paulo time and the zone, as Brazilians write a deadline ("09/03/2025 12:00
 * BRT"), the same digits in every locale: the dates of a barred beneficiary's steps.
 */
export function formatBrazilianDateTime(value: Date | number | string, locale: string): string {
  const m = /^(\d{4})\/(\d{2})\/(\d{2})-(\d{2}:\d{2})$/.exec(formatDateTime(value));
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}\u00a0${zoneName(locale)}` : '';
}

/** `yyyy/MM/dd-HH:mm` and the zone: "2025/03/09-12:00 BRT". */
export function formatZonedDateTime(value: Date | number | string, locale: string): string {
  const text = formatDateTime(value);
  return text ? `${text}\u00a0${zoneName(locale)}` : '';
}

/**
 * The one rule for a date a player sees: relative within a day of `now` (past or future), else the
 * absolute date-time with its zone. An invalid date gives an empty string, so a bad row never breaks
 * a list.
 */
export function formatRelative(value: Date | number | string, now: Date | number, locale: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const diff = date.getTime() - toDate(now).getTime();
  if (Math.abs(diff) >= DAY_MS) return formatZonedDateTime(date, locale);
  const { value: count, unit } = relativeParts(diff);
  return relativeFormatter(locale).format(count, unit);
}

/*
 * São Paulo calendar days and weeks for rules that count by day or week (withdrawals per day, check-in,
 * active subordinates Monday–Sunday, daily settlements). Days are "YYYY-MM-DD" strings.
 */

const dayFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The São Paulo calendar day of an instant: 2026-11-24T02:59Z → "2026-11-23". */
export function saoPauloDay(at: Date): string {
  return dayFormatter().format(at);
}

/** `day` plus `n` calendar days ("2026-11-30", 1 → "2026-12-01"). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Day of the week of a calendar day: 1 Monday … 7 Sunday (ISO). */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** The Monday that starts the São Paulo week (Monday–Sunday) of an instant. */
export function saoPauloWeekStart(at: Date): string {
  const day = saoPauloDay(at);
  return addDays(day, 1 - isoWeekday(day));
}

/** The instant São Paulo's calendar day `day` begins (its local midnight). */
export function saoPauloDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // Start from midnight UTC and correct by the zone's offset at that moment (−3 h since 2019).
  const guess = new Date(Date.UTC(y, m - 1, d));
  const local = new Date(`${saoPauloDay(guess)}T${localTime(guess)}Z`);
  return new Date(guess.getTime() + (guess.getTime() - local.getTime()));
}

const timeFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);
const localTime = (at: Date): string => timeFormatter().format(at);

/*
 * Wall-clock in a given time zone (the withdrawal window and daily counts use the operator's zone,
 * America/Sao_Paulo by default): UTC−3 with no daylight saving since 2019 — Intl keeps that right either way.
 */

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, ...DATE_TIME });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local calendar day ("2026-01-05") and minute of the day (0–1439) of an instant. */
export function localParts(at: Date, timeZone: string): { day: string; minute: number } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** "22:00" → 1320; "24:00" → 1440. Throws on anything else (the setting is the operator's). */
export function minuteOf(hhmm: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  const minute = match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  if (!(minute >= 0 && minute <= 1440)) throw new Error(`invalid time of day: ${hhmm}`);
  return minute;
}

/**
 * Whether `at` falls inside [start, end) local time: "00:00"–"22:00" is open from midnight up to
 * 21:59:59 and closed from 22:00 on. A window whose end is before its start spans midnight.
 */
export function isInsideWindow(at: Date, window: { start: string; end: string; timeZone: string }): boolean {
  const { minute } = localParts(at, window.timeZone);
  const start = minuteOf(window.start);
  const end = minuteOf(window.end);
  if (start === end) return true;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** A São Paulo calendar day ("2026-03-23") as players read it, the date part of the spec's rule: "2026/03/23". */
export function formatCalendarDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day.slice(0, 10)) ? day.slice(0, 10).replaceAll('-', '/') : '';
}

/** A calendar day `YYYY-MM-DD` as Brazilians write a birth date, `dd/mm/aaaa` (every locale). */
export function formatBrazilianDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
