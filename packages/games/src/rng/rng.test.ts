import { describe, expect, it } from 'vitest';
import { createRng, uniformInt } from './rng.ts';
import { createSeededRng, xoshiro128ss } from './seeded.ts';

function sourceOf(values: number[]): () => number {
  let i = 0;
  return () => {
    if (i >= values.length) throw new Error('source exhausted');
    return values[i++]!;
  };
}

describe('uniformInt', () => {
  it('rejects the values above the last full multiple of n and draws again', () => {
    // floor(2^32 / 3) * 3 = 0xffffffff, so 0xffffffff alone is rejected for n = 3.
    const next = sourceOf([0xffffffff, 0xfffffffe, 7]);
    expect(uniformInt(next, 3)).toBe(0xfffffffe % 3);
    expect(uniformInt(next, 3)).toBe(1);
  });

  it('never rejects when n divides 2^32', () => {
    expect(uniformInt(sourceOf([0xffffffff]), 256)).toBe(255);
    expect(uniformInt(sourceOf([0xffffffff]), 2 ** 32)).toBe(0xffffffff);
  });

  it('refuses a range that is empty, fractional or wider than 2^32', () => {
    const next = sourceOf([1]);
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1])
      expect(() => uniformInt(next, bad)).toThrow(RangeError);
  });
});

describe('createRng', () => {
  it('picks the element at the drawn index', () => {
    const rng = createRng(sourceOf([5, 0xffffffff]));
    expect(rng.pick(['a', 'b', 'c'])).toBe('c');
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});

describe('seeded xoshiro128**', () => {
  it('matches the reference step from state (1, 2, 3, 4)', () => {
    const next = xoshiro128ss(1, 2, 3, 4);
    expect([next(), next(), next()]).toEqual([11520, 0, 5927040]);
  });

  it('is deterministic per seed and differs across seeds', () => {
    const draw = (seed: number) => Array.from({ length: 4 }, createSeededRng(seed).nextUint32);
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('spreads draws evenly over a small range (chi-square, 99.9% level)', () => {
    const rng = createSeededRng(2024);
    const counts = new Array<number>(10).fill(0);
    const draws = 100_000;
    for (let i = 0; i < draws; i++) counts[rng.int(10)]!++;
    const expected = draws / 10;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(27.88); // chi-square 9 d.o.f., p = 0.001
  });
});
