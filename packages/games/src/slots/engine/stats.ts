import {
  add,
  div,
  mul,
  ONE_RATIO,
  type Ratio,
  ratio,
  ratioToNumber,
  sub,
  ZERO_RATIO,
} from '../../math/ratio.ts';
import type { SpinMoments } from './moments.ts';
import type { FreeSpins } from './types.ts';

/** The published mathematics of a game version, per unit of total bet. */
export type SlotStats = {
  /** Expected total win ÷ bet (features included). */
  readonly rtp: Ratio;
  /** Part of `rtp` paid by the paid spin itself, and by the feature (re-spin or free spins). */
  readonly baseRtp: Ratio;
  readonly featureRtp: Ratio;
  /** Probability that a round pays anything. */
  readonly hitFrequency: Ratio;
  /** Probability that a round triggers the feature. */
  readonly featureFrequency: Ratio;
  /** Variance of (total win ÷ bet). */
  readonly variance: Ratio;
  /** Largest possible total win of one round, in coins and as a multiple of the bet. */
  readonly maxWinUnits: number;
  readonly maxWinMultiple: Ratio;
};

/** The low-order moments of one kind of spin, as probabilities and expectations. */
export type SpinExpectations = {
  readonly pTrig: Ratio;
  readonly mean: Ratio;
  readonly meanSq: Ratio;
  /** E[win · 1{trigger}]. */
  readonly meanTrig: Ratio;
  /** P(win = 0 and no trigger), P(win = 0 and trigger). */
  readonly pZeroNoTrig: Ratio;
  readonly pZeroTrig: Ratio;
  readonly pHit: Ratio;
};

export function expectationsOf(m: SpinMoments): SpinExpectations {
  const p = (x: bigint) => ratio(x, m.combos);
  return {
    pTrig: p(m.trig),
    mean: p(m.sum),
    meanSq: p(m.sumSq),
    meanTrig: p(m.trigSum),
    pZeroNoTrig: p(m.combos - m.hits - m.trigZero),
    pZeroTrig: p(m.trigZero),
    pHit: p(m.hits),
  };
}

type RoundMoments = {
  coinDivisor: number;
  mean: Ratio;
  meanSq: Ratio;
  baseMean: Ratio;
  hit: Ratio;
  featureFrequency: Ratio;
  maxWinUnits: number;
};

/** Converts expectations in coins to the per-bet figures the registry publishes. */
export function toSlotStats(r: RoundMoments): SlotStats {
  const d = ratio(r.coinDivisor);
  const d2 = mul(d, d);
  const variance = sub(div(r.meanSq, d2), mul(div(r.mean, d), div(r.mean, d)));
  return {
    rtp: div(r.mean, d),
    baseRtp: div(r.baseMean, d),
    featureRtp: div(sub(r.mean, r.baseMean), d),
    hitFrequency: r.hit,
    featureFrequency: r.featureFrequency,
    variance,
    maxWinUnits: r.maxWinUnits,
    maxWinMultiple: ratio(r.maxWinUnits, r.coinDivisor),
  };
}

/** A game without features: the round is the spin. */
export function plainStats(base: SpinMoments, coinDivisor: number): SlotStats {
  const b = expectationsOf(base);
  const maxWinUnits = Math.max(base.maxNoTrig, base.maxTrig);
  return toSlotStats({
    coinDivisor,
    mean: b.mean,
    meanSq: b.meanSq,
    baseMean: b.mean,
    hit: b.pHit,
    featureFrequency: ZERO_RATIO,
    maxWinUnits,
  });
}

/**
 * Paid spin B plus, when it triggers (indicator I), one independent re-spin R:
 * E[B + I·R] = E[B] + P(I)·E[R];  E[(B + I·R)²] = E[B²] + 2·E[B·I]·E[R] + P(I)·E[R²].
 */
export function respinStats(base: SpinMoments, respin: SpinMoments, coinDivisor: number): SlotStats {
  const b = expectationsOf(base);
  const r = expectationsOf(respin);
  const mean = add(b.mean, mul(b.pTrig, r.mean));
  const meanSq = add(b.meanSq, add(mul(ratio(2), mul(b.meanTrig, r.mean)), mul(b.pTrig, r.meanSq)));
  const hit = add(b.pHit, mul(b.pZeroTrig, r.pHit));
  const maxWinUnits = Math.max(base.maxNoTrig, base.maxTrig < 0 ? -1 : base.maxTrig + respin.maxNoTrig);
  return toSlotStats({
    coinDivisor,
    mean,
    meanSq,
    baseMean: b.mean,
    hit,
    featureFrequency: b.pTrig,
    maxWinUnits,
  });
}

