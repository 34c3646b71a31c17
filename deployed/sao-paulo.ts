/**
 * São Paulo wall-clock time, as the product's schedules read it (UTC−3, no daylight saving since 2019),
 * written apart from the server's own date code.
 */
const OFFSET_MS = 3 * 3_600_000;

/** The São Paulo day of an instant, `YYYY-MM-DD`. */
export const spDay = (at: Date): string => new Date(at.getTime() - OFFSET_MS).toISOString().slice(0, 10);

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The instant of `time` (`HH:MM` or `HH:MM:SS`) on São Paulo `day`. */
export const spAt = (day: string, time: string): Date =>
  new Date(`${day}T${time.length === 5 ? `${time}:00` : time}-03:00`);

/** The Monday of the São Paulo week (Monday–Sunday) of `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}
