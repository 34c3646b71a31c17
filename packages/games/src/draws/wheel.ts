import { createFairRng } from '../fair/fair-rng.ts';
import type { FairSeeds } from '../fair/seeds.ts';
import { add, mul, ONE_RATIO, type Ratio, ratio, ratioToNumber, ZERO_RATIO } from '../math/ratio.ts';
import type { Rng } from '../rng/rng.ts';

/**
 * The red-envelope wheel (docs/GAMES.md "Red-envelope wheel"). A spin picks one segment of a published
 * table with probability weight / total weight: a cash segment adds its amount to the player's
 * envelope, a diamond segment adds one diamond. The draw reads the provably-fair stream and nothing
 * else — not the player, not their envelope, not how close they are to the target.
 */
export type WheelSegment =
  | { kind: 'cash'; cents: number; weight: number }
  | { kind: 'diamond'; weight: number };

export type WheelTable = {
  /** The content's hash (`wheelSegmentsVersion`, docs/GAMES.md "Table versions"); stored with every spin. */
  version: string;
  segments: readonly WheelSegment[];
};

/** The default table: R$ 2,90 expected per spin, one spin in ten a diamond. */
export const DEFAULT_WHEEL_TABLE: WheelTable = {
  version: '3e63447beba42382fa8fcb549dd28a4df6596fb82c8d7f203796f77b141bc627',
  segments: [
    { kind: 'cash', cents: 50, weight: 30 },
    { kind: 'cash', cents: 100, weight: 25 },
    { kind: 'cash', cents: 200, weight: 15 },
    { kind: 'cash', cents: 500, weight: 10 },
    { kind: 'cash', cents: 1000, weight: 6 },
    { kind: 'cash', cents: 2000, weight: 3 },
    { kind: 'cash', cents: 5000, weight: 1 },
    { kind: 'diamond', weight: 10 },
  ],
};

/** What can be wrong with a wheel table, for a message in the reader's language. */
export type WheelTableIssue = { problem: 'segments' | 'weight' | 'amount' | 'total'; segment?: number };

/** Issues of a table (empty when valid): weights and amounts are positive integers. */
export function wheelTableIssues(table: WheelTable): WheelTableIssue[] {
  const issues: WheelTableIssue[] = [];
  if (table.segments.length < 2) issues.push({ problem: 'segments' });
  table.segments.forEach((s, i) => {
    if (!Number.isSafeInteger(s.weight) || s.weight < 1) issues.push({ problem: 'weight', segment: i });
    if (s.kind === 'cash' && (!Number.isSafeInteger(s.cents) || s.cents < 1))
      issues.push({ problem: 'amount', segment: i });
  });
  if (totalWeight(table) > 2 ** 32) issues.push({ problem: 'total' });
  return issues;
}

const ISSUE_TEXT: Record<WheelTableIssue['problem'], string> = {
  segments: 'a wheel needs at least two segments',
  weight: 'weight must be a positive integer',
  amount: 'amount must be a positive number of centavos',
  total: 'the total weight must fit 2^32',
};

/** Problems of a table in English (empty when valid), for logs and tools. */
export function wheelTableProblems(table: WheelTable): string[] {
  return wheelTableIssues(table).map((i) =>
    i.segment === undefined ? ISSUE_TEXT[i.problem] : `segment ${i.segment}: ${ISSUE_TEXT[i.problem]}`,
  );
}

export function totalWeight(table: WheelTable): number {
  return table.segments.reduce((sum, s) => sum + s.weight, 0);
}

/** One uniform integer in [0, total weight) by rejection sampling, mapped to the segment it falls in. */
export function drawWheelSegment(rng: Rng, table: WheelTable): number {
  let ticket = rng.int(totalWeight(table));
  for (let i = 0; i < table.segments.length; i++) {
    const segment = table.segments[i] as WheelSegment;
    if (ticket < segment.weight) return i;
    ticket -= segment.weight;
  }
  throw new Error('unreachable: the ticket is below the total weight');
}

/** The spin of `seeds` (server seed, client seed, nonce): the same on the server and in the browser. */
export function spinWheel(seeds: FairSeeds, table: WheelTable): number {
  return drawWheelSegment(createFairRng(seeds), table);
}

export type WheelOdds = {
  segments: { index: number; segment: WheelSegment; probability: Ratio }[];
  /** Exact expected centavos added to the envelope per spin. */
  expectedCents: Ratio;
  /** Exact probability of a diamond per spin. */
  diamondProbability: Ratio;
};

