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

/** How many (reel-4 stop, reel-5 stop) pairs show 0, 1, 2… scatters between them. */
export function tailScatterCounts(a: Int32Array, b: Int32Array): number[] {
  const counts: number[] = [];
  for (const x of a) for (const y of b) counts[x + y] = (counts[x + y] ?? 0) + 1;
  return Array.from(counts, (c) => c ?? 0);
}

/** Visits every (reel-1, reel-2, reel-3) stop combination. */
export function forEachHead(
  lengths: readonly number[],
  visit: (t1: number, t2: number, t3: number) => void,
): void {
  for (let t1 = 0; t1 < lengths[0]!; t1++) {
    for (let t2 = 0; t2 < lengths[1]!; t2++) for (let t3 = 0; t3 < lengths[2]!; t3++) visit(t1, t2, t3);
  }
}
