import { exactStats } from '../engine/exact.ts';
import type { PublishedStats } from '../engine/published.ts';
import type { SlotStats } from '../engine/stats.ts';
import { FRUIT_TRIO } from './definition.ts';

/**
 * The exact figures of fruit-trio 1.0.0, as reduced fractions per unit of total bet. They are
 * published before the first bet; `fruit-trio.test.ts` recomputes them by full enumeration.
 */
export const FRUIT_TRIO_STATS: PublishedStats = {
  rtp: '38599/40000',
  baseRtp: '12377/20000',
  hitFrequency: '74557/200000',
  featureFrequency: '3/20',
  variance: '14637304199/1600000000',
  maxWinUnits: 374,
};

/** Recomputes the figures above from the definition (every reel stop combination, features included). */
export function computeFruitTrioStats(): SlotStats {
  return exactStats(FRUIT_TRIO);
}
