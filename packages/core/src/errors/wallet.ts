/** Refusal reasons of the wallet domain; their messages live in each locale's wallet.json under `errors`. */
export const WALLET_ERRORS = [
  /** The balance the money would come from is too small; nothing was moved. */
  'INSUFFICIENT_FUNDS',
  /** Unlock: the wagering is met but there is no locked balance to move. */
  'NOTHING_TO_UNLOCK',
  /** Withdrawal post/void: no hold exists for this withdrawal. */
  'HOLD_NOT_FOUND',
  /** Withdrawal post/void: the hold was already paid or returned (each hold resolves exactly once). */
  'HOLD_ALREADY_RESOLVED',
] as const;
