import { describe, expect, it } from 'vitest';
import { rtpCheck, Z_99 } from './rtp-monitor.ts';

describe('observed RTP against the published RTP (99% interval)', () => {
  const game = { rtp: 0.96, standardDeviation: 5 };

  it('computes the interval from the published σ and the bets: 10 000 rounds of R$ 1', () => {
    const sample = {
      rounds: 10_000,
      stakeCents: 1_000_000n,
      winCents: 950_000n,
      stakeSquares: 10_000 * 100 ** 2,
    };
    const check = rtpCheck(game, sample);
    // sd = 5 · √(10 000 · 100²) / 1 000 000 = 0.05; half-width = 2.5758 × 0.05 = 0.12879.
    expect(check.observed).toBeCloseTo(0.95, 12);
    expect(check.low).toBeCloseTo(0.96 - Z_99 * 0.05, 12);
    expect(check.high).toBeCloseTo(0.96 + Z_99 * 0.05, 12);
    expect(check.low).toBeCloseTo(0.83121, 5);
    expect(check.alarm).toBe(false);
  });

  it('raises the alarm when the observed value leaves the interval, either side', () => {
    const base = { rounds: 10_000, stakeCents: 1_000_000n, stakeSquares: 10_000 * 100 ** 2 };
    expect(rtpCheck(game, { ...base, winCents: 1_100_000n }).alarm).toBe(true);
    expect(rtpCheck(game, { ...base, winCents: 820_000n }).alarm).toBe(true);
    expect(rtpCheck(game, { ...base, winCents: 1_080_000n }).alarm).toBe(false);
  });

  it('uneven bets widen the interval (Σbet² grows for the same total staked)', () => {
    const even = rtpCheck(game, {
      rounds: 100,
      stakeCents: 10_000n,
      winCents: 9_600n,
      stakeSquares: 100 * 100 ** 2,
    });
    const uneven = rtpCheck(game, {
      rounds: 2,
      stakeCents: 10_000n,
      winCents: 9_600n,
      stakeSquares: 2 * 5_000 ** 2,
    });
    expect(uneven.high! - uneven.low!).toBeGreaterThan(even.high! - even.low!);
  });

  it('has no observed value and no alarm before the first round', () => {
    expect(rtpCheck(game, { rounds: 0, stakeCents: 0n, winCents: 0n, stakeSquares: 0 })).toEqual({
      observed: null,
      low: null,
      high: null,
      alarm: false,
    });
  });
});
