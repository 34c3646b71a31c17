import { getSymbolTable, payFor, type SymbolTable } from './symbols.ts';
import type {
  LineWin,
  Position,
  ScatterWin,
  SlotDefinition,
  WaysEvaluation,
  WaysWin,
  Window,
  WindowWins,
} from './types.ts';

export type LinePay = { readonly symbol: string; readonly count: number; readonly payUnits: number };

/**
 * The pay of one line's symbols, left to right from the first reel. Wilds substitute for regular
 * symbols; a run of leading wilds may also pay as wilds. Only the higher of the two is paid (ties
 * go to the substituted symbol). Scatters never pay on a line and break it.
 */
export function evaluateLine(table: SymbolTable, symbols: readonly string[]): LinePay | null {
  const { wild } = table;
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === wild) wildRun++;
  const wildPay = wild === null ? 0 : payFor(table.byId.get(wild), wildRun);
  const target = symbols[wildRun];
  const targetSymbol = target === undefined ? undefined : table.byId.get(target);
  let best: LinePay | null =
    wildPay > 0 && wild !== null ? { symbol: wild, count: wildRun, payUnits: wildPay } : null;
  if (targetSymbol?.kind === 'regular') {
    let count = wildRun;
    while (count < symbols.length && (symbols[count] === target || symbols[count] === wild)) count++;
    const pay = payFor(targetSymbol, count);
    if (pay > 0 && pay >= (best?.payUnits ?? 0)) best = { symbol: targetSymbol.id, count, payUnits: pay };
  }
  return best;
}

function lineWins(table: SymbolTable, window: Window, lines: readonly (readonly number[])[]): LineWin[] {
  const wins: LineWin[] = [];
  lines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => window[reel]![row]!);
    const pay = evaluateLine(table, symbols);
    if (!pay) return;
    const positions = rows.slice(0, pay.count).map((row, reel): Position => [reel, row]);
    wins.push({ line, ...pay, positions });
  });
  return wins;
}

/**
 * Ways pays: for each regular symbol, the reels from the left that show it (or a wild) make a path
 * of `count` reels; the pay is the symbol's pay for `count` times the product, over those reels, of
 * (symbols shown + wildWeight × wilds shown).
 */
export function waysWins(table: SymbolTable, window: Window, evaluation: WaysEvaluation): WaysWin[] {
  const wins: WaysWin[] = [];
  const firstReel = new Set(window[0]);
  for (const symbol of table.regular) {
    if (!firstReel.has(symbol.id)) continue;
    let ways = 1;
    let count = 0;
    const positions: Position[] = [];
    for (const column of window) {
      let weight = 0;
      column.forEach((id, row) => {
        const w = id === symbol.id ? 1 : id === table.wild ? evaluation.wildWeight : 0;
        if (w > 0) positions.push([count, row]);
        weight += w;
      });
      if (weight === 0) break;
      ways *= weight;
      count++;
    }
    const pay = payFor(symbol, count) * ways;
    if (pay > 0) wins.push({ symbol: symbol.id, count, ways, payUnits: pay, positions });
  }
  return wins;
}

/** Scatters pay by their count anywhere in the window. */
export function scatterWin(table: SymbolTable, window: Window): ScatterWin | null {
  const { scatter } = table;
  if (scatter === null) return null;
  const positions = scatterPositions(window, scatter);
  const payUnits = payFor(table.byId.get(scatter), positions.length);
  return payUnits === 0 ? null : { symbol: scatter, count: positions.length, payUnits, positions };
}

export function scatterPositions(window: Window, scatter: string): Position[] {
  const positions: Position[] = [];
  window.forEach((column, reel) => {
    column.forEach((id, row) => {
      if (id === scatter) positions.push([reel, row]);
    });
  });
  return positions;
}

/** All pays of one window, in coins, before any feature multiplier. */
export function evaluateWindow(def: SlotDefinition, window: Window): WindowWins {
  const table = getSymbolTable(def);
  const { evaluation } = def;
  const lines = evaluation.kind === 'lines' ? lineWins(table, window, evaluation.lines) : [];
  const ways = evaluation.kind === 'ways' ? waysWins(table, window, evaluation) : [];
  const scatter = scatterWin(table, window);
  const payUnits =
    lines.reduce((sum, w) => sum + w.payUnits, 0) +
    ways.reduce((sum, w) => sum + w.payUnits, 0) +
    (scatter?.payUnits ?? 0);
  return { lineWins: lines, waysWins: ways, scatterWin: scatter, payUnits };
}
