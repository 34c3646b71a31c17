import { lineGameMoments } from './enumerate-lines.ts';
import { waysGameMoments } from './enumerate-ways.ts';
import { evaluateWindow } from './evaluate.ts';
import { bruteForceMoments, type SpinMoments } from './moments.ts';
import { fillReels, windowAt } from './reels.ts';
import { freeSpinStats, plainStats, respinStats, type SlotStats } from './stats.ts';
import { getSymbolTable } from './symbols.ts';
import type { SlotDefinition, Strips } from './types.ts';

const BRUTE_FORCE_LIMIT = 50_000_000;

/**
 * Moments of one spin on `strips`, by evaluating every window with the play evaluator. Exact and
 * simple; used directly for small games and to check the fast enumerators.
 */
export function bruteForceSpinMoments(
  def: SlotDefinition,
  strips: Strips,
  minScatters: number | null,
): SpinMoments {
  const lengths = strips.map((s) => s.length);
  if (lengths.reduce((a, b) => a * b, 1) > BRUTE_FORCE_LIMIT) throw new RangeError('too many combinations');
  const scatter = getSymbolTable(def).scatter;
  const trigAt = minScatters ?? Number.POSITIVE_INFINITY;
  return bruteForceMoments(lengths, (stops) => {
    const window = windowAt(strips, stops, def.rows);
    const scatters = window.flat().filter((id) => id === scatter).length;
    return { win: evaluateWindow(def, window).payUnits, trig: scatters >= trigAt };
  });
}

/** Moments of one spin, by the fastest exact method available for the game's shape. */
export function spinMoments(def: SlotDefinition, strips: Strips, minScatters: number | null): SpinMoments {
  if (def.reels === 5 && def.evaluation.kind === 'lines') return lineGameMoments(def, strips, minScatters);
  if (def.reels === 5 && def.evaluation.kind === 'ways') return waysGameMoments(def, strips, minScatters);
  return bruteForceSpinMoments(def, strips, minScatters);
}

/**
 * Expanding-wild re-spin game: the paid spin (trigger = a wild on the feature reel, paid with that
 * reel all wild) and the re-spin (that reel held as wilds, the others spun), each enumerated in full.
 */
export function respinMoments(def: SlotDefinition, reel: number): { base: SpinMoments; respin: SpinMoments } {
  const wild = getSymbolTable(def).wild!;
  const strips = def.baseStrips;
  const base = bruteForceMoments(
    strips.map((s) => s.length),
    (stops) => {
      const window = windowAt(strips, stops, def.rows);
      const trig = window[reel]!.includes(wild);
      const paid = trig ? fillReels(window, [reel], wild) : window;
      return { win: evaluateWindow(def, paid).payUnits, trig };
    },
  );
  const heldStrips = strips.map((s, r) => (r === reel ? [wild] : s));
  const respin = bruteForceMoments(
    heldStrips.map((s) => s.length),
    (stops) => ({ win: evaluateWindow(def, windowAt(heldStrips, stops, def.rows)).payUnits, trig: false }),
  );
  return { base, respin };
}

/** The exact published statistics of a game version, features included. */
export function exactStats(def: SlotDefinition): SlotStats {
  const { feature } = def;
  if (feature.kind === 'expanding-wild-respin') {
    const { base, respin } = respinMoments(def, feature.reel);
    return respinStats(base, respin, def.coinDivisor);
  }
  if (feature.kind === 'free-spins') {
    const base = spinMoments(def, def.baseStrips, feature.minScatters);
    const free = spinMoments(def, def.freeStrips ?? def.baseStrips, feature.minScatters);
    return freeSpinStats(base, free, feature, def.coinDivisor);
  }
  return plainStats(spinMoments(def, def.baseStrips, null), def.coinDivisor);
}
