import { describe, expect, it } from 'vitest';
import { parseRatio, ratioToNumber } from '../math/ratio.ts';
import { definitionProblems } from './engine/validate.ts';
import { GAMES, getSlotGame, isSlotGameCode, SLOT_GAME_CODES } from './registry.ts';

describe('GAMES registry', () => {
  it('lists the three launch slots under their own codes', () => {
    expect(SLOT_GAME_CODES).toEqual(['fruit-trio', 'samba-spins', 'jungle-ways']);
    for (const code of SLOT_GAME_CODES) {
      expect(GAMES[code].definition.code).toBe(code);
      expect(GAMES[code].info.code).toBe(code);
      expect(definitionProblems(GAMES[code].definition)).toEqual([]);
    }
  });

  it('publishes an RTP between 96% and 97% for every game, above the 85% floor', () => {
    for (const code of SLOT_GAME_CODES) {
      const { info } = GAMES[code];
      expect(info.rtp).toBe(ratioToNumber(parseRatio(info.exact.rtp)));
      expect(info.rtp).toBeGreaterThanOrEqual(0.96);
      expect(info.rtp).toBeLessThanOrEqual(0.97);
      expect(info.baseRtp + info.featureRtp).toBeCloseTo(info.rtp, 12);
    }
  });

  it('labels each game by its volatility, and the three differ', () => {
    expect(GAMES['fruit-trio'].info.volatility).toBe('low');
    expect(GAMES['samba-spins'].info.volatility).toBe('medium');
    expect(GAMES['jungle-ways'].info.volatility).toBe('high');
  });

  it('gives the UI a paytable with exact bet multiples', () => {
    const multiple = (code: keyof typeof GAMES, symbol: string, count: number) =>
      GAMES[code].info.paytable.find((p) => p.symbol === symbol)?.pays.find((p) => p.count === count)
        ?.betMultiple;
    expect(multiple('fruit-trio', 'seven', 3)).toBe('32');
    expect(multiple('fruit-trio', 'cherry', 2)).toBe('0.2');
    expect(multiple('samba-spins', 'scatter', 3)).toBe('2');
    expect(multiple('samba-spins', 'jack', 3)).toBe('0.2');
    expect(multiple('jungle-ways', 'ten', 3)).toBe('0.04');
  });

  it('states the maximum win as a multiple of the bet', () => {
    expect(GAMES['fruit-trio'].info.maxWinMultiple).toBe(74.8);
    expect(GAMES['jungle-ways'].info.maxWinMultiple).toBe(2678.4);
    expect(GAMES['samba-spins'].info.maxWinMultiple).toBe(21665);
  });

  it('finds games by code and refuses unknown codes', () => {
    expect(isSlotGameCode('fruit-trio')).toBe(true);
    expect(isSlotGameCode('toString')).toBe(false);
    expect(getSlotGame('jungle-ways')).toBe(GAMES['jungle-ways']);
    expect(() => getSlotGame('crash')).toThrow(RangeError);
  });
});
