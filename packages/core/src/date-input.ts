/**
 * Dates and instants as clients send them (docs/API.md "Conventions"): checked as real calendar values, never
 * handed to `new Date` unchecked (which reads "2026-02-30" as 2 March and "2026-13-01" as Invalid
 * Date, a 500 once it reaches `toISOString`). Years 1900–9999: earlier and later are no value a
 * casino record can hold (a reader that adds a day or an offset near 9999 clamps its bound itself).
 */

export const MIN_INPUT_YEAR = 1900;
export const MAX_INPUT_YEAR = 9999;

/** `YYYY-MM-DD`. */
export const DATE_INPUT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * RFC 3339 `date-time`: `T`/`Z` in either case (the RFC allows both), seconds and fractions
 * optional, and an offset always (an instant without one means a different moment on each server).
 */
export const INSTANT_INPUT_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?([Zz]|([+-])(\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isDay(y: number, m: number, d: number): boolean {
  return y >= MIN_INPUT_YEAR && y <= MAX_INPUT_YEAR && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** True for a `YYYY-MM-DD` that names a day of the calendar (no 2026-02-30, no month 13 or 00). */
export function isCalendarDate(text: string): boolean {
  const m = DATE_INPUT_PATTERN.exec(text);
  return m !== null && isDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** The instant an RFC 3339 `date-time` names, or null when it names none (hour 25, minute 60…). */
export function parseInstantInput(text: string): Date | null {
  const m = INSTANT_INPUT_PATTERN.exec(text);
  if (!m) return null;
  const n = (i: number) => Number(m[i] ?? '0');
  const [hour, minute, second] = [n(4), n(5), n(6)];
  if (!isDay(n(1), n(2), n(3)) || hour > 23 || minute > 59 || second > 59) return null;
  if (m[9] && (n(10) > 23 || n(11) > 59)) return null;
  const offsetMinutes = m[9] ? (m[9] === '-' ? -1 : 1) * (n(10) * 60 + n(11)) : 0;
  const ms = m[7] ? Math.floor(Number(`0${m[7]}`) * 1000) : 0;
  const utc = Date.UTC(n(1), n(2) - 1, n(3), hour, minute, second, ms);
  return new Date(utc - offsetMinutes * 60_000);
}

/** True for a calendar date or an RFC 3339 instant, as the two are told apart by their shape. */
export function isDateOrInstantInput(text: string): boolean {
  return DATE_INPUT_PATTERN.test(text) ? isCalendarDate(text) : parseInstantInput(text) !== null;
}

/** A day typed as Brazilians write it, `dd/mm/aaaa`, as `YYYY-MM-DD`; null when it names no day. */
export function parseBrazilianDay(text: string): string | null {
  const m = /^\s*(\d{2})\/(\d{2})\/(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const day = `${m[3]}-${m[2]}-${m[1]}`;
  return isCalendarDate(day) ? day : null;
}

/** What a player types for a date, masked as they type: digits become `dd/mm/aaaa`. */
export function maskBrazilianDay(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
