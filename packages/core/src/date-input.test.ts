import { describe, expect, it } from 'vitest';
import { isCalendarDate, isDateOrInstantInput, parseInstantInput } from './date-input.ts';

describe('isCalendarDate', () => {
  it('accepts the days of the calendar, 29 February in leap years only', () => {
    for (const day of ['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29', '1900-01-01', '9999-12-31']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });

  it('refuses months 00 and 13, day 00, 30 February, 31 April, 29 February 2026/1900 and year 0000', () => {
    for (const day of [
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-02-30',
      '2026-04-31',
      '2026-02-29',
      '2100-02-29',
      '0000-01-01',
      '1899-12-31',
      '2026-1-01',
      '２０２６-01-01',
      '2026-01-01 ',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });
});

describe('parseInstantInput', () => {
  it('reads RFC 3339 instants with any offset, T and Z in either case, seconds optional', () => {
    expect(parseInstantInput('2026-01-01T10:00:00Z')?.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    expect(parseInstantInput('2026-01-01t10:00z')?.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    expect(parseInstantInput('2026-01-01T10:00:00.1234-03:00')?.toISOString()).toBe(
      '2026-01-01T13:00:00.123Z',
    );
    expect(parseInstantInput('2026-01-01T00:30:00+05:30')?.toISOString()).toBe('2025-12-31T19:00:00.000Z');
  });

  it('refuses hour 24/25, minute or second 60, impossible days, offsets out of range and no offset', () => {
    for (const text of [
      '2026-01-01T25:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T10:60Z',
      '2026-01-01T10:00:60Z',
      '2026-02-30T10:00Z',
      '2026-13-01T10:00Z',
      '0000-01-01T00:00Z',
      '2026-01-01T10:00+24:00',
      '2026-01-01T10:00+03:60',
      '2026-01-01T10:00:00',
      '2026-01-01T10:00+0300',
      '2026-01-01T10Z',
      '2026-01-01',
    ]) {
      expect(parseInstantInput(text), text).toBeNull();
    }
  });
});

describe('isDateOrInstantInput', () => {
  it('takes a date or an instant and nothing impossible', () => {
    expect(isDateOrInstantInput('2026-02-28')).toBe(true);
    expect(isDateOrInstantInput('2026-02-28T23:59:59-03:00')).toBe(true);
    expect(isDateOrInstantInput('2026-02-30')).toBe(false);
    expect(isDateOrInstantInput('2026-01-01T25:00Z')).toBe(false);
    expect(isDateOrInstantInput('yesterday')).toBe(false);
  });
});
