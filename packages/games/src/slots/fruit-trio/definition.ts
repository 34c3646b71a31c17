import type { SlotDefinition } from '../engine/types.ts';

/**
 * Fruit Trio: a classic 3×3, 5-line fruit machine. The wild lands only on the middle reel; when it
 * does it fills that reel, the spin pays, and the outer reels re-spin once with the wild reel held.
 */
export const FRUIT_TRIO: SlotDefinition = {
  code: 'fruit-trio',
  version: '1.0.0',
  reels: 3,
  rows: 3,
  coinDivisor: 5,
  minBetCents: 50n,
  maxBetCents: 50_000n,
  symbols: [
    { id: 'wild', kind: 'wild', pays: {} },
    { id: 'seven', kind: 'regular', pays: { 3: 160 } },
    { id: 'bar', kind: 'regular', pays: { 3: 40 } },
    { id: 'bell', kind: 'regular', pays: { 3: 25 } },
    { id: 'melon', kind: 'regular', pays: { 3: 15 } },
    { id: 'orange', kind: 'regular', pays: { 3: 7 } },
    { id: 'lemon', kind: 'regular', pays: { 3: 7 } },
    { id: 'cherry', kind: 'regular', pays: { 2: 1, 3: 5 } },
  ],
  baseStrips: [
    strip(
      'seven lemon orange cherry melon bar lemon orange cherry bell melon orange lemon cherry bar orange melon lemon cherry bell',
    ),
    strip(
      'seven orange lemon melon cherry bar orange wild lemon bell melon orange cherry lemon bar orange melon lemon cherry bell',
    ),
    strip(
      'seven cherry lemon orange melon bar cherry lemon orange bell melon cherry orange lemon bar melon orange cherry lemon bell',
    ),
  ],
  evaluation: {
    kind: 'lines',
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ],
  },
  feature: { kind: 'expanding-wild-respin', reel: 1 },
};

function strip(symbols: string): string[] {
  return symbols.split(' ');
}
