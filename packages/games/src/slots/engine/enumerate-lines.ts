import { evaluateLine } from './evaluate.ts';
import { createAccumulator, type MomentsAccumulator, type SpinMoments } from './moments.ts';
import {
  forEachHead,
  type ReelTables,
  reelTables,
  scatterPayTable,
  tailScatterCounts,
} from './reel-tables.ts';
import { getSymbolTable } from './symbols.ts';
import type { SlotDefinition, Strips } from './types.ts';

/**
 * Every line's pay for every possible 5-symbol sequence, computed once with the same
 * `evaluateLine` the game plays with; the enumeration then only looks pays up.
 */
function linePayTable(def: SlotDefinition): Int32Array {
  const table = getSymbolTable(def);
  const ids = def.symbols.map((s) => s.id);
  const n = ids.length;
  const out = new Int32Array(n ** 5);
  for (let code = 0; code < out.length; code++) {
    const symbols = [4, 3, 2, 1, 0].map((power) => ids[Math.floor(code / n ** power) % n]!);
    out[code] = evaluateLine(table, symbols)?.payUnits ?? 0;
  }
  return out;
}

/** For each 3-symbol prefix: the line pay when reels 4 and 5 cannot change it, else -1. */
function settledPrefixes(pays: Int32Array, n: number): Int32Array {
  const out = new Int32Array(n ** 3);
  for (let prefix = 0; prefix < out.length; prefix++) {
    const first = pays[prefix * n * n]!;
    let settled = true;
    for (let tail = 1; tail < n * n && settled; tail++) settled = pays[prefix * n * n + tail] === first;
    out[prefix] = settled ? first : -1;
  }
  return out;
}

type LineContext = {
  n: number;
  rows: number;
  lines: readonly (readonly number[])[];
  /** Line pay by 5-symbol code, and by 3-symbol prefix when reels 4–5 cannot change it (else -1). */
  pays: Int32Array;
  settled: Int32Array;
  tables: ReelTables;
  scatterPay: Int32Array;
  trigAt: number;
  /** Reel-4 × reel-5 stop pairs by the number of scatters they show. */
  tailScatters: number[];
  accumulator: MomentsAccumulator;
};

/** Lines still open after reels 1–3: pay-table offset of the prefix, and their rows on reels 4 and 5. */
type OpenLines = { base: number[]; row4: number[]; row5: number[] };

/**
 * Exact moments of one spin of a 5-reel line game over all stop combinations. Reels 1–3 are
 * enumerated; lines already settled by them are summed once, and only the lines still open are
 * looked up for each of the reel-4 × reel-5 stops. Equivalent to evaluating every window (a test
 * checks it against exactly that on reduced strips, `rtp-report.ts --brute` on the real ones), but
 * several hundred times faster.
 */
export function lineGameMoments(
  def: SlotDefinition,
  strips: Strips,
  minScatters: number | null,
): SpinMoments {
  if (def.evaluation.kind !== 'lines' || def.reels !== 5) throw new RangeError('needs a 5-reel line game');
  const pays = linePayTable(def);
  const tables = reelTables(def, strips);
  const ctx: LineContext = {
    n: def.symbols.length,
    rows: def.rows,
    lines: def.evaluation.lines,
    pays,
    settled: settledPrefixes(pays, def.symbols.length),
    tables,
    scatterPay: scatterPayTable(def),
    trigAt: minScatters ?? Number.POSITIVE_INFINITY,
    tailScatters: tailScatterCounts(tables.scatters[3]!, tables.scatters[4]!),
    accumulator: createAccumulator(),
  };
  const open: OpenLines = { base: [], row4: [], row5: [] };
  const [s1, s2, s3] = tables.scatters as [Int32Array, Int32Array, Int32Array];
  forEachHead(tables.lengths, (t1, t2, t3) => {
    const fixed = settleHead(ctx, t1, t2, t3, open);
    addTails(ctx, fixed, open, s1[t1]! + s2[t2]! + s3[t3]!);
  });
  return ctx.accumulator.finish();
}

/** Sums the lines that reels 1–3 settle and collects the others into `open`. */
function settleHead(ctx: LineContext, t1: number, t2: number, t3: number, open: OpenLines): number {
  const { n, rows, settled } = ctx;
  const [c1, c2, c3] = ctx.tables.cells as [Int32Array, Int32Array, Int32Array];
  let fixed = 0;
  open.base.length = 0;
  open.row4.length = 0;
  open.row5.length = 0;
  for (const line of ctx.lines) {
    const prefix =
      (c1[t1 * rows + line[0]!]! * n + c2[t2 * rows + line[1]!]!) * n + c3[t3 * rows + line[2]!]!;
    const pay = settled[prefix]!;
    if (pay >= 0) fixed += pay;
    else {
      open.base.push(prefix * n * n);
      open.row4.push(line[3]!);
      open.row5.push(line[4]!);
    }
  }
  return fixed;
}

/** Records every reel-4 × reel-5 completion of one reel-1..3 combination. */
function addTails(ctx: LineContext, fixed: number, open: OpenLines, headScatters: number): void {
  const { n, rows, pays, scatterPay, trigAt, accumulator } = ctx;
  if (open.base.length === 0) {
    ctx.tailScatters.forEach((count, tail) => {
      const s = headScatters + tail;
      if (count > 0) accumulator.add(fixed + scatterPay[s]!, s >= trigAt, count);
    });
    return;
  }
  const [c4, c5] = [ctx.tables.cells[3]!, ctx.tables.cells[4]!];
  const [sc4, sc5] = [ctx.tables.scatters[3]!, ctx.tables.scatters[4]!];
  for (let t4 = 0; t4 < c4.length / rows; t4++) {
    for (let t5 = 0; t5 < c5.length / rows; t5++) {
      let win = fixed;
      for (let i = 0; i < open.base.length; i++) {
        win += pays[open.base[i]! + c4[t4 * rows + open.row4[i]!]! * n + c5[t5 * rows + open.row5[i]!]!]!;
      }
      const s = headScatters + sc4[t4]! + sc5[t5]!;
      accumulator.add(win + scatterPay[s]!, s >= trigAt, 1);
    }
  }
}
