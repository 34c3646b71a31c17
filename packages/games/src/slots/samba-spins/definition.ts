import type { SlotDefinition } from '../engine/types.ts';

/**
 * Samba Spins: 5×3, 20 fixed lines. Wilds (reels 2–4) substitute on lines. Scatters pay anywhere and
 * 3 or more award 10 free spins on a richer reel set with every win tripled; 3 or more scatters
 * during free spins add 10 more, up to 50 free spins in one feature.
 */
export const SAMBA_SPINS: SlotDefinition = {
  code: 'samba-spins',
  version: '1.0.0',
  reels: 5,
  rows: 3,
  coinDivisor: 20,
  minBetCents: 20n,
  maxBetCents: 20_000n,
  symbols: [
    { id: 'wild', kind: 'wild', pays: {} },
    { id: 'scatter', kind: 'scatter', pays: { 3: 40, 4: 200, 5: 1000 } },
    { id: 'mask', kind: 'regular', pays: { 3: 40, 4: 150, 5: 750 } },
    { id: 'drum', kind: 'regular', pays: { 3: 30, 4: 120, 5: 450 } },
    { id: 'feather', kind: 'regular', pays: { 3: 25, 4: 75, 5: 300 } },
    { id: 'maraca', kind: 'regular', pays: { 3: 15, 4: 60, 5: 200 } },
    { id: 'ace', kind: 'regular', pays: { 3: 8, 4: 30, 5: 150 } },
    { id: 'king', kind: 'regular', pays: { 3: 8, 4: 25, 5: 100 } },
    { id: 'queen', kind: 'regular', pays: { 3: 6, 4: 15, 5: 75 } },
    { id: 'jack', kind: 'regular', pays: { 3: 4, 4: 12, 5: 50 } },
  ],
  baseStrips: [
    strip(
      'scatter jack king mask ace jack drum maraca king feather queen jack ace queen king maraca drum queen jack mask feather ace king maraca jack queen queen drum ace king feather maraca',
    ),
    strip(
      'drum king scatter feather ace mask jack maraca wild king queen drum ace king feather maraca queen jack queen king ace mask drum maraca wild feather king jack ace queen queen maraca',
    ),
    strip(
      'queen maraca drum king scatter feather ace mask jack maraca wild king queen drum ace king feather maraca queen jack queen king ace mask drum maraca wild feather king jack ace queen',
    ),
    strip(
      'ace queen queen maraca drum king scatter feather ace mask jack maraca wild king queen drum ace king feather maraca queen jack queen king ace mask drum maraca wild feather king jack',
    ),
    strip(
      'jack queen queen drum ace king feather maraca scatter jack king mask ace jack drum maraca king feather queen jack ace queen king maraca drum queen jack mask feather ace king maraca',
    ),
  ],
  freeStrips: [
    strip(
      'scatter jack king mask ace jack drum maraca king feather queen jack ace queen king maraca drum queen jack mask feather ace king maraca jack queen queen drum ace king feather maraca',
    ),
    strip(
      'drum ace jack feather maraca scatter king wild mask ace king drum maraca king feather wild queen ace queen king maraca drum queen wild mask feather ace king maraca queen queen wild',
    ),
    strip(
      'queen wild drum ace jack feather maraca scatter king wild mask ace king drum maraca king feather wild queen ace queen king maraca drum queen wild mask feather ace king maraca queen',
    ),
    strip(
      'maraca queen queen wild drum ace jack feather maraca scatter king wild mask ace king drum maraca king feather wild queen ace queen king maraca drum queen wild mask feather ace king',
    ),
    strip(
      'jack queen queen drum ace king feather maraca scatter jack king mask ace jack drum maraca king feather queen jack ace queen king maraca drum queen jack mask feather ace king maraca',
    ),
  ],
  evaluation: {
    kind: 'lines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 1, 2, 1, 0],
      [2, 1, 0, 1, 2],
      [0, 0, 1, 2, 2],
      [2, 2, 1, 0, 0],
      [1, 0, 0, 0, 1],
      [1, 2, 2, 2, 1],
      [0, 1, 1, 1, 0],
      [2, 1, 1, 1, 2],
      [1, 0, 1, 2, 1],
      [1, 2, 1, 0, 1],
      [0, 1, 0, 1, 0],
      [2, 1, 2, 1, 2],
      [1, 1, 0, 1, 1],
      [1, 1, 2, 1, 1],
      [0, 2, 0, 2, 0],
      [2, 0, 2, 0, 2],
      [0, 2, 2, 2, 0],
    ],
  },
  feature: { kind: 'free-spins', minScatters: 3, spins: 10, retriggerSpins: 10, maxSpins: 50, multiplier: 3 },
};

function strip(symbols: string): string[] {
  return symbols.split(' ');
}