type FeatureState = { m1: Ratio; m2: Ratio; zero: Ratio };

/**
 * Expected total win W of the free spins still to come, its second moment, and the probability that
 * they all pay nothing, with `remaining` spins left and `awarded` spins given so far. Each free spin
 * (win X, retrigger indicator I) is independent of the others:
 *   M1(r, a) = E[X] + P(I)·M1(trig) + P(¬I)·M1(r − 1, a)
 *   M2(r, a) = E[X²] + 2E[X·I]·M1(trig) + 2E[X·¬I]·M1(r − 1, a) + P(I)·M2(trig) + P(¬I)·M2(r − 1, a)
 * where trig = (r − 1 + k, a + k), k = min(retriggerSpins, maxSpins − a). The cap makes this finite.
 */
export function freeSpinFeature(free: SpinMoments, feature: FreeSpins): FeatureState {
  const x = expectationsOf(free);
  const pNo = sub(ONE_RATIO, x.pTrig);
  const meanNoTrig = sub(x.mean, x.meanTrig);
  const memo = new Map<string, FeatureState>();
  const state = (remaining: number, awarded: number): FeatureState => {
    if (remaining === 0) return { m1: ZERO_RATIO, m2: ZERO_RATIO, zero: ONE_RATIO };
    const key = `${remaining}/${awarded}`;
    const known = memo.get(key);
    if (known) return known;
    const extra = Math.min(feature.retriggerSpins, feature.maxSpins - awarded);
    const t = state(remaining - 1 + extra, awarded + extra);
    const n = state(remaining - 1, awarded);
    const two = ratio(2);
    const result = {
      m1: add(x.mean, add(mul(x.pTrig, t.m1), mul(pNo, n.m1))),
      m2: sum([
        x.meanSq,
        mul(two, mul(x.meanTrig, t.m1)),
        mul(two, mul(meanNoTrig, n.m1)),
        mul(x.pTrig, t.m2),
        mul(pNo, n.m2),
      ]),
      zero: add(mul(x.pZeroTrig, t.zero), mul(x.pZeroNoTrig, n.zero)),
    };
    memo.set(key, result);
    return result;
  };
  return state(feature.spins, feature.spins);
}

function sum(terms: readonly Ratio[]): Ratio {
  return terms.reduce(add, ZERO_RATIO);
}

/**
 * Paid spin B; when it triggers (I), a free-spin feature F paid at `multiplier` m:
 * E = E[B] + m·P(I)·E[F];  E[(B + I·m·F)²] = E[B²] + 2m·E[B·I]·E[F] + m²·P(I)·E[F²].
 */
export function freeSpinStats(
  base: SpinMoments,
  free: SpinMoments,
  feature: FreeSpins,
  coinDivisor: number,
): SlotStats {
  const b = expectationsOf(base);
  const f = freeSpinFeature(free, feature);
  const m = ratio(feature.multiplier);
  const mean = add(b.mean, mul(m, mul(b.pTrig, f.m1)));
  const meanSq = sum([
    b.meanSq,
    mul(ratio(2), mul(m, mul(b.meanTrig, f.m1))),
    mul(mul(m, m), mul(b.pTrig, f.m2)),
  ]);
  const hit = add(b.pHit, mul(b.pZeroTrig, sub(ONE_RATIO, f.zero)));
  const maxFeature = feature.multiplier * maxFreeSpinsTotal(free, feature);
  const maxWinUnits = Math.max(base.maxNoTrig, base.maxTrig < 0 ? -1 : base.maxTrig + maxFeature);
  return toSlotStats({
    coinDivisor,
    mean,
    meanSq,
    baseMean: b.mean,
    hit,
    featureFrequency: b.pTrig,
    maxWinUnits,
  });
}

/**
 * The largest feature total before the multiplier: reach the cap with the fewest retriggering spins
 * (each paying at most the best retriggering win), every other spin paying the best win of all.
 */
export function maxFreeSpinsTotal(free: SpinMoments, feature: FreeSpins): number {
  const best = Math.max(free.maxNoTrig, free.maxTrig);
  if (free.maxTrig < 0 || feature.retriggerSpins === 0) return feature.spins * best;
  const retriggers = Math.ceil((feature.maxSpins - feature.spins) / feature.retriggerSpins);
  return retriggers * free.maxTrig + (feature.maxSpins - retriggers) * best;
}

export type VolatilityLabel = 'low' | 'medium' | 'high' | 'very-high';

/** Standard deviation of one round's win per unit of total bet. */
export function standardDeviation(stats: SlotStats): number {
  return Math.sqrt(ratioToNumber(stats.variance));
}
