import { describe, expect, it } from 'vitest';
import { JUNGLE_WAYS } from '../jungle-ways/definition.ts';
import { SAMBA_SPINS } from '../samba-spins/definition.ts';
import { validateBet } from './bet.ts';
import { definitionProblems } from './validate.ts';

describe('definitionProblems', () => {
  it('accepts the shipped definitions', () => {
    expect(definitionProblems(SAMBA_SPINS)).toEqual([]);
    expect(definitionProblems(JUNGLE_WAYS)).toEqual([]);
  });

  it('names each defect of a broken definition', () => {
    const broken = {
      ...SAMBA_SPINS,
      coinDivisor: 0,
      baseStrips: SAMBA_SPINS.baseStrips.slice(1).concat([['mask', 'ghost']]),
      symbols: SAMBA_SPINS.symbols.concat({ id: 'half', kind: 'regular', pays: { 3: 0.5 } }),
      feature: { ...SAMBA_SPINS.feature, maxSpins: 5 } as typeof SAMBA_SPINS.feature,
    };
    expect(definitionProblems(broken)).toEqual([
      'coinDivisor must be a positive integer',
      'baseStrips: a strip is shorter than the window',
      'half: pays must be whole coins by whole counts',
      'unknown symbols on the strips: ghost',
      'free spins need a scatter and whole positive counts',
    ]);
  });

  it('refuses wilds on the first reel of a ways game and lines outside the window', () => {
    const ways = {
      ...JUNGLE_WAYS,
      baseStrips: [['wild', 'jaguar', 'ace'], ...JUNGLE_WAYS.baseStrips.slice(1)],
    };
    expect(definitionProblems(ways)).toEqual(['ways games may not have wilds on the first reel']);
    const lines = { ...SAMBA_SPINS, evaluation: { kind: 'lines' as const, lines: [[0, 1, 3, 1, 0]] } };
    expect(definitionProblems(lines)).toEqual(['every line needs one row per reel, inside the window']);
  });

  it('refuses bet limits that do not divide into coins', () => {
    expect(definitionProblems({ ...SAMBA_SPINS, minBetCents: 30n })).toEqual([
      'bet limits must be multiples of coinDivisor',
    ]);
  });
});

describe('validateBet', () => {
  it('gives the coin value of an accepted bet and a reason for a refused one', () => {
    expect(validateBet(SAMBA_SPINS, 20_000n)).toEqual({ ok: true, coinCents: 1_000n });
    expect(validateBet(SAMBA_SPINS, 19n)).toEqual({ ok: false, reason: 'BET_BELOW_MIN' });
  });
});
