import type { SlotDefinition } from '../engine/types.ts';

/**
 * Jungle Ways: 5×3, 243 ways. Any symbol on adjacent reels from the left pays, times the number of
 * ways. Wilds land on reels 2–4, substitute for every symbol and double each way through them (two
 * wilds on a way: ×4, three: ×8).
 */
export const JUNGLE_WAYS: SlotDefinition = {
  code: 'jungle-ways',
  version: '1.0.0',
  reels: 5,
  rows: 3,
  coinDivisor: 25,
  minBetCents: 25n,
  maxBetCents: 25_000n,
  symbols: [
    { id: 'wild', kind: 'wild', pays: {} },
    { id: 'jaguar', kind: 'regular', pays: { 3: 10, 4: 40, 5: 200 } },
    { id: 'toucan', kind: 'regular', pays: { 3: 6, 4: 25, 5: 100 } },
    { id: 'frog', kind: 'regular', pays: { 3: 4, 4: 12, 5: 48 } },
    { id: 'orchid', kind: 'regular', pays: { 3: 2, 4: 8, 5: 30 } },
    { id: 'ace', kind: 'regular', pays: { 3: 1, 4: 3, 5: 10 } },
    { id: 'king', kind: 'regular', pays: { 3: 1, 4: 2, 5: 8 } },
    { id: 'queen', kind: 'regular', pays: { 3: 1, 4: 2, 5: 6 } },
    { id: 'jack', kind: 'regular', pays: { 3: 1, 4: 2, 5: 5 } },
    { id: 'ten', kind: 'regular', pays: { 3: 1, 4: 2, 5: 4 } },
  ],
  baseStrips: [
    strip(
      'jaguar ace orchid frog jack queen toucan king ten ace orchid ten jack frog queen king jaguar toucan ace orchid jack queen ten king frog ace orchid toucan jack queen ten king',
    ),
    strip(
      'ten king jaguar ace orchid frog jack queen toucan king ten ace wild wild wild orchid ten jack frog queen king jaguar toucan ace orchid jack queen ten king frog ace orchid toucan jack queen',
    ),
    strip(
      'jack queen ten king jaguar ace orchid frog jack queen toucan king ten ace orchid ten jack wild wild wild frog queen king jaguar toucan ace orchid jack queen ten king frog ace orchid toucan',
    ),
    strip(
      'orchid toucan jack queen ten king jaguar ace orchid frog jack queen toucan king ten ace orchid ten jack frog queen king wild wild wild jaguar toucan ace orchid jack queen ten king frog ace',
    ),
    strip(
      'frog ace orchid toucan jack queen ten king jaguar ace orchid frog jack queen toucan king ten ace orchid ten jack frog queen king jaguar toucan ace orchid jack queen ten king',
    ),
  ],
  evaluation: { kind: 'ways', wildWeight: 2 },
  feature: { kind: 'none' },
};

function strip(symbols: string): string[] {
  return symbols.split(' ');
}
