import { describe, expect, it } from 'vitest';
import { bernsteinHalfWidth, rtpBoundCheck, rtpBoundInterval, varianceBound } from './rtp-bound.ts';

// Vectors computed independently (Python 3, math.log/math.sqrt) from
// h = (B·L/3 + √((B·L/3)² + 2σ²·Σb²·L)) / Σb, L = ln(2/δ), B = max b · max(M − μ, μ).
describe('the Bernstein interval of an observed RTP (payout bounded in [0, M])', () => {
  const slot = { mean: 0.96, max: 1000, standardDeviation: 5 };

  it('vector 1: a slot (σ 5, M 1000×), 10 000 rounds of R$ 1,00', () => {
    const sums = { stakes: 1_000_000, stakeSquares: 10_000 * 100 ** 2, maxStake: 100 };
    expect(bernsteinHalfWidth(slot, sums)).toBeCloseTo(0.41648899640165227, 12);
    const { low, high } = rtpBoundInterval(slot, sums);
    expect(low).toBeCloseTo(0.96 - 0.41648899640165227, 12);
    expect(high).toBeCloseTo(0.96 + 0.41648899640165227, 12);
  });

  it('vector 2: roulette without a published σ (σ² = μ(M − μ), M 36×), 1 000 bets of one unit', () => {
    const roulette = { mean: 36 / 37, max: 36 };
    expect(varianceBound(roulette)).toBeCloseTo((36 / 37) * (36 - 36 / 37), 12);
    const sums = { stakes: 1000, stakeSquares: 1000, maxStake: 1 };
    expect(bernsteinHalfWidth(roulette, sums)).toBeCloseTo(0.665983826995393, 12);
  });

  it('vector 3: ten rounds never go below zero — the interval is clamped to [0, M]', () => {
    const sums = { stakes: 1000, stakeSquares: 10 * 100 ** 2, maxStake: 100 };
    expect(bernsteinHalfWidth(slot, sums)).toBeCloseTo(352.95712156356916, 9);
    const { low, high } = rtpBoundInterval(slot, sums);
    expect(low).toBe(0);
    expect(high).toBeCloseTo(0.96 + 352.95712156356916, 9);
    const check = rtpBoundCheck(slot, { ...sums, wins: 0 });
    expect(check).toMatchObject({ observed: 0, low: 0, alarm: false });
  });

  it('vector 4: the default wheel (mean 290 centavos, σ 616.563…, M 5 000), 10 000 spins', () => {
    const wheel = { mean: 290, max: 5000, standardDeviation: 616.5630543585952 };
    const sums = { stakes: 10_000, stakeSquares: 10_000, maxStake: 1 };
    expect(bernsteinHalfWidth(wheel, sums)).toBeCloseTo(20.919718249067746, 9);
  });

  it('raises the alarm outside the interval, either side; none before the first stake', () => {
    const sums = { stakes: 1_000_000, stakeSquares: 10_000 * 100 ** 2, maxStake: 100 };
    expect(rtpBoundCheck(slot, { ...sums, wins: 1_400_000 }).alarm).toBe(true);
    expect(rtpBoundCheck(slot, { ...sums, wins: 500_000 }).alarm).toBe(true);
    expect(rtpBoundCheck(slot, { ...sums, wins: 1_000_000 }).alarm).toBe(false);
    expect(rtpBoundCheck(slot, { stakes: 0, stakeSquares: 0, maxStake: 0, wins: 0 })).toEqual({
      observed: null,
      low: null,
      high: null,
      alarm: false,
    });
  });

  it('uneven stakes widen it (Σb² and max b grow for the same total)', () => {
    const even = bernsteinHalfWidth(slot, { stakes: 10_000, stakeSquares: 100 * 100 ** 2, maxStake: 100 });
    const uneven = bernsteinHalfWidth(slot, {
      stakes: 10_000,
      stakeSquares: 2 * 5_000 ** 2,
      maxStake: 5_000,
    });
    expect(uneven).toBeGreaterThan(even);
  });
});
