import { type Ratio, ratio } from '../math/ratio.ts';
import { gameBytes } from './chain.ts';

/**
 * Crash: the bust multiplier of a game, in hundredths (100 = 1.00×), from its hash and the salt.
 * One published formula with a fixed 1 % house edge:
 *   r = the first 52 bits of HMAC-SHA256(gameHash, salt), X = r / 2^52 ∈ [0, 1)
 *   bust = max(100, floor(99 / (1 − X)))   (hundredths)
 * so P(bust ≥ m) = floor(99·2^52 / M) / 2^52 for a target m = M/100 ≥ 1.00, i.e. 0.99/m up to 2^-52.
 */

export const TWO_POW_52 = 2n ** 52n;
/** 99 % of the stake comes back on average whatever the cash-out target: the house edge is 1 %. */
export const CRASH_EDGE_PERCENT = 1;

/** The bust point from the 52 bits (exported for the exact maths and tests). */
export function bustFromBits(r: bigint): number {
  if (r < 0n || r >= TWO_POW_52) throw new RangeError('r must be a 52-bit value');
  const hundredths = (99n * TWO_POW_52) / (TWO_POW_52 - r); // floor(99 / (1 − X)) with X = r / 2^52
  return Number(hundredths < 100n ? 100n : hundredths);
}

/** The first 52 bits of the game's bytes. */
export function crashBits(gameHash: string, salt: string): bigint {
  const bytes = gameBytes(gameHash, salt);
  let value = 0n;
  for (let i = 0; i < 7; i += 1) value = (value << 8n) | BigInt(bytes[i] as number);
  return value >> 4n; // 56 bits read, keep the top 52
}

/** The game's bust multiplier in hundredths (e.g. 237 = 2.37×). */
export function crashPoint(gameHash: string, salt: string): number {
  return bustFromBits(crashBits(gameHash, salt));
}

/** Exactly P(bust ≥ target) for a target in hundredths (≥ 100); above 1.00× the clamp plays no part. */
export function probabilityAtLeast(targetHundredths: number): Ratio {
  const m = BigInt(targetHundredths);
  if (m < 100n) throw new RangeError('targets start at 1.00×');
  if (m === 100n) return ratio(1n); // every game reaches 1.00× (the clamp)
  // bust ≥ m ⟺ floor(99·2^52/(2^52 − r)) ≥ m ⟺ 2^52 − r ≤ 99·2^52/m: d = 2^52 − r ∈ [1, 2^52].
  const count = (99n * TWO_POW_52) / m;
  return ratio(count > TWO_POW_52 ? TWO_POW_52 : count, TWO_POW_52);
}

/**
 * Exact return to player of cashing out at `target` (hundredths, > 100): target × P(bust ≥ target).
 * It is 99 % minus less than target/2^52: it does not depend on the target beyond the edge.
 */
export function cashOutRtp(targetHundredths: number): Ratio {
  const p = probabilityAtLeast(targetHundredths);
  return ratio(p.num * BigInt(targetHundredths), p.den * 100n);
}

/**
 * What a crash cash-out at `hundredths` (≥ 100, e.g. 109 = 1.09×) pays on a stake of `stakeCents`:
 * ⌈stake × m / 100⌉ centavos, the exact product rounded UP to the centavo. The win is never below the
 * exact stake × multiplier and exceeds it by less than one centavo, so rounding never takes anything
 * from the published return (`cashOutRtp`). R$ 1,11 at 1.09× (exactly R$ 1,2099) pays R$ 1,21.
 * The one rule for the server's settlement (auto and manual cash-outs) and the player app's display.
 */
export function crashWin(stakeCents: bigint, hundredths: number): bigint {
  if (stakeCents < 0n) throw new RangeError('a stake is not negative');
  if (!Number.isInteger(hundredths) || hundredths < 100) throw new RangeError('a multiplier starts at 1.00×');
  return (stakeCents * BigInt(hundredths) + 99n) / 100n; // ⌈x / 100⌉ for x ≥ 0 in bigint floor division
}

/** P(bust = 1.00×): everyone with a target loses at once. Exactly 1 − floor(99·2^52/101)/2^52 ≈ 1.98 %. */
export function instantBustProbability(): Ratio {
  const p = probabilityAtLeast(101);
  return ratio(p.den - p.num, p.den);
}

/**
 * The multiplier the running game shows `ms` after it started (hundredths, floored): the published
 * curve e^(0.00006·ms), the same on the server (cash-outs count at the value it has reached) and in
 * the player app (the drawing).
 */
export function multiplierAt(ms: number): number {
  if (!(ms >= 0)) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(0.00006 * ms)));
}

/** How long the running phase lasts before `bust` (hundredths) is reached: the inverse of the curve. */
export function msUntil(bustHundredths: number): number {
  if (bustHundredths <= 100) return 0;
  return Math.ceil(Math.log(bustHundredths / 100) / 0.00006);
}
