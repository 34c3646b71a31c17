/**
 * The one interface every game draws randomness through. Production rounds use the provably-fair
 * stream (`fair/`); simulations and tests use a seeded generator. Games never see which one.
 */
export type Rng = {
  /** A uniform integer in [0, 2^32). */
  nextUint32: () => number;
  /** A uniform integer in [0, maxExclusive), without modulo bias. */
  int: (maxExclusive: number) => number;
  /** A uniformly chosen element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
};

const TWO_POW_32 = 4_294_967_296;

/**
 * Maps a uint32 source to [0, n) by rejection: values at or above the largest multiple of n
 * below 2^32 are discarded and drawn again, so every result has exactly the same probability.
 * Taking `value % n` directly would favour small results whenever n does not divide 2^32.
 */
export function uniformInt(nextUint32: () => number, maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
    throw new RangeError(`maxExclusive must be an integer in [1, 2^32], got ${maxExclusive}`);
  }
  const limit = Math.floor(TWO_POW_32 / maxExclusive) * maxExclusive;
  for (;;) {
    const value = nextUint32();
    if (value < limit) return value % maxExclusive;
  }
}

/** Builds the full `Rng` from a uint32 source. */
export function createRng(nextUint32: () => number): Rng {
  const int = (maxExclusive: number) => uniformInt(nextUint32, maxExclusive);
  return {
    nextUint32,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('cannot pick from an empty list');
      return items[int(items.length)] as T;
    },
  };
}
