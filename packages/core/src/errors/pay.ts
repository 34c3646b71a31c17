/** Refusal reasons of the pay domain; their messages live in each locale's pay.json under `errors`. */
export const PAY_ERRORS = [
  /** A deposit needs the player's recharge info (name, CPF, mobile, e-mail) first. */
  'RECHARGE_INFO_REQUIRED',
  /** The CPF is already the recharge CPF of another player (one CPF, one account). */
  'CPF_TAKEN',
  /** The recharge CPF cannot change once a deposit has been credited with it. */
  'CPF_LOCKED',
  /** The deposit amount is below the operator's minimum (`min` in the message). */
  'AMOUNT_BELOW_MIN',
  /** The deposit amount is above the operator's maximum (`max` in the message). */
  'AMOUNT_ABOVE_MAX',
  /** Too many unpaid charges are open; pay one or let them expire. */
  'RECHARGE_PENDING_LIMIT',
  /** The Pix provider could not create the charge (or is unreachable); nothing was charged. */
  'PIX_UNAVAILABLE',
  /** PSP webhook: the HMAC signature over the raw body is missing or wrong; nothing was written. */
  'WEBHOOK_SIGNATURE_INVALID',
  /** Payments not credited: this payment was credited, resolved or is being refunded already. */
  'PAYMENT_NOT_OPEN',
  /** Payments not credited: a request for this payment already waits for a second staff member. */
  'PAYMENT_REQUEST_PENDING',
] as const;
