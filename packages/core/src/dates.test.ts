import { describe, expect, it } from 'vitest';
import {
  addDays,
  DAY_MS,
  formatBrazilianDateTime,
  formatCalendarDay,
  formatDateTime,
  formatRelative,
  isInsideWindow,
  isoWeekday,
  localParts,
  minuteOf,
  relativeParts,
  saoPauloDay,
  saoPauloDayStart,
  saoPauloWeekStart,
  TIME_ZONE,
} from './dates.ts';

const now = new Date('2025-03-10T15:00:00Z'); // 12:00 in São Paulo (UTC-3, no DST since 2019)

describe('relativeParts', () => {
  it('picks the largest unit that fits, truncating toward zero', () => {
    expect(relativeParts(-90_000)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeParts(-59_999)).toEqual({ value: -59, unit: 'second' });
    expect(relativeParts(3 * 3_600_000 + 1)).toEqual({ value: 3, unit: 'hour' });
    expect(relativeParts(3 * DAY_MS)).toEqual({ value: 3, unit: 'day' });
    expect(relativeParts(-45 * DAY_MS)).toEqual({ value: -1, unit: 'month' });
    expect(relativeParts(800 * DAY_MS)).toEqual({ value: 2, unit: 'year' });
  });

  it('treats anything under a second as now', () => {
    expect(relativeParts(400)).toEqual({ value: 0, unit: 'second' });
    expect(relativeParts(0)).toEqual({ value: 0, unit: 'second' });
  });
});

describe('formatRelative', () => {
  it('writes dates within a day relative to now, in the player language', () => {
    expect(formatRelative(new Date(now.getTime() - 5 * 60_000), now, 'pt-BR')).toBe('há 5 minutos');
    expect(formatRelative(new Date(now.getTime() - 5 * 60_000), now, 'en')).toBe('5 minutes ago');
    expect(formatRelative(new Date(now.getTime() - 2 * 3_600_000), now, 'es')).toBe('hace 2 horas');
    expect(formatRelative(new Date(now.getTime() + 3 * 3_600_000), now, 'en')).toBe('in 3 hours');
    expect(formatRelative(new Date(now.getTime() - 30_000), now, 'zh-Hans')).toBe('30秒钟前');
    expect(formatRelative(new Date(now.getTime() - 10 * 60_000), now, 'id-ID')).toBe('10 menit yang lalu');
  });

  it('says "now" for the current second', () => {
    expect(formatRelative(now, now, 'pt-BR')).toBe('agora');
    expect(formatRelative(now, now, 'en')).toBe('now');
  });

  it('writes dates a day or more away as yyyy/MM/dd-HH:mm in São Paulo time', () => {
    expect(formatRelative(new Date(now.getTime() - DAY_MS), now, 'pt-BR')).toBe('2025/03/09-12:00\u00a0BRT');
    expect(formatRelative('2024-12-31T23:30:00Z', now, 'en')).toBe('2024/12/31-20:30\u00a0GMT-3');
    expect(formatRelative(new Date(now.getTime() + 2 * DAY_MS), now, 'zh-Hans')).toBe(
      '2025/03/12-12:00\u00a0GMT-3',
    );
    expect(formatRelative('2024-12-31T23:30:00Z', now, 'es')).toBe('2024/12/31-20:30\u00a0GMT-3');
    expect(formatRelative('2024-12-31T23:30:00Z', now, 'id-ID')).toBe('2024/12/31-20:30\u00a0GMT-3');
  });

  it('accepts timestamps and ISO strings', () => {
    expect(formatRelative(now.getTime() - 60_000, now.getTime(), 'en')).toBe('1 minute ago');
    expect(formatRelative('2025-03-10T14:00:00Z', now, 'en')).toBe('1 hour ago');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatRelative('not a date', now, 'pt-BR')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('uses a 24-hour clock with zero padding', () => {
    expect(formatDateTime('2025-01-05T03:07:00Z')).toBe('2025/01/05-00:07');
    expect(formatDateTime('2025-07-01T00:59:00Z')).toBe('2025/06/30-21:59');
    expect(formatDateTime('2025-07-01T23:05:00Z')).toBe('2025/07/01-20:05');
  });
});

describe('São Paulo days and weeks', () => {
  it('puts an instant on its São Paulo calendar day', () => {
    expect(saoPauloDay(new Date('2026-11-24T02:59:59Z'))).toBe('2026-11-23');
    expect(saoPauloDay(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('starts weeks on Monday in São Paulo: Sunday 23:59 and Monday 00:00 are different weeks', () => {
    // 2026-11-23 is a Monday.
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(saoPauloWeekStart(new Date('2026-11-30T02:59:00Z'))).toBe('2026-11-23'); // Sun 23:59
    expect(saoPauloWeekStart(new Date('2026-11-30T03:00:00Z'))).toBe('2026-11-30'); // Mon 00:00
  });

  it('finds the instant a São Paulo day begins', () => {
    expect(saoPauloDayStart('2026-11-24').toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });
});

describe('wall-clock windows', () => {
  const window = { start: '00:00', end: '22:00', timeZone: TIME_ZONE };
  it('is open up to 21:59 São Paulo time and closed from 22:00', () => {
    expect(isInsideWindow(new Date('2026-11-25T00:59:00Z'), window)).toBe(true); // 21:59
    expect(isInsideWindow(new Date('2026-11-25T01:00:00Z'), window)).toBe(false); // 22:00
    expect(localParts(new Date('2026-11-25T01:00:00Z'), TIME_ZONE)).toEqual({
      day: '2026-11-24',
      minute: 1320,
    });
  });
  it('spans midnight when the end is before the start, and refuses malformed times', () => {
    const night = { start: '22:00', end: '06:00', timeZone: TIME_ZONE };
    expect(isInsideWindow(new Date('2026-11-25T04:00:00Z'), night)).toBe(true); // 01:00
    expect(() => minuteOf('25:00')).toThrow();
  });
});

describe('calendar days', () => {
  it('reads a São Paulo day in the rule’s yyyy/MM/dd form, and nothing for garbage', () => {
    expect(formatCalendarDay('2026-03-23')).toBe('2026/03/23');
    expect(formatCalendarDay('nope')).toBe('');
  });
});

describe('formatBrazilianDateTime', () => {
  it('writes a deadline as dd/mm/aaaa HH:mm in São Paulo time with the locale’s zone name', () => {
    expect(formatBrazilianDateTime('2026-12-01T03:05:00Z', 'pt-BR')).toBe('01/12/2026 00:05\u00a0BRT');
    expect(formatBrazilianDateTime('2026-12-01T03:05:00Z', 'en')).toBe('01/12/2026 00:05\u00a0GMT-3');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatBrazilianDateTime('not a date', 'pt-BR')).toBe('');
  });
});
