import { parseRatio, type Ratio, ratioToNumber, ratioToString, sub } from '../../math/ratio.ts';
import type { SlotStats, VolatilityLabel } from './stats.ts';

/**
 * A game version's exact statistics as reduced fractions "num/den", stored in its `rtp.ts` so the
 * registry (and the browser) never has to run the enumeration; each game's test recomputes them.
 */
export type PublishedStats = {
  readonly rtp: string;
  readonly baseRtp: string;
  readonly hitFrequency: string;
  readonly featureFrequency: string;
  readonly variance: string;
  readonly maxWinUnits: number;
};

export function toPublished(stats: SlotStats): PublishedStats {
  return {
    rtp: ratioToString(stats.rtp),
    baseRtp: ratioToString(stats.baseRtp),
    hitFrequency: ratioToString(stats.hitFrequency),
    featureFrequency: ratioToString(stats.featureFrequency),
    variance: ratioToString(stats.variance),
    maxWinUnits: stats.maxWinUnits,
  };
}

/** The figures a lobby or rules screen shows, as plain numbers (per unit of total bet). */
export type StatsSummary = {
  readonly rtp: number;
  readonly baseRtp: number;
  readonly featureRtp: number;
  readonly hitFrequency: number;
  /** 0 when the game has no feature. */
  readonly featureFrequency: number;
  readonly standardDeviation: number;
  readonly volatility: VolatilityLabel;
  readonly maxWinMultiple: number;
};

/** Labels by the standard deviation of one round's win per unit bet: <4 low, <8 medium, <15 high. */
export function volatilityOf(standardDeviation: number): VolatilityLabel {
  if (standardDeviation < 4) return 'low';
  if (standardDeviation < 8) return 'medium';
  if (standardDeviation < 15) return 'high';
  return 'very-high';
}

export function summarise(published: PublishedStats, coinDivisor: number): StatsSummary {
  const value = (text: string): Ratio => parseRatio(text);
  const standardDeviation = Math.sqrt(ratioToNumber(value(published.variance)));
  return {
    rtp: ratioToNumber(value(published.rtp)),
    baseRtp: ratioToNumber(value(published.baseRtp)),
    featureRtp: ratioToNumber(sub(value(published.rtp), value(published.baseRtp))),
    hitFrequency: ratioToNumber(value(published.hitFrequency)),
    featureFrequency: ratioToNumber(value(published.featureFrequency)),
    standardDeviation,
    volatility: volatilityOf(standardDeviation),
    maxWinMultiple: published.maxWinUnits / coinDivisor,
  };
}
