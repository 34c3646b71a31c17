import { describe, expect, it } from 'vitest';
import { evaluateLine, evaluateWindow, waysWins } from './evaluate.ts';
import { getSymbolTable } from './symbols.ts';
import type { SlotDefinition } from './types.ts';

const lineGame: SlotDefinition = {
  code: 'test-lines',
  version: '0',
  reels: 5,
  rows: 3,
  coinDivisor: 2,
  minBetCents: 2n,
  maxBetCents: 100n,
  symbols: [
    { id: 'W', kind: 'wild', pays: { 3: 50, 4: 100, 5: 1000 } },
    { id: 'S', kind: 'scatter', pays: { 2: 2, 3: 10 } },
    { id: 'A', kind: 'regular', pays: { 2: 1, 3: 20, 4: 60, 5: 200 } },
    { id: 'B', kind: 'regular', pays: { 3: 5, 4: 10, 5: 20 } },
  ],
  baseStrips: [['A'], ['A'], ['A'], ['A'], ['A']],
  evaluation: {
    kind: 'lines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 1, 2, 1, 0],
    ],
  },
  feature: { kind: 'none' },
};
const table = getSymbolTable(lineGame);
const line = (text: string) => evaluateLine(table, text.split(''));

describe('evaluateLine', () => {
  it('pays the longest run of a symbol from the first reel, wilds substituting', () => {
    expect(line('AAABB')).toEqual({ symbol: 'A', count: 3, payUnits: 20 });
    expect(line('AWAWB')).toEqual({ symbol: 'A', count: 4, payUnits: 60 });
    expect(line('AAAAA')).toEqual({ symbol: 'A', count: 5, payUnits: 200 });
  });

  it('lets leading wilds take the first regular symbol', () => {
    expect(line('WWBBA')).toEqual({ symbol: 'B', count: 4, payUnits: 10 });
  });

  it('pays leading wilds as wilds when that is worth more', () => {
    expect(line('WWWBA')).toEqual({ symbol: 'W', count: 3, payUnits: 50 });
    expect(line('WWWWW')).toEqual({ symbol: 'W', count: 5, payUnits: 1000 });
  });

  it('pays nothing when the run does not start on the first reel or is too short', () => {
    expect(line('BAAAA')).toBeNull();
    expect(line('BBAAA')).toBeNull();
    expect(line('ABBBB')).toBeNull();
  });

  it('treats a scatter as a break, never as a line symbol', () => {
    expect(line('SSSAA')).toBeNull();
    expect(line('AASAA')).toEqual({ symbol: 'A', count: 2, payUnits: 1 });
    expect(line('WWSAA')).toBeNull();
  });
});

describe('evaluateWindow', () => {
  it('adds line pays and the scatter pay, with the positions of each win', () => {
    const window = [
      ['S', 'A', 'B'],
      ['B', 'A', 'B'],
      ['B', 'A', 'A'],
      ['S', 'B', 'B'],
      ['A', 'B', 'B'],
    ];
    const wins = evaluateWindow(lineGame, window);
    expect(wins.lineWins).toEqual([
      {
        line: 0,
        symbol: 'A',
        count: 3,
        payUnits: 20,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
      },
    ]);
    expect(wins.scatterWin).toEqual({
      symbol: 'S',
      count: 2,
      payUnits: 2,
      positions: [
        [0, 0],
        [3, 0],
      ],
    });
    expect(wins.payUnits).toBe(22);
  });
});

describe('waysWins', () => {
  const waysGame: SlotDefinition = {
    ...lineGame,
    symbols: lineGame.symbols.slice(2).concat(lineGame.symbols[0]!),
  };
  const waysTable = getSymbolTable(waysGame);

  it('multiplies the pay by the product of symbol counts on consecutive reels', () => {
    const window = [
      ['A', 'A', 'B'],
      ['A', 'B', 'B'],
      ['A', 'A', 'A'],
      ['B', 'B', 'B'],
      ['A', 'A', 'A'],
    ];
    const [win] = waysWins(waysTable, window, { kind: 'ways', wildWeight: 1 });
    expect(win).toMatchObject({ symbol: 'A', count: 3, ways: 2 * 1 * 3, payUnits: 20 * 6 });
    expect(win?.positions).toHaveLength(6);
  });

  it('counts each wild wildWeight times on every way through it', () => {
    const window = [
      ['B', 'A', 'A'],
      ['W', 'A', 'A'],
      ['W', 'W', 'A'],
      ['A', 'A', 'A'],
      ['B', 'B', 'B'],
    ];
    const wins = waysWins(waysTable, window, { kind: 'ways', wildWeight: 2 });
    const a = wins.find((w) => w.symbol === 'A');
    const b = wins.find((w) => w.symbol === 'B');
    // A: reel 1 has 2 A, reel 2: 2 A + wild×2 = 4, reel 3: 1 A + 2 wilds×2 = 5, reel 4: 3 A.
    expect(a).toMatchObject({ count: 4, ways: 2 * 4 * 5 * 3, payUnits: 60 * 120 });
    // B: 1 × 2 × 4, then reel 4 has none: three reels.
    expect(b).toMatchObject({ count: 3, ways: 8, payUnits: 5 * 8 });
  });
});
