/**
 * Wall-clock helpers for the withdrawal window and the daily count, in the operator's time zone
 * (America/Sao_Paulo: UTC−3, no daylight saving since 2019 — Intl keeps that right either way).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
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
