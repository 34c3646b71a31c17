import { describe, expect, it } from 'vitest';
import { daysBefore, rangeDates, saoPauloDay } from './date-range.ts';

describe('fund-log quick date filters (São Paulo days)', () => {
  it('uses the São Paulo calendar day, not the UTC one', () => {
    // 02:30 UTC on 1 March is still 28 February in São Paulo (UTC−3).
    expect(saoPauloDay(new Date('2025-03-01T02:30:00Z'))).toBe('2025-02-28');
    expect(saoPauloDay(new Date('2025-03-01T03:00:00Z'))).toBe('2025-03-01');
  });

  it('counts calendar days across month and year ends', () => {
    expect(daysBefore('2025-03-01', 1)).toBe('2025-02-28');
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2025-01-05', 29)).toBe('2024-12-07');
  });

  it('gives today, the last 7 and the last 30 days inclusive, and nothing for all', () => {
    const now = new Date('2025-06-10T15:00:00Z');
    expect(rangeDates('all', now)).toEqual({});
    expect(rangeDates('today', now)).toEqual({ from: '2025-06-10', to: '2025-06-10' });
    expect(rangeDates('7d', now)).toEqual({ from: '2025-06-04', to: '2025-06-10' });
    expect(rangeDates('30d', now)).toEqual({ from: '2025-05-12', to: '2025-06-10' });
  });
});
