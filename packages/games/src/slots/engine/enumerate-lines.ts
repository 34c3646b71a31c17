import { evaluateLine } from './evaluate.ts';
import { createAccumulator, type SpinMoments } from './moments.ts';
import { getSymbolTable } from './symbols.ts';
import type { SlotDefinition, Strips } from './types.ts';

/** Per-reel, per-stop symbol indices and scatter counts, flattened for the hot loop. */
export type ReelTables = {
  readonly lengths: readonly number[];
  /** `cells[reel][stop * rows + row]` = symbol index. */
  readonly cells: readonly Int32Array[];
  readonly scatters: readonly Int32Array[];
};

export function reelTables(def: SlotDefinition, strips: Strips): ReelTables {
  const index = new Map(def.symbols.map((s, i) => [s.id, i]));
  const scatter = getSymbolTable(def).scatter;
  const cells = strips.map((strip) => {
    const out = new Int32Array(strip.length * def.rows);
    strip.forEach((_, stop) => {
      for (let row = 0; row < def.rows; row++)
        out[stop * def.rows + row] = index.get(strip[(stop + row) % strip.length]!)!;
    });
    return out;
  });
  const scatters = strips.map((strip) =>
    Int32Array.from(strip, (_, stop) => {
      let count = 0;
      for (let row = 0; row < def.rows; row++) if (strip[(stop + row) % strip.length] === scatter) count++;
      return count;
    }),
  );
  return { lengths: strips.map((s) => s.length), cells, scatters };
}

/** Scatter pay (coins) by scatter count, 0 … reels × rows. */
export function scatterPayTable(def: SlotDefinition): Int32Array {
  const scatter = getSymbolTable(def).scatter;
  const symbol = def.symbols.find((s) => s.id === scatter);
  return Int32Array.from({ length: def.reels * def.rows + 1 }, (_, count) => symbol?.pays[count] ?? 0);
}

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

/**
 * Exact moments of one spin of a 5-reel line game over all stop combinations. Reels 1–3 are
 * enumerated; lines already settled by them are summed once, and only the lines still open are
 * looked up for each of the reel-4 × reel-5 stops. Equivalent to evaluating every window (a test
 * checks it against exactly that on reduced strips), but about 20× faster.
 */
export function lineGameMoments(
  def: SlotDefinition,
  strips: Strips,
  minScatters: number | null,
): SpinMoments {
  if (def.evaluation.kind !== 'lines' || def.reels !== 5) throw new RangeError('needs a 5-reel line game');
  const n = def.symbols.length;
  const pays = linePayTable(def);
  const settled = settledPrefixes(pays, n);
  const { lengths, cells, scatters } = reelTables(def, strips);
  const [c1, c2, c3, c4, c5] = cells as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  const [l1, l2, l3, l4, l5] = lengths as [number, number, number, number, number];
  const scatterPay = scatterPayTable(def);
  const trigAt = minScatters ?? Number.POSITIVE_INFINITY;
  const lines = def.evaluation.lines;
  const rows = def.rows;
  const pairScatter = tailScatterCounts(scatters[3]!, scatters[4]!);
  const accumulator = createAccumulator();
  const openBase: number[] = [];
  const openRow4: number[] = [];
  const openRow5: number[] = [];
  for (let t1 = 0; t1 < l1; t1++) {
    for (let t2 = 0; t2 < l2; t2++) {
      for (let t3 = 0; t3 < l3; t3++) {
        let fixed = 0;
        openBase.length = 0;
        openRow4.length = 0;
        openRow5.length = 0;
        for (const line of lines) {
          const prefix =
            (c1[t1 * rows + line[0]!]! * n + c2[t2 * rows + line[1]!]!) * n + c3[t3 * rows + line[2]!]!;
          const pay = settled[prefix]!;
          if (pay >= 0) fixed += pay;
          else {
            openBase.push(prefix * n * n);
            openRow4.push(line[3]!);
            openRow5.push(line[4]!);
          }
        }
        const headScatters = scatters[0]![t1]! + scatters[1]![t2]! + scatters[2]![t3]!;
        if (openBase.length === 0) {
          pairScatter.forEach((count, tail) => {
            const s = headScatters + tail;
            if (count > 0) accumulator.add(fixed + scatterPay[s]!, s >= trigAt, count);
          });
          continue;
        }
        for (let t4 = 0; t4 < l4; t4++) {
          for (let t5 = 0; t5 < l5; t5++) {
            let win = fixed;
            for (let i = 0; i < openBase.length; i++) {
              win += pays[openBase[i]! + c4[t4 * rows + openRow4[i]!]! * n + c5[t5 * rows + openRow5[i]!]!]!;
            }
            const s = headScatters + scatters[3]![t4]! + scatters[4]![t5]!;
            accumulator.add(win + scatterPay[s]!, s >= trigAt, 1);
          }
        }
      }
    }
  }
  return accumulator.finish();
}

/** How many (reel-4 stop, reel-5 stop) pairs show 0, 1, 2… scatters between them. */
export function tailScatterCounts(a: Int32Array, b: Int32Array): number[] {
  const counts: number[] = [];
  for (const x of a) for (const y of b) counts[x + y] = (counts[x + y] ?? 0) + 1;
  return Array.from(counts, (c) => c ?? 0);
}
