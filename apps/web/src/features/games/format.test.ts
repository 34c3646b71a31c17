import { describe, expect, it } from 'vitest';
import { netOf } from './format.ts';

describe('netOf', () => {
  it('shows a return below the stake as a net loss, never as a win', () => {
    expect(netOf(100n, 40n, 'pt-BR')).toBe('\u2212R$\u00a00,60');
  });
  it('shows a return above the stake as a net gain', () => {
    expect(netOf(100n, 250n, 'pt-BR')).toBe('+R$\u00a01,50');
  });
  it('shows the stake back as a net of zero and no win as the stake lost', () => {
    expect(netOf(100n, 100n, 'pt-BR')).toBe('R$\u00a00,00');
    expect(netOf(100n, 0n, 'en')).toBe('\u2212R$\u00a01,00');
  });
});
