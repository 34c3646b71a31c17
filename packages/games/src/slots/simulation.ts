import type { Rng } from '../rng/rng.ts';
import { playSlot } from './play.ts';
import { getSlotGame } from './registry.ts';

export type SimulationResult = {
  readonly gameCode: string;
  readonly rounds: number;
  /** Observed return: total won ÷ total bet. */
  readonly rtp: number;
  readonly hitFrequency: number;
  readonly featureFrequency: number;
  readonly standardDeviation: number;
  readonly maxWinMultiple: number;
};

/**
 * Plays `rounds` rounds through the same `playSlot` the server uses and measures them. Tests and
 * the `simulate.ts` script compare the result with the exact figures. `rng` is one generator for
 * the whole run, or a function giving each round its own (the provably-fair stream per nonce).
 */
export function simulateSlot(
  gameCode: string,
  rng: Rng | ((round: number) => Rng),
  rounds: number,
): SimulationResult {
  const { definition } = getSlotGame(gameCode);
  const bet = definition.minBetCents;
  const divisor = definition.coinDivisor;
  let [won, wonSq, hits, features, max] = [0, 0, 0, 0, 0];
  for (let i = 0; i < rounds; i++) {
    const round = playSlot(gameCode, typeof rng === 'function' ? rng(i) : rng, bet);
    const units = round.totalWinUnits;
    won += units;
    wonSq += units * units;
    if (units > 0) hits++;
    if (round.feature) features++;
    if (units > max) max = units;
  }
  const mean = won / rounds / divisor;
  const meanSq = wonSq / rounds / (divisor * divisor);
  return {
    gameCode,
    rounds,
    rtp: mean,
    hitFrequency: hits / rounds,
    featureFrequency: features / rounds,
    standardDeviation: Math.sqrt(meanSq - mean * mean),
    maxWinMultiple: max / divisor,
  };
}

/** z for a two-sided 99% interval. */
export const Z_99 = 2.5758293035489;

/** The interval the observed RTP of `rounds` independent rounds falls in with probability ≈ 99%. */
export function rtpInterval(rtp: number, standardDeviation: number, rounds: number, z = Z_99) {
  const halfWidth = (z * standardDeviation) / Math.sqrt(rounds);
  return { low: rtp - halfWidth, high: rtp + halfWidth, halfWidth };
}
