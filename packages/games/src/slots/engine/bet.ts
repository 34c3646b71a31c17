import type { SlotDefinition } from './types.ts';

export type BetRefusal =
  | 'BET_NOT_INTEGER'
  | 'BET_BELOW_MIN'
  | 'BET_ABOVE_MAX'
  | 'BET_NOT_MULTIPLE_OF_COIN_DIVISOR';

export type BetCheck =
  | { readonly ok: true; readonly coinCents: bigint }
  | { readonly ok: false; readonly reason: BetRefusal };

/**
 * A bet is accepted when it is within the game's limits and divides into whole-centavo coins, so
 * that every win (coins × coinCents) is an exact number of centavos.
 */
export function validateBet(def: SlotDefinition, betCents: bigint): BetCheck {
  if (typeof betCents !== 'bigint') return { ok: false, reason: 'BET_NOT_INTEGER' };
  if (betCents < def.minBetCents) return { ok: false, reason: 'BET_BELOW_MIN' };
  if (betCents > def.maxBetCents) return { ok: false, reason: 'BET_ABOVE_MAX' };
  const divisor = BigInt(def.coinDivisor);
  if (betCents % divisor !== 0n) return { ok: false, reason: 'BET_NOT_MULTIPLE_OF_COIN_DIVISOR' };
  return { ok: true, coinCents: betCents / divisor };
}

/** Invariant: the result is `coinCents × payUnits` exactly; pay units are never fractional. */
export function winCents(coinCents: bigint, payUnits: number): bigint {
  if (!Number.isSafeInteger(payUnits) || payUnits < 0) throw new RangeError(`bad pay units ${payUnits}`);
  return coinCents * BigInt(payUnits);
}
