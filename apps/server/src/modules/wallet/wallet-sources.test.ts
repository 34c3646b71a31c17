import { describe, expect, it } from 'vitest';
import { replaySources, type WagerDelta } from './wallet-sources.ts';

const at = new Date('2026-03-10T15:00:00.000Z');
let id = 0n;
const delta = (code: number, amount: bigint, requiredDelta: bigint, doneDelta: bigint): WagerDelta => {
  id += 1n;
  return { transferId: id, code, amount, requiredDelta, doneDelta, at };
};

describe('replaySources', () => {
  it('gives each deposit and bonus its own requirement; wagering fills the oldest first', () => {
    const sources = replaySources([
      delta(1, 10_000n, 15_000n, 0n), // deposit R$ 100 → R$ 150
      delta(20, 1_000n, 12_500n, 0n), // bonus R$ 10 → R$ 125
      delta(13, 0n, 0n, 16_000n), // R$ 160 of counted stakes
    ]);
    expect(sources.map((s) => [s.kind, s.amount, s.required, s.done])).toEqual([
      ['deposit', 10_000n, 15_000n, 15_000n],
      ['bonus', 1_000n, 12_500n, 1_000n],
    ]);
  });

  it('a reset (unlock or leaving) closes every source; later credits start afresh', () => {
    const sources = replaySources([
      delta(1, 10_000n, 15_000n, 0n),
      delta(13, 0n, 0n, 15_000n),
      delta(26, 0n, -15_000n, -15_000n),
      delta(1, 5_000n, 7_500n, 0n),
    ]);
    expect(sources.map((s) => [s.kind, s.required, s.done])).toEqual([['deposit', 7_500n, 0n]]);
  });

  it('team earnings moved to the wallet are their own source; the sums match the pool', () => {
    const deltas = [delta(29, 2_000n, 2_000n, 0n), delta(1, 100n, 150n, 0n), delta(12, 0n, 0n, 2_100n)];
    const sources = replaySources(deltas);
    expect(sources.map((s) => s.kind)).toEqual(['team', 'deposit']);
    expect(sources.reduce((sum, s) => sum + s.done, 0n)).toBe(2_100n);
    expect(sources.reduce((sum, s) => sum + s.required, 0n)).toBe(2_150n);
  });
});
