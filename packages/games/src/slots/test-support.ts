import { createRng, type Rng } from '../rng/rng.ts';

/**
 * An Rng that returns the given values in order (then repeats `cycle`, if any). Small values come
 * out of `int(n)` unchanged, so tests can place reel stops exactly.
 */
export function scriptedRng(
  values: readonly number[],
  cycle: readonly number[] = [],
): Rng & { used: () => number } {
  let used = 0;
  const rng = createRng(() => {
    const value = used < values.length ? values[used] : cycle[(used - values.length) % (cycle.length || 1)];
    used++;
    if (value === undefined) throw new Error('scripted rng exhausted');
    return value;
  });
  return { ...rng, used: () => used };
}
