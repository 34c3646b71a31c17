import { createFairUint32Source } from '../fair/fair-rng.ts';
import { type FairSeeds, hashServerSeed } from '../fair/seeds.ts';
import { createRng, type Rng } from '../rng/rng.ts';
import { type BetCheck, validateBet } from './engine/bet.ts';
import { playRound, type SlotRound } from './engine/play.ts';
import { getSlotGame } from './registry.ts';

/** Checks a bet for a game: limits, and divisibility into whole-centavo coins. */
export function validateSlotBet(gameCode: string, betCents: bigint): BetCheck {
  return validateBet(getSlotGame(gameCode).definition, betCents);
}

/**
 * Plays one round of `gameCode` with `rng`. Throws a RangeError for an unknown game or a refused bet
 * (its message is the refusal reason); call `validateSlotBet` first to refuse politely.
 */
export function playSlot(gameCode: string, rng: Rng, betCents: bigint): SlotRound {
  return playRound(getSlotGame(gameCode).definition, rng, betCents);
}

export type FairRoundInput = FairSeeds & { readonly gameCode: string; readonly betCents: bigint };

export type FairRound = {
  readonly round: SlotRound;
  readonly serverSeedHash: string;
  /** How many uint32 values the round read from the byte stream (rejections included). */
  readonly uint32Draws: number;
};

/** The production path: one round whose every random draw comes from the player's seeds. */
export function playFairSlot(input: FairRoundInput): FairRound {
  const source = createFairUint32Source(input);
  let uint32Draws = 0;
  const rng = createRng(() => {
    uint32Draws++;
    return source();
  });
  const round = playSlot(input.gameCode, rng, input.betCents);
  return { round, serverSeedHash: hashServerSeed(input.serverSeed), uint32Draws };
}

export type VerifyInput = FairRoundInput & {
  /** The commitment shown before play; when given, the result says whether the seed matches it. */
  readonly serverSeedHash?: string;
};

export type VerifyResult = FairRound & { readonly hashMatches: boolean | null };

/**
 * Recomputes a round from its revealed seeds, exactly as the server played it. Used by the
 * browser's verify page and by the server's own audit; nothing but the inputs affects the result.
 */
export function verifyRound(input: VerifyInput): VerifyResult {
  const result = playFairSlot(input);
  const expected = input.serverSeedHash?.toLowerCase();
  return { ...result, hashMatches: expected === undefined ? null : expected === result.serverSeedHash };
}
