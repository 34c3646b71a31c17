import { describe, expect, it } from 'vitest';
import type { GameInfo, PlayResult } from './api/games-api.ts';
import {
  initialBetIndex,
  initialSlotState,
  openingWindow,
  type SlotState,
  type Spin,
  slotReducer,
  winsOf,
} from './slot-state.ts';

const game = {
  code: 'fruit-trio',
  maintenance: false,
  bet_levels: ['0.50', '1.00', '2.00'],
  rules: {
    reels: 3,
    rows: 3,
    evaluation: {
      kind: 'lines',
      lines: [
        [1, 1, 1],
        [0, 1, 2],
      ],
    },
    paytable: [
      { symbol: 'cherry', kind: 'regular' },
      { symbol: 'lemon', kind: 'regular' },
      { symbol: 'star', kind: 'scatter' },
    ],
  },
} as unknown as GameInfo;

const window3 = [
  ['lemon', 'cherry', 'lemon'],
  ['lemon', 'cherry', 'cherry'],
  ['cherry', 'cherry', 'lemon'],
];
const noWins = { line_wins: [], ways_wins: [], scatter_win: null, win_units: 0, win: '0.00' };

function spin(overrides: Partial<Spin> = {}): Spin {
  const base = { kind: 'base', stops: [0, 0, 0], held: [], window: window3 };
  const still = { expanded_reels: [], scatter_count: 0, multiplier: 1 };
  return { ...base, ...still, ...noWins, ...overrides } as Spin;
}

const start = (): SlotState => initialSlotState(game, '10.00', false);

describe('slot state', () => {
  it('starts on the opening window of regular symbols, the first bet of R$ 1,00 or more', () => {
    const state = start();
    expect(state.window).toEqual(openingWindow(game));
    expect(state.window.flat().every((s) => s === 'cherry' || s === 'lemon')).toBe(true);
    expect(state.betIndex).toBe(1);
    expect(state.balance).toBe(1000n);
    expect(state.reelState).toEqual(['idle', 'idle', 'idle']);
    expect(initialBetIndex([10n, 50n])).toBe(0);
  });

  it('steps the bet within the levels', () => {
    let state = start();
    state = slotReducer(state, { type: 'betStepped', step: 1, levels: 3 });
    state = slotReducer(state, { type: 'betStepped', step: 1, levels: 3 });
    expect(state.betIndex).toBe(2);
    for (let i = 0; i < 4; i++) state = slotReducer(state, { type: 'betStepped', step: -1, levels: 3 });
    expect(state.betIndex).toBe(0);
  });

  it('takes the bet when a round starts and gives it back when the round is refused', () => {
    const shown = {
      ...start(),
      winText: 'Você ganhou',
      details: ['a'],
      banner: 'b',
      highlight: new Set(['0:0']),
    };
    const started = slotReducer(shown, { type: 'roundStarted', bet: 100n });
    expect(started).toMatchObject({ busy: true, balance: 900n, winText: '', details: [], banner: null });
    expect(started.highlight.size).toBe(0);
    expect(started.reelState).toEqual(['spinning', 'spinning', 'spinning']);
    const refused = slotReducer(started, { type: 'roundRefused', balance: 1000n });
    expect(refused).toMatchObject({ busy: false, balance: 1000n, reelState: ['idle', 'idle', 'idle'] });
  });

  it('lands one reel at a time on the outcome', () => {
    const started = slotReducer(start(), { type: 'roundStarted', bet: 100n });
    const landed = slotReducer(started, { type: 'reelLanded', reel: 1, column: ['star', 'star', 'star'] });
    expect(landed.window[1]).toEqual(['star', 'star', 'star']);
    expect(landed.window[0]).toEqual(started.window[0]);
    expect(landed.reelState).toEqual(['spinning', 'landing', 'spinning']);
  });

  it('spins only the reels a re-spin does not hold, shown as wilds', () => {
    const shown = { ...start(), highlight: new Set(['0:0']), drawn: [[1, 1, 1]] };
    const respin = slotReducer(shown, { type: 'respinStarted', held: [0, 2] });
    expect(respin.reelState).toEqual(['idle', 'spinning', 'idle']);
    expect(respin.wildReels).toEqual([0, 2]);
    expect(respin.highlight.size).toBe(0);
    expect(respin.drawn).toEqual([]);
  });

  it('lights the winning cells and draws the winning lines', () => {
    const won = spin({
      held: [0],
      expanded_reels: [2],
      line_wins: [
        {
          line: 1,
          symbol: 'cherry',
          count: 2,
          win: '1.00',
          positions: [
            [0, 1],
            [1, 1],
          ],
        },
      ],
      scatter_win: { symbol: 'star', count: 3, win: '2.00', positions: [[2, 0]] },
    } as Partial<Spin>);
    const { cells, drawn } = winsOf(game, won);
    expect([...cells].sort()).toEqual(['0:1', '1:1', '2:0']);
    expect(drawn).toEqual([[0, 1]]);
    const state = slotReducer(start(), {
      type: 'winsShown',
      spin: won,
      highlight: cells,
      drawn,
      details: ['x'],
    });
    expect(state).toMatchObject({ wildReels: [0, 2], drawn: [[0, 1]], details: ['x'] });
  });

  it('ends a round on the server balance, with the round kept for verification', () => {
    const started = slotReducer(start(), { type: 'roundStarted', bet: 100n });
    const round = { round_id: '42', win: '0.00', balance: '9.50' } as PlayResult;
    const ended = slotReducer(
      { ...started, banner: 'Re-spin' },
      { type: 'roundEnded', round, winText: 'Sem prêmio' },
    );
    expect(ended).toMatchObject({
      busy: false,
      balance: 950n,
      last: round,
      banner: null,
      winText: 'Sem prêmio',
    });
    expect(ended.reelState).toEqual(['idle', 'idle', 'idle']);
  });

  it('closes for maintenance with its prompt, and prompts, sheets, sound and autoplay are plain values', () => {
    let state = slotReducer(start(), { type: 'closedForMaintenance' });
    expect(state).toMatchObject({ maintenance: true, prompt: 'maintenance' });
    state = slotReducer(state, { type: 'prompted', prompt: null });
    state = slotReducer(state, { type: 'sheetOpened', sheet: 'auto' });
    state = slotReducer(state, { type: 'soundSet', sound: true });
    state = slotReducer(state, { type: 'autoLeft', left: 9 });
    state = slotReducer(state, { type: 'bannerShown', banner: 'Giros grátis' });
    state = slotReducer(state, { type: 'winTextShown', winText: 'R$ 1,00' });
    expect(state).toMatchObject({
      prompt: null,
      sheet: 'auto',
      sound: true,
      autoLeft: 9,
      banner: 'Giros grátis',
      winText: 'R$ 1,00',
    });
  });
});
