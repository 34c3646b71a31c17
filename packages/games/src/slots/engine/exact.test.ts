import { describe, expect, it } from 'vitest';
import { add, mul, ONE_RATIO, type Ratio, ratio, ZERO_RATIO } from '../../math/ratio.ts';
import { JUNGLE_WAYS } from '../jungle-ways/definition.ts';
import { SAMBA_SPINS } from '../samba-spins/definition.ts';
import { lineGameMoments } from './enumerate-lines.ts';
import { waysGameMoments } from './enumerate-ways.ts';
import { bruteForceSpinMoments } from './exact.ts';
import { createAccumulator } from './moments.ts';
import { freeSpinFeature, maxFreeSpinsTotal } from './stats.ts';
import type { FreeSpins } from './types.ts';

const split = (text: string) => text.split(' ');

describe('fast enumerators agree with evaluating every window', () => {
  it('line game: same distribution of (win, trigger) as the play evaluator', () => {
    const strips = [
      split('scatter mask ace king wild queen jack'),
      split('wild mask scatter drum ace jack wild queen'),
      split('mask wild wild drum scatter feather ace king maraca'),
      split('queen wild mask scatter mask drum ace jack'),
      split('mask ace scatter mask king feather drum'),
    ];
    const fast = lineGameMoments(SAMBA_SPINS, strips, 3);
    expect(fast).toEqual(bruteForceSpinMoments(SAMBA_SPINS, strips, 3));
    expect(fast.trig).toBeGreaterThan(0n);
  });

  it('ways game: same distribution as the play evaluator, stacked wilds included', () => {
    const strips = [
      split('jaguar ace jaguar toucan ten king frog'),
      split('wild wild wild jaguar ace toucan jack queen'),
      split('jaguar wild queen wild wild ten jaguar orchid ace'),
      split('jaguar wild wild wild ace jaguar king ten'),
      split('jaguar ace toucan jaguar frog jack jaguar'),
    ];
    expect(waysGameMoments(JUNGLE_WAYS, strips, null)).toEqual(
      bruteForceSpinMoments(JUNGLE_WAYS, strips, null),
    );
  });
});

/** A free spin with four outcomes: (win, retriggers?) with weights. */
function syntheticSpin() {
  const accumulator = createAccumulator();
  accumulator.add(0, false, 5);
  accumulator.add(3, false, 3);
  accumulator.add(10, true, 1);
  accumulator.add(0, true, 1);
  return accumulator.finish();
}

const OUTCOMES = [
  { win: 0, trig: false, p: ratio(5, 10) },
  { win: 3, trig: false, p: ratio(3, 10) },
  { win: 10, trig: true, p: ratio(1, 10) },
  { win: 0, trig: true, p: ratio(1, 10) },
];

/** Walks every possible sequence of free spins explicitly (no recursion on moments). */
function walkPaths(feature: FreeSpins) {
  let m1: Ratio = ZERO_RATIO;
  let m2: Ratio = ZERO_RATIO;
  let zero: Ratio = ZERO_RATIO;
  const walk = (remaining: number, awarded: number, total: number, p: Ratio) => {
    if (remaining === 0) {
      m1 = add(m1, mul(p, ratio(total)));
      m2 = add(m2, mul(p, ratio(total * total)));
      if (total === 0) zero = add(zero, p);
      return;
    }
    for (const o of OUTCOMES) {
      const extra = o.trig ? Math.min(feature.retriggerSpins, feature.maxSpins - awarded) : 0;
      walk(remaining - 1 + extra, awarded + extra, total + o.win, mul(p, o.p));
    }
  };
  walk(feature.spins, feature.spins, 0, ONE_RATIO);
  return { m1, m2, zero };
}

describe('free-spin feature moments', () => {
  const feature: FreeSpins = {
    kind: 'free-spins',
    minScatters: 3,
    spins: 3,
    retriggerSpins: 2,
    maxSpins: 7,
    multiplier: 2,
  };

  it('match an explicit walk over every sequence of spins, the cap included', () => {
    expect(freeSpinFeature(syntheticSpin(), feature)).toEqual(walkPaths(feature));
  });

  it('match without retriggers', () => {
    const plain = { ...feature, retriggerSpins: 0 };
    expect(freeSpinFeature(syntheticSpin(), plain)).toEqual(walkPaths(plain));
  });

  it('bound the feature by reaching the cap with the fewest retriggers', () => {
    // Two retriggers (3 → 5 → 7 spins) paying 10 each, five other spins paying 10: 70.
    expect(maxFreeSpinsTotal(syntheticSpin(), feature)).toBe(70);
  });
});
