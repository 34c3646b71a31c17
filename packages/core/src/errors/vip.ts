/**
 * Refusal reasons of the vip domain — VIP levels, withdrawals and the staff (admin) API; their
 * messages live in each locale's vip.json under `errors`.
 */
export const VIP_ERRORS = [
  /** VIP receive: the level is not reached yet (`vars.level`). */
  'VIP_LEVEL_NOT_REACHED',
  /** VIP receive: this level's reward was already received (each level pays once). */
  'VIP_REWARD_RECEIVED',
  /** VIP receive: this level has no reward. */
  'VIP_NO_REWARD',
  /** Withdraw: no account chosen, or none bound yet (spec: 'Please select an account first'). */
  'WITHDRAW_ACCOUNT_REQUIRED',
  /** Withdraw: the VIP level is below the minimum for withdrawals (`vars.level`; spec: above VIP1). */
  'WITHDRAW_VIP_TOO_LOW',
  /** Withdraw: outside the daily window (`vars.start`–`vars.end`, São Paulo time). */
  'WITHDRAW_OUTSIDE_WINDOW',
  /** Withdraw: the amount is below the minimum withdrawal (`vars.min`). */
  'WITHDRAW_BELOW_MIN',
  /** Withdraw: the amount is above the level's maximum single withdrawal (`vars.max`). */
  'WITHDRAW_ABOVE_MAX',
  /** Withdraw: the level's withdrawals for today are used up (`vars.times` a day). */
  'WITHDRAW_DAILY_LIMIT',
  /** Withdraw: wagering is not met yet (`vars.remaining` still to be wagered). */
  'WITHDRAW_WAGERING_NOT_MET',
  /** Withdraw: the amount is above the withdrawable balance (`vars.available`). */
  'WITHDRAW_INSUFFICIENT',
  /** Bind: the player already has the maximum number of withdrawal accounts (`vars.max`). */
  'WITHDRAW_ACCOUNT_LIMIT',
  /** Bind: this Pix account is already bound to the player. */
  'WITHDRAW_ACCOUNT_EXISTS',
  /** Bind: only CPF withdrawals are supported; a CNPJ cannot receive them. */
  'WITHDRAW_CPF_ONLY',
  /** Bind: the Pix account (key) must be the CPF given in the CPF/CNPJ field. */
  'WITHDRAW_PIX_KEY_MISMATCH',
  /** Bind: the CPF is not the player's own (their recharge-info CPF or their first bound CPF). */
  'WITHDRAW_CPF_NOT_OWN',
  /** Bind: the CPF belongs to another player (one CPF, one account). */
  'WITHDRAW_CPF_TAKEN',
  /** Staff login: unknown user or wrong password (one message for both). */
  'STAFF_INVALID_CREDENTIALS',
  /** Staff login: too many failures; locked for `vars.minutes` more minutes. */
  'STAFF_LOCKED',
  /** Admin API: no staff token, or it is unknown, expired or revoked (envelope 409). */
  'STAFF_LOGIN_REQUIRED',
  /** Admin API: the staff member's role may not do this. */
  'STAFF_FORBIDDEN',
  /** Review: the withdrawal is no longer in the state the action needs (another action won). */
  'WITHDRAWAL_STATE_CHANGED',
] as const;
