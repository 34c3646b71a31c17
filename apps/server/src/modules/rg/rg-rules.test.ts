import { describe, expect, it } from 'vitest';
import { applyRequest, blockEnd, DAY_MS, freesUpAt, limitInForce } from './rg-rules.ts';

const now = new Date('2026-11-24T15:00:00.000Z');
const base = { memberId: 1n, kind: 'deposit', period: '24h' };
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('applyRequest', () => {
  it('a first limit and a decrease apply at once; an increase and a removal wait 24 hours', () => {
    const first = applyRequest(undefined, 100n, now, base);
    expect(first.effect).toBe('now');
    expect(limitInForce(first.row, now)).toBe(100n);
    const lower = applyRequest(first.row, 50n, now, base);
    expect(lower.effect).toBe('now');
    const higher = applyRequest(lower.row, 80n, now, base);
    expect(higher.effect).toBe('scheduled');
    expect(limitInForce(higher.row, at(23.99))).toBe(50n);
    expect(limitInForce(higher.row, at(24))).toBe(80n);
    const removal = applyRequest(lower.row, null, now, base);
    expect(limitInForce(removal.row, at(24))).toBeNull();
  });

  it('asking for the limit in force cancels a pending change', () => {
    const pending = applyRequest(applyRequest(undefined, 50n, now, base).row, 80n, now, base).row;
    const cancelled = applyRequest(pending, 50n, now, base);
    expect(cancelled.effect).toBe('unchanged');
    expect(cancelled.row.pendingEffectiveAt).toBeNull();
  });
});

describe('freesUpAt', () => {
  const items = [
    { at: at(-20), cents: 30n },
    { at: at(-10), cents: 50n },
    { at: at(-1), cents: 20n },
  ];
  it('is when enough of the window has left it', () => {
    expect(freesUpAt(items, 100n, 10n, DAY_MS)).toEqual(at(4));
    expect(freesUpAt(items, 100n, 40n, DAY_MS)).toEqual(at(14));
    expect(freesUpAt(items, 100n, 100n, DAY_MS)).toEqual(at(23));
  });
  it('is never for an amount above the limit itself', () => {
    expect(freesUpAt(items, 100n, 101n, DAY_MS)).toBeNull();
  });
});

describe('blockEnd', () => {
  it('counts hours, days and calendar months; permanent has no end', () => {
    expect(blockEnd('24h', now)).toEqual(at(24));
    expect(blockEnd('30d', now)).toEqual(at(720));
    expect(blockEnd('6m', now)?.toISOString()).toBe('2027-05-24T15:00:00.000Z');
    expect(blockEnd('1y', now)?.toISOString()).toBe('2027-11-24T15:00:00.000Z');
    expect(blockEnd('permanent', now)).toBeNull();
  });
});
