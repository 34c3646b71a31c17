import { exactStats } from '../engine/exact.ts';
import type { PublishedStats } from '../engine/published.ts';
import type { SlotStats } from '../engine/stats.ts';
import { JUNGLE_WAYS } from './definition.ts';

/**
 * The exact figures of jungle-ways 1.0.0, as reduced fractions per unit of total bet. They are
 * published before the first bet; `jungle-ways.test.ts` recomputes them by full enumeration.
 */
export const JUNGLE_WAYS_STATS: PublishedStats = {
  rtp: '1059256413/1097600000',
  baseRtp: '1059256413/1097600000',
  hitFrequency: '583/1400',
  featureFrequency: '0/1',
  variance: '116182395452357669431/1204725760000000000',
  maxWinUnits: 66960,
};

/** Recomputes the figures above from the definition (every reel stop combination, features included). */
export function computeJungleWaysStats(): SlotStats {
  return exactStats(JUNGLE_WAYS);
}
