import type { Rng } from '../../rng/rng.ts';
import type { Strips, Window } from './types.ts';

/** The window shown by `stops`: reel r shows strip[stop], strip[stop + 1]… wrapping at the end. */
export function windowAt(strips: Strips, stops: readonly number[], rows: number): string[][] {
  const window: string[][] = [];
  for (let reel = 0; reel < strips.length; reel++) {
    const strip = strips[reel]!;
    const column: string[] = [];
    for (let row = 0, at = stops[reel]!; row < rows; row++, at = at + 1 === strip.length ? 0 : at + 1) {
      column.push(strip[at]!);
    }
    window.push(column);
  }
  return window;
}

/**
 * Draws one stop per reel, in reel order (left to right), skipping `held` reels whose stop stays as
 * given in `previous`. This order is part of the published derivation: changing it changes outcomes.
 */
export function drawStops(
  rng: Rng,
  strips: Strips,
  held: readonly number[] = [],
  previous: readonly number[] = [],
) {
  return strips.map((strip, reel) => (held.includes(reel) ? previous[reel]! : rng.int(strip.length)));
}

/** The window with every cell of `reels` replaced by `symbol`. */
export function fillReels(window: Window, reels: readonly number[], symbol: string): string[][] {
  return window.map((column, reel) => (reels.includes(reel) ? column.map(() => symbol) : [...column]));
}
