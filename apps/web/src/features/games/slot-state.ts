import type { GameInfo, PlayResult } from './api/games-api.ts';
import type { ReelState } from './components/reels.tsx';
import { cents } from './format.ts';

/**
 * The state of the originals' slot client and the only way it changes: a pure reducer, so that what
 * each step of a round does to the screen is tested without timers or a server. The order of the
 * steps (and their pauses) is the hook's, `hooks/use-slot-round.ts`.
 */

export type Spin = PlayResult['outcome']['spins'][number];
export type Prompt = 'funds' | 'cap' | 'maintenance' | null;
export type Sheet = 'rules' | 'auto' | null;

export type SlotState = {
  /** Centavos, as shown: the bet is taken off when a round starts, the server's balance put back at its end. */
  balance: bigint;
  betIndex: number;
  /** `window[reel][row]` on screen. */
  window: string[][];
  reelState: ReelState[];
  /** Winning cells as "reel:row". */
  highlight: Set<string>;
  /** Winning line paths to draw. */
  drawn: number[][];
  wildReels: number[];
  /** A round is running (from the tap until its last spin is shown). */
  busy: boolean;
  banner: string | null;
  winText: string;
  details: string[];
  last: PlayResult | null;
  prompt: Prompt;
  maintenance: boolean;
  sound: boolean;
  sheet: Sheet;
  /** Autoplay's spins left; null when autoplay is off. */
  autoLeft: number | null;
};

export type SlotAction =
  | { type: 'betStepped'; step: -1 | 1; levels: number }
  | { type: 'roundStarted'; bet: bigint }
  | { type: 'roundRefused'; balance: bigint }
  | { type: 'respinStarted'; held: number[] }
  | { type: 'reelLanded'; reel: number; column: string[] }
  | { type: 'winsShown'; spin: Spin; highlight: Set<string>; drawn: number[][]; details: string[] }
  | { type: 'bannerShown'; banner: string | null }
  | { type: 'winTextShown'; winText: string }
  | { type: 'roundEnded'; round: PlayResult; winText: string }
  | { type: 'prompted'; prompt: Prompt }
  | { type: 'closedForMaintenance' }
  | { type: 'soundSet'; sound: boolean }
  | { type: 'sheetOpened'; sheet: Sheet }
  | { type: 'autoLeft'; left: number | null };

/** A pleasant still window before the first spin: the game's regular symbols in turn. */
export function openingWindow(game: GameInfo): string[][] {
  const regular = game.rules.paytable.filter((p) => p.kind === 'regular').map((p) => p.symbol);
  return Array.from({ length: game.rules.reels }, (_, reel) =>
    Array.from(
      { length: game.rules.rows },
      (_, row) => regular[(reel * 2 + row * 3) % regular.length] ?? 'wild',
    ),
  );
}

/** A spin's winning cells as "reel:row". */
export function winningCells(spin: Spin): Set<string> {
  const cells = new Set<string>();
  for (const w of [...spin.line_wins, ...spin.ways_wins, ...(spin.scatter_win ? [spin.scatter_win] : [])])
    for (const [reel, row] of w.positions) cells.add(`${reel}:${row}`);
  return cells;
}

/** Where a spin's wins are: cells to light and line paths to draw. */
export function winsOf(game: GameInfo, spin: Spin) {
  const cells = winningCells(spin);
  const lines = game.rules.evaluation.kind === 'lines' ? game.rules.evaluation.lines : [];
  const drawn = spin.line_wins.map((w) => lines[w.line]?.slice(0, w.count) ?? []);
  return { cells, drawn };
}

/** The first bet offered: the lowest level of R$ 1,00 or more (else the lowest). */
export function initialBetIndex(levels: readonly bigint[]): number {
  return Math.max(
    0,
    levels.findIndex((b) => b >= 100n),
  );
}

export function initialSlotState(game: GameInfo, balance: string, sound: boolean): SlotState {
  return {
    balance: cents(balance),
    betIndex: initialBetIndex(game.bet_levels.map(cents)),
    window: openingWindow(game),
    reelState: Array(game.rules.reels).fill('idle'),
    highlight: new Set(),
    drawn: [],
    wildReels: [],
    busy: false,
    banner: null,
    winText: '',
    details: [],
    last: null,
    prompt: null,
    maintenance: game.maintenance,
    sound,
    sheet: null,
    autoLeft: null,
  };
}

const every = (state: SlotState, reel: ReelState): ReelState[] => Array(state.reelState.length).fill(reel);

export function slotReducer(state: SlotState, action: SlotAction): SlotState {
  switch (action.type) {
    case 'betStepped': {
      const next = state.betIndex + action.step;
      return { ...state, betIndex: Math.min(action.levels - 1, Math.max(0, next)) };
    }
    case 'roundStarted':
      return {
        ...state,
        busy: true,
        banner: null,
        winText: '',
        details: [],
        highlight: new Set(),
        drawn: [],
        wildReels: [],
        balance: state.balance - action.bet,
        reelState: every(state, 'spinning'),
      };
    case 'roundRefused':
      return { ...state, balance: action.balance, reelState: every(state, 'idle'), busy: false };
    case 'respinStarted':
      return {
        ...state,
        highlight: new Set(),
        drawn: [],
        reelState: state.reelState.map((_, r) => (action.held.includes(r) ? 'idle' : 'spinning')),
        wildReels: action.held,
      };
    case 'reelLanded':
      return {
        ...state,
        window: state.window.map((column, i) => (i === action.reel ? [...action.column] : column)),
        reelState: state.reelState.map((s, i) => (i === action.reel ? 'landing' : s)),
      };
    case 'winsShown':
      return {
        ...state,
        wildReels: [...action.spin.held, ...action.spin.expanded_reels],
        highlight: action.highlight,
        drawn: action.drawn,
        details: action.details,
      };
    case 'bannerShown':
      return { ...state, banner: action.banner };
    case 'winTextShown':
      return { ...state, winText: action.winText };
    case 'roundEnded':
      return {
        ...state,
        balance: cents(action.round.balance),
        last: action.round,
        reelState: every(state, 'idle'),
        banner: null,
        winText: action.winText,
        busy: false,
      };
    case 'prompted':
      return { ...state, prompt: action.prompt };
    case 'closedForMaintenance':
      return { ...state, maintenance: true, prompt: 'maintenance' };
    case 'soundSet':
      return { ...state, sound: action.sound };
    case 'sheetOpened':
      return { ...state, sheet: action.sheet };
    case 'autoLeft':
      return { ...state, autoLeft: action.left };
  }
}
