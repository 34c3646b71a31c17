import { formatNet } from '@jl/core/money/cents.ts';
import { describe, expect, it } from 'vitest';

/** A slot round's net as the round's result shows it: the win against the bet (use-slot-round.ts). */
const netOf = (bet: bigint, win: bigint) => formatNet(win - bet);

describe('netOf', () => {
  it('shows a return below the stake as a net loss, never as a win', () => {
    expect(netOf(100n, 40n)).toBe('\u2212R$\u00a00,60');
  });
  it('shows a return above the stake as a net gain', () => {
    expect(netOf(100n, 250n)).toBe('+R$\u00a01,50');
  });
  it('shows the stake back as a net of zero and no win as the stake lost', () => {
    expect(netOf(100n, 100n)).toBe('R$\u00a00,00');
    expect(netOf(100n, 0n)).toBe('\u2212R$\u00a01,00');
  });
});