/** The published odds table: each segment's exact probability and the exact expected value. */
export function wheelOdds(table: WheelTable): WheelOdds {
  const total = BigInt(totalWeight(table));
  let expectedCents = ZERO_RATIO;
  let diamondProbability = ZERO_RATIO;
  const segments = table.segments.map((segment, index) => {
    const probability = ratio(BigInt(segment.weight), total);
    if (segment.kind === 'cash') expectedCents = add(expectedCents, mul(probability, ratio(segment.cents)));
    else diamondProbability = add(diamondProbability, probability);
    return { index, segment, probability };
  });
  return { segments, expectedCents, diamondProbability };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The probability that `spins` more spins take the envelope from `currentCents` to at least
 * `targetCents`, by dynamic programming over the distribution of the envelope's total (in units of
 * the greatest common divisor of the amounts, capped at the target). Exact up to floating-point
 * rounding (relative error far below 1e-9 for the sizes we publish); cost spins × states × segments.
 */
export function reachProbability(
  table: WheelTable,
  input: { currentCents: number; targetCents: number; spins: number },
): number {
  const { currentCents, targetCents, spins } = input;
  if (currentCents >= targetCents) return 1;
  if (spins <= 0) return 0;
  const cash = table.segments.filter((s): s is Extract<WheelSegment, { kind: 'cash' }> => s.kind === 'cash');
  const total = totalWeight(table);
  const unit = cash.reduce((g, s) => gcd(g, s.cents), 0) || 1;
  const steps = cash.map((s) => ({ units: Math.max(1, Math.floor(s.cents / unit)), p: s.weight / total }));
  // The chance a spin adds nothing (a diamond): its own weights over the total, not 1 − the cash chances,
  // which would lose the relative precision of a small diamond chance.
  const stay = (total - cash.reduce((sum, s) => sum + s.weight, 0)) / total;
  // Units still missing: the state is "missing m units", absorbing at 0 (reached).
  const missing = Math.ceil((targetCents - currentCents) / unit);
  let dist = new Float64Array(missing + 1);
  dist[missing] = 1;
  for (let k = 0; k < spins; k++) {
    const next = new Float64Array(missing + 1);
    next[0] = dist[0] as number;
    for (let m = 1; m <= missing; m++) {
      const p = dist[m] as number;
      if (p === 0) continue;
      next[m] = (next[m] as number) + p * stay;
      for (const s of steps) {
        const to = m > s.units ? m - s.units : 0;
        next[to] = (next[to] as number) + p * s.p;
      }
    }
    dist = next;
  }
  return Math.min(1, dist[0] as number);
}

/**
 * Exactly P(at least `need − have` diamonds in `spins` spins), the binomial tail with the table's
 * diamond chance q = a/d: (d^n − Σ_{k < missing} C(n,k)·a^k·(d − a)^(n−k)) / d^n, in integers, so a small
 * tail keeps every digit (P(10 in 10) = 1/10^10 exactly). Unreduced; `diamondReachRatio` reduces it.
 */
function diamondTail(table: WheelTable, input: { have: number; need: number; spins: number }): Ratio {
  const missing = input.need - input.have;
  if (missing <= 0) return ONE_RATIO;
  if (input.spins < missing) return ZERO_RATIO;
  const { num: a, den: d } = wheelOdds(table).diamondProbability;
  const n = BigInt(input.spins);
  const den = d ** n;
  let below = 0n;
  let choose = 1n; // C(n, k)
  for (let k = 0n; k < BigInt(missing); k += 1n) {
    below += choose * a ** k * (d - a) ** (n - k);
    choose = (choose * (n - k)) / (k + 1n);
  }
  return { num: den - below, den };
}

/** The exact probability of at least `need` diamonds in `spins` spins (binomial tail), given `have`. */
export function diamondReachRatio(
  table: WheelTable,
  input: { have: number; need: number; spins: number },
): Ratio {
  const tail = diamondTail(table, input);
  return ratio(tail.num, tail.den);
}

/**
 * The probability of at least `need` diamonds in `spins` spins (binomial tail), given `have`: the exact
 * fraction to the nearest double, small tails included (1e-10 is 1e-10, not 1 − a sum of near-1 terms).
 */
export function diamondReachProbability(
  table: WheelTable,
  input: { have: number; need: number; spins: number },
): number {
  return ratioToNumber(diamondTail(table, input));
}
