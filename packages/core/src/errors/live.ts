/** Refusal reasons of the live games; their messages live in each locale's live.json under `errors`. */
export const LIVE_ERRORS = [
  /** The round is not taking bets (it is running, spinning or over); nothing was written. */
  'LIVE_NOT_BETTING',
  /** Crash: the player already has a bet on this round (one per round); nothing was written. */
  'LIVE_ALREADY_BET',
  /** Roulette: this bet would take the player's stake on the round above the table's maximum. */
  'LIVE_ROUND_MAX',
  /** The player has no bet on the current round. */
  'LIVE_NO_BET',
  /** The round has not started yet: there is nothing to cash out. */
  'LIVE_NOT_RUNNING',
  /** The round busted before the cash-out arrived: the bet is lost. */
  'LIVE_BUSTED',
  /** The bet was already cashed out (a second cash-out moves nothing). */
  'LIVE_ALREADY_CASHED',
  /** The auto cash-out target is not a multiplier from 1.01× to the table's maximum. */
  'LIVE_AUTO_INVALID',
  /** The roulette bet is not a bet of the table. */
  'LIVE_SPOT_INVALID',
] as const;
