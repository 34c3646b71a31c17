import { bernsteinHalfWidth } from '@jl/games';
import { describe, expect, it } from 'vitest';
import { rtpCheck } from './rtp-monitor.ts';

describe('observed RTP against the published RTP (99% Bernstein interval, never below zero)', () => {
  const game = { rtp: 0.96, standardDeviation: 5, maxWinMultiple: 1000 };
  const bounded = { mean: 0.96, max: 1000, standardDeviation: 5 };

  it('computes the interval from the published σ, the bound and the bets: 10 000 rounds of R$ 1', () => {
    const sample = {
      rounds: 10_000,
      stakeCents: 1_000_000n,
      winCents: 950_000n,
      stakeSquares: 10_000 * 100 ** 2,
      maxStakeCents: 100n,
    };
    const check = rtpCheck(game, sample);
    const h = bernsteinHalfWidth(bounded, {
      stakes: 1_000_000,
      stakeSquares: 10_000 * 100 ** 2,
      maxStake: 100,
    });
    expect(h).toBeCloseTo(0.41648899640165227, 12);
    expect(check.observed).toBeCloseTo(0.95, 12);
    expect(check.low).toBeCloseTo(0.96 - h, 12);
    expect(check.high).toBeCloseTo(0.96 + h, 12);
    expect(check.alarm).toBe(false);
  });

  it('raises the alarm when the observed value leaves the interval, either side', () => {
    const base = {
      rounds: 10_000,
      stakeCents: 1_000_000n,
      stakeSquares: 10_000 * 100 ** 2,
      maxStakeCents: 100n,
    };
    expect(rtpCheck(game, { ...base, winCents: 1_400_000n }).alarm).toBe(true);
    expect(rtpCheck(game, { ...base, winCents: 500_000n }).alarm).toBe(true);
    expect(rtpCheck(game, { ...base, winCents: 1_300_000n }).alarm).toBe(false);
  });

  it('never goes below zero, however few the rounds', () => {
    const check = rtpCheck(game, {
      rounds: 2,
      stakeCents: 10_000n,
      winCents: 0n,
      stakeSquares: 2 * 5_000 ** 2,
      maxStakeCents: 5_000n,
    });
    expect(check.low).toBe(0);
    expect(check.alarm).toBe(false);
  });

  it('has no observed value and no alarm before the first round', () => {
    const none = { rounds: 0, stakeCents: 0n, winCents: 0n, stakeSquares: 0, maxStakeCents: 0n };
    expect(rtpCheck(game, none)).toEqual({ observed: null, low: null, high: null, alarm: false });
  });
});
