/** Refusal reasons of the games domain; their messages live in each locale's games.json under `errors`. */
export const GAMES_ERRORS = [
  /** The game is switched off by the operator (hidden from lists, launch and play refused). */
  'GAME_DISABLED',
  /** The game, its platform or all games (`/game/checkGameStatus` 1) are under maintenance (docs/SPECIFICATION.md §8). */
  'GAME_MAINTENANCE',
  /** The bet is not a decimal amount with at most two places; `field` is `bet`. */
  'BET_INVALID',
  /** The bet is below the game's minimum (`min` in the message); nothing was written. */
  'BET_BELOW_MIN',
  /** The bet is above the game's maximum (`max` in the message); nothing was written. */
  'BET_ABOVE_MAX',
  /** The bet does not divide into whole-centavo coins (`step` in the message); nothing was written. */
  'BET_NOT_MULTIPLE',
  /**
   * The player's VIP level caps the game balance and the balance is above it (docs/SPECIFICATION.md §8: 'Your current
   * game balance is too high; upgrade VIP and withdraw to continue playing'); nothing was written.
   */
  'GAME_BALANCE_TOO_HIGH',
  /** The client seed is empty, longer than 64 characters or has control characters. */
  'CLIENT_SEED_INVALID',
  /** The game session of the launch URL is forged, expired or belongs to another player or game. */
  'GAME_SESSION_INVALID',
  /**
   * A transfer platform did not confirm moving the player's money in or out; nothing is lost: the money
   * stays where it was (or is settled by the next visit or the nightly reconciliation).
   */
  'GAME_TRANSFER_FAILED',
] as const;
