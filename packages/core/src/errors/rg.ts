/**
 * Refusal reasons of responsible gaming (limits, cool-off, self-exclusion, the central registry,
 * reality checks); their messages live in each locale's rg.json under `errors`.
 */
export const RG_ERRORS = [
  /** Deposit: the amount would pass a deposit limit (`vars.period`, `limit`, `available`, `freeAt`). */
  'RG_DEPOSIT_LIMIT',
  /** Stake: the stake could pass a loss limit (`vars.period`, `limit`, `available`, `freeAt`). */
  'RG_LOSS_LIMIT',
  /** Stake: above the player's maximum stake per round (`vars.limit`). */
  'RG_STAKE_LIMIT',
  /** Stake: the session reached the player's session time limit (`vars.minutes`). */
  'RG_SESSION_LIMIT',
  /** Stake, deposit or claim during a cool-off (`vars.until`). */
  'RG_COOLOFF_ACTIVE',
  /** Stake, deposit or claim during a self-exclusion (`vars.until`, or a permanent message). */
  'RG_EXCLUDED',
  /** The central self-exclusion registry bars this CPF ("Impedido"). */
  'RG_REGISTRY_BARRED',
  /** br-regulated: the registry could not be asked, so money in and play wait (fail closed). */
  'RG_REGISTRY_UNAVAILABLE',
  /** Stake: the reality check is due; the player answers it before the next round. */
  'RG_REALITY_CHECK_DUE',
  /** br-regulated: the player has not chosen their limits yet (sign-up step). */
  'RG_LIMITS_REQUIRED',
  /** A cool-off or exclusion cannot be shortened or replaced by a shorter one. */
  'RG_BLOCK_CANNOT_SHORTEN',
  /** br-regulated: the reality check cannot be switched off. */
  'RG_REALITY_CHECK_MANDATORY',
  /** Account closure: the withdrawable balance must be withdrawn first (`vars.balance`). */
  'RG_CLOSURE_BALANCE',
  /** Account closure: a withdrawal is still under review or being paid; it must finish first. */
  'RG_CLOSURE_WITHDRAWAL',
  /** Account closure: money is still inside an external game (`vars.balance`); leave the game first. */
  'RG_CLOSURE_IN_GAME',
  /**
   * Binding a CPF whose closed account is on a cool-off or self-exclusion here (`vars.until`, or the
   * permanent message): the CPF cannot open another account until it ends.
   */
  'RG_CPF_BLOCKED',
  /**
   * Stake, deposit or claim after the player started closing the account by withdrawing their own
   * money (the closure follows once the withdrawal is paid).
   */
  'RG_CLOSING',
] as const;
