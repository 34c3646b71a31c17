import { createAccumulator, type MomentsAccumulator, type SpinMoments } from './moments.ts';
import { forEachHead, reelTables, scatterPayTable, tailScatterCounts } from './reel-tables.ts';
import { getSymbolTable } from './symbols.ts';
import type { SlotDefinition, Strips } from './types.ts';

type WaysTables = {
  /** `weights[reel][stop * n + symbol]`: that symbol's count plus wildWeight × wilds, per stop. */
  weights: Int32Array[];
  /** `pays[symbol * 6 + count]`. */
  pays: Int32Array;
  /** Regular symbols that can start a way (shown on reel 1). */
  regular: number[];
};

function waysTables(def: SlotDefinition, strips: Strips, wildWeight: number): WaysTables {
  const n = def.symbols.length;
  const table = getSymbolTable(def);
  const wild = def.symbols.findIndex((s) => s.id === table.wild);
  const { cells, lengths } = reelTables(def, strips);
  const weights = cells.map((reelCells, reel) => {
    const out = new Int32Array(lengths[reel]! * n);
    for (let stop = 0; stop < lengths[reel]!; stop++) {
      for (let row = 0; row < def.rows; row++) {
        const symbol = reelCells[stop * def.rows + row]!;
        if (symbol !== wild) out[stop * n + symbol]! += 1;
        else for (let s = 0; s < n; s++) out[stop * n + s]! += wildWeight;
      }
    }
    return out;
  });
  const pays = new Int32Array(n * 6);
  def.symbols.forEach((s, i) => {
    for (let count = 1; count <= 5; count++) pays[i * 6 + count] = s.pays[count] ?? 0;
  });
  const regular = def.symbols.flatMap((s, i) => (s.kind === 'regular' ? [i] : []));
  return { weights, pays, regular };
}

/**
 * Exact moments of one spin of a 5-reel ways game. For each reel-1..3 stop combination, symbols whose
 * way already ended are paid once; only the symbols still running are extended over reels 4 and 5.
 */
export function waysGameMoments(
  def: SlotDefinition,
  strips: Strips,
  minScatters: number | null,
): SpinMoments {
  const { evaluation } = def;
  if (evaluation.kind !== 'ways' || def.reels !== 5) throw new RangeError('needs a 5-reel ways game');
  const n = def.symbols.length;
  const { weights, pays, regular } = waysTables(def, strips, evaluation.wildWeight);
  const { lengths, scatters } = reelTables(def, strips);
  const [w1, w2, w3] = weights as [Int32Array, Int32Array, Int32Array];
  const tail = makeTail(weights[3]!, weights[4]!, pays, lengths, n);
  const scatter = { pay: scatterPayTable(def), trigAt: minScatters ?? Number.POSITIVE_INFINITY, scatters };
  const accumulator = createAccumulator();
  forEachHead(lengths, (t1, t2, t3) => {
    let fixed = 0;
    const open: number[] = [];
    for (const s of regular) {
      const a = w1[t1 * n + s]!;
      if (a === 0) continue;
      const b = w2[t2 * n + s]!;
      const c = b === 0 ? 0 : w3[t3 * n + s]!;
      if (b === 0) fixed += pays[s * 6 + 1]! * a;
      else if (c === 0) fixed += pays[s * 6 + 2]! * a * b;
      else open.push(s, a * b * c);
    }
    const headScatters = scatters[0]![t1]! + scatters[1]![t2]! + scatters[2]![t3]!;
    tail(fixed, open, headScatters, scatter, accumulator);
  });
  return accumulator.finish();
}

type ScatterInfo = { pay: Int32Array; trigAt: number; scatters: readonly Int32Array[] };

/** Extends the still-running ways (`open` = [symbol, ways, …]) over every reel-4 × reel-5 stop pair. */
function makeTail(w4: Int32Array, w5: Int32Array, pays: Int32Array, lengths: readonly number[], n: number) {
  const [l4, l5] = [lengths[3]!, lengths[4]!];
  return (fixed: number, open: number[], head: number, sc: ScatterInfo, acc: MomentsAccumulator) => {
    if (open.length === 0) {
      tailScatterCounts(sc.scatters[3]!, sc.scatters[4]!).forEach((count, extra) => {
        if (count > 0) acc.add(fixed + sc.pay[head + extra]!, head + extra >= sc.trigAt, count);
      });
      return;
    }
    for (let t4 = 0; t4 < l4; t4++) {
      for (let t5 = 0; t5 < l5; t5++) {
        let win = fixed;
        for (let i = 0; i < open.length; i += 2) {
          const s = open[i]!;
          const d = w4[t4 * n + s]!;
          const e = d === 0 ? 0 : w5[t5 * n + s]!;
          if (d === 0) win += pays[s * 6 + 3]! * open[i + 1]!;
          else if (e === 0) win += pays[s * 6 + 4]! * open[i + 1]! * d;
          else win += pays[s * 6 + 5]! * open[i + 1]! * d * e;
        }
        const s = head + sc.scatters[3]![t4]! + sc.scatters[4]![t5]!;
        acc.add(win + sc.pay[s]!, s >= sc.trigAt, 1);
      }
    }
  };
}
