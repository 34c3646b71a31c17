import { describe, expect, it } from 'vitest';
import { createFairRng } from '../fair/fair-rng.ts';
import { ratioToDecimal, ratioToString } from '../math/ratio.ts';
import { createSeededRng } from '../rng/seeded.ts';
import {
  DEFAULT_WHEEL_TABLE,
  diamondReachProbability,
  diamondReachRatio,
  drawWheelSegment,
  reachProbability,
  spinWheel,
  totalWeight,
  type WheelTable,
  wheelOdds,
  wheelTableProblems,
} from './wheel.ts';

const table = DEFAULT_WHEEL_TABLE;
const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

describe('the wheel odds table', () => {
  it('has probabilities that sum to exactly 1', () => {
    const odds = wheelOdds(table);
    const sum = odds.segments.reduce((acc, s) => acc + s.probability.num * (100n / s.probability.den), 0n);
    expect(sum).toBe(100n);
    expect(totalWeight(table)).toBe(100);
  });

  it('states the exact expected value: R$ 2,90 a spin and a diamond one spin in ten', () => {
    const odds = wheelOdds(table);
    expect(ratioToString(odds.expectedCents)).toBe('290/1');
    expect(ratioToString(odds.diamondProbability)).toBe('1/10');
  });

  it('refuses zero weights, zero amounts and one-segment wheels', () => {
    const bad: WheelTable = { version: 'x', segments: [{ kind: 'cash', cents: 0, weight: 0 }] };
    expect(wheelTableProblems(bad)).toHaveLength(3);
    expect(wheelTableProblems(table)).toEqual([]);
  });
});

describe('a spin', () => {
  it('is re-derived from the revealed seeds: the same segment every time', () => {
    const first = spinWheel(seeds, table);
    expect(spinWheel(seeds, table)).toBe(first);
    expect(drawWheelSegment(createFairRng(seeds), table)).toBe(first);
  });

  it('changes with the nonce and the client seed only', () => {
    const outcomes = new Set<number>();
    for (let nonce = 0; nonce < 200; nonce++) outcomes.add(spinWheel({ ...seeds, nonce }, table));
    expect(outcomes.size).toBe(table.segments.length);
  });

  it('lands on each segment with its published frequency (seeded simulation, 10^6 spins)', () => {
    const rng = createSeededRng(2026);
    const counts = new Array(table.segments.length).fill(0);
    const n = 1_000_000;
    for (let i = 0; i < n; i++) counts[drawWheelSegment(rng, table)]++;
    table.segments.forEach((s, i) => {
      const p = s.weight / 100;
      const sd = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(counts[i] / n - p)).toBeLessThan(4.5 * sd);
    });
  });
});

describe('the exact chance of reaching the target', () => {
  it('is 1 when already reached and 0 with no spins', () => {
    expect(reachProbability(table, { currentCents: 30_000, targetCents: 30_000, spins: 0 })).toBe(1);
    expect(reachProbability(table, { currentCents: 0, targetCents: 30_000, spins: 0 })).toBe(0);
  });

  it('matches full enumeration for two spins', () => {
    const total = totalWeight(table);
    let exact = 0;
    for (const a of table.segments)
      for (const b of table.segments) {
        const sum = (a.kind === 'cash' ? a.cents : 0) + (b.kind === 'cash' ? b.cents : 0);
        if (29_000 + sum >= 30_000) exact += (a.weight * b.weight) / total ** 2;
      }
    const dp = reachProbability(table, { currentCents: 29_000, targetCents: 30_000, spins: 2 });
    expect(dp).toBeCloseTo(exact, 12);
  });

  it('matches a 10^6-spin simulation within its 99.9% interval', () => {
    const rng = createSeededRng(13);
    const spinsPerTrial = 100;
    const trials = 10_000;
    let reached = 0;
    for (let t = 0; t < trials; t++) {
      let cents = 0;
      for (let s = 0; s < spinsPerTrial; s++) {
        const seg = table.segments[drawWheelSegment(rng, table)]!;
        if (seg.kind === 'cash') cents += seg.cents;
      }
      if (cents >= 30_000) reached++;
    }
    const p = reachProbability(table, { currentCents: 0, targetCents: 30_000, spins: spinsPerTrial });
    const sd = Math.sqrt((p * (1 - p)) / trials);
    expect(p).toBeGreaterThan(0.1);
    expect(Math.abs(reached / trials - p)).toBeLessThan(3.3 * sd);
  });

  it('grows with every extra spin (more invites, better chance)', () => {
    let last = 0;
    for (const spins of [1, 10, 50, 100, 150]) {
      const p = reachProbability(table, { currentCents: 10_000, targetCents: 30_000, spins });
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });

  it('counts diamonds with the binomial tail', () => {
    expect(diamondReachProbability(table, { have: 10, need: 10, spins: 0 })).toBe(1);
    expect(diamondReachProbability(table, { have: 0, need: 10, spins: 9 })).toBe(0);
    expect(diamondReachProbability(table, { have: 9, need: 10, spins: 1 })).toBeCloseTo(0.1, 12);
    expect(diamondReachProbability(table, { have: 8, need: 10, spins: 2 })).toBeCloseTo(0.01, 12);
    expect(diamondReachProbability(table, { have: 9, need: 10, spins: 2 })).toBeCloseTo(0.19, 12);
  });

  it('computes a small diamond chance exactly, not as 1 − a sum (which gave 9.99999e-11 for 1e-10)', () => {
    expect(ratioToString(diamondReachRatio(table, { have: 0, need: 10, spins: 10 }))).toBe('1/10000000000');
    expect(diamondReachProbability(table, { have: 0, need: 10, spins: 10 })).toBe(1e-10);
    expect(ratioToString(diamondReachRatio(table, { have: 1, need: 10, spins: 9 }))).toBe('1/1000000000');
    expect(diamondReachProbability(table, { have: 1, need: 10, spins: 9 })).toBe(1e-9);
    // 11 spins, all 10 missing: 1/10^11 × (C(11,10)·9 + 1) = 100/10^11 = 1e-9.
    expect(ratioToString(diamondReachRatio(table, { have: 0, need: 10, spins: 11 }))).toBe('1/1000000000');
    expect(ratioToString(diamondReachRatio(table, { have: 9, need: 10, spins: 2 }))).toBe('19/100');
  });

  it('gives the figures docs/GAMES.md publishes from an empty envelope (P(10 diamonds), 150 spins: 94.00 %)', () => {
    const percent = (spins: number) =>
      ratioToDecimal(diamondReachRatio(table, { have: 0, need: 10, spins }), 12).replace(/^0\./, '');
    // Exact to 12 decimals (10^-10 % resolution): 93.9953777236… % at 150 spins rounds to 94.00 %, not 93.99 %.
    expect([10, 50, 100, 150, 200].map(percent)).toEqual([
      '000000000100',
      '024537935704',
      '548709834557',
      '939953777236',
      '996471434457',
    ]);
  });
});
