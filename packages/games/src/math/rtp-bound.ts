/**
 * A confidence interval for an observed return that cannot go below zero (docs/GAMES.md "RTP monitor:
 * the interval"). Each round i stakes b_i and pays b_i·X_i with X_i in [0, M] (M the game's largest
 * multiple of the stake), mean μ (the published RTP) and variance at most σ². The observed return is
 * Σ b_i X_i / Σ b_i. Bernstein's inequality for the independent, bounded terms Y_i = b_i (X_i − μ)
 * (|Y_i| ≤ B = max b_i · max(M − μ, μ), Σ Var Y_i ≤ σ² Σ b_i²) gives, with L = ln(2/δ):
 *
 *   P(|observed − μ| ≥ h) ≤ δ   for   h = (B·L/3 + √((B·L/3)² + 2 σ² Σb_i² L)) / Σ b_i.
 *
 * The interval is [max(0, μ − h), min(M, μ + h)]: the observed return always lies in [0, M], so
 * clamping drops only values it can never take and keeps the coverage 1 − δ. Unlike the normal
 * approximation μ ± z·sd it holds for every sample size, including the first few rounds of a game
 * whose wins are rare and large. When σ is not published, σ² = μ (M − μ) is used: the largest
 * variance any payout in [0, M] with mean μ can have.
 */
export type BoundedGame = {
  /** Published mean return per unit staked (the RTP, or the expected payout per spin). */
  mean: number;
  /** Largest payout per unit staked (M). */
  max: number;
  /** Published standard deviation per unit staked, when known. */
  standardDeviation?: number;
};

export type StakeSums = {
  /** Σ b_i */
  stakes: number;
  /** Σ b_i² */
  stakeSquares: number;
  /** max b_i */
  maxStake: number;
};

export const DELTA_99 = 0.01;

/** The variance used: the published one, else the largest a payout in [0, M] with mean μ can have. */
export function varianceBound(game: BoundedGame): number {
  if (game.standardDeviation !== undefined) return game.standardDeviation ** 2;
  return game.mean * Math.max(0, game.max - game.mean);
}

/** The half-width h of the Bernstein interval at level 1 − δ (0 stakes: infinite). */
export function bernsteinHalfWidth(game: BoundedGame, sums: StakeSums, delta = DELTA_99): number {
  if (sums.stakes <= 0) return Number.POSITIVE_INFINITY;
  const L = Math.log(2 / delta);
  const b = (sums.maxStake * Math.max(game.max - game.mean, game.mean) * L) / 3;
  return (b + Math.sqrt(b * b + 2 * varianceBound(game) * sums.stakeSquares * L)) / sums.stakes;
}

/** The interval of the observed return for a game paying as published, clamped to [0, M]. */
export function rtpBoundInterval(
  game: BoundedGame,
  sums: StakeSums,
  delta = DELTA_99,
): { low: number; high: number } {
  const h = bernsteinHalfWidth(game, sums, delta);
  return { low: Math.max(0, game.mean - h), high: Math.min(game.max, game.mean + h) };
}

/** Observed return, the interval and the alarm (observed outside it); nulls before the first stake. */
export function rtpBoundCheck(game: BoundedGame, sums: StakeSums & { wins: number }, delta = DELTA_99) {
  if (sums.stakes <= 0) return { observed: null, low: null, high: null, alarm: false };
  const observed = sums.wins / sums.stakes;
  const { low, high } = rtpBoundInterval(game, sums, delta);
  return { observed, low, high, alarm: observed < low || observed > high };
}
