/**
 * Exact summaries of a spin's outcome over every equally likely stop combination. Counts and sums
 * are bigint so that nothing is rounded on the way to the published RTP.
 */
export type SpinMoments = {
  /** Number of stop combinations (the product of the strip lengths). */
  readonly combos: bigint;
  /** Σ win in coins, and Σ win², over all combinations. */
  readonly sum: bigint;
  readonly sumSq: bigint;
  /** Combinations that pay something. */
  readonly hits: bigint;
  /** Combinations that trigger the game's feature; Σ win over them; those that pay nothing. */
  readonly trig: bigint;
  readonly trigSum: bigint;
  readonly trigZero: bigint;
  /** Largest win among combinations that do not / do trigger the feature (-1 when there are none). */
  readonly maxNoTrig: number;
  readonly maxTrig: number;
  /** Every distinct (win, trigger) with its number of combinations, ascending by win. */
  readonly distribution: readonly { readonly win: number; readonly trig: boolean; readonly count: bigint }[];
};

export type MomentsAccumulator = {
  /** Records `count` combinations that pay `win` coins and do (or do not) trigger the feature. */
  add: (win: number, trig: boolean, count: number) => void;
  finish: () => SpinMoments;
};

const DENSE_SIZE = 1 << 16;

/** Counts per win value: a dense array for the common small wins, a map for the rare large ones. */
export function createAccumulator(): MomentsAccumulator {
  const dense = [new Float64Array(DENSE_SIZE), new Float64Array(DENSE_SIZE)] as const;
  const sparse = [new Map<number, number>(), new Map<number, number>()] as const;
  return {
    add(win, trig, count) {
      const index = trig ? 1 : 0;
      if (win < DENSE_SIZE) dense[index][win]! += count;
      else sparse[index].set(win, (sparse[index].get(win) ?? 0) + count);
    },
    finish() {
      const entries: { win: number; trig: boolean; count: bigint }[] = [];
      for (const index of [0, 1] as const) {
        dense[index].forEach((count, win) => {
          if (count > 0) entries.push({ win, trig: index === 1, count: BigInt(count) });
        });
        for (const [win, count] of sparse[index])
          entries.push({ win, trig: index === 1, count: BigInt(count) });
      }
      return momentsOf(entries.sort((a, b) => a.win - b.win || Number(a.trig) - Number(b.trig)));
    },
  };
}

function momentsOf(distribution: SpinMoments['distribution']): SpinMoments {
  let [combos, sum, sumSq, hits, trig, trigSum, trigZero] = [0n, 0n, 0n, 0n, 0n, 0n, 0n];
  let [maxNoTrig, maxTrig] = [-1, -1];
  for (const { win, trig: triggers, count } of distribution) {
    const w = BigInt(win);
    combos += count;
    sum += w * count;
    sumSq += w * w * count;
    if (win > 0) hits += count;
    if (triggers) {
      trig += count;
      trigSum += w * count;
      if (win === 0) trigZero += count;
      maxTrig = Math.max(maxTrig, win);
    } else maxNoTrig = Math.max(maxNoTrig, win);
  }
  return { combos, sum, sumSq, hits, trig, trigSum, trigZero, maxNoTrig, maxTrig, distribution };
}

/** Calls `visit` with every combination of stops (an odometer, last reel fastest). */
export function forEachStops(lengths: readonly number[], visit: (stops: readonly number[]) => void): void {
  const stops = lengths.map(() => 0);
  if (lengths.some((length) => length === 0)) return;
  for (;;) {
    visit(stops);
    let reel = lengths.length - 1;
    while (reel >= 0 && ++stops[reel]! === lengths[reel]) stops[reel--] = 0;
    if (reel < 0) return;
  }
}

/** Moments by visiting every combination of stops; `value` says what a combination pays and triggers. */
export function bruteForceMoments(
  lengths: readonly number[],
  value: (stops: readonly number[]) => { win: number; trig: boolean },
): SpinMoments {
  const accumulator = createAccumulator();
  forEachStops(lengths, (stops) => {
    const { win, trig } = value(stops);
    accumulator.add(win, trig, 1);
  });
  return accumulator.finish();
}
