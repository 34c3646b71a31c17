/** Refusal reasons of the auth domain; their messages live in each locale's auth.json under `errors`. */
export const AUTH_ERRORS = [
  /** Registration: this phone already has an account (one account per phone). */
  'PHONE_TAKEN',
  /** Registration: the invite code belongs to no member. */
  'INVITE_CODE_UNKNOWN',
  /** The SMS code is wrong, expired, already used or out of attempts (spec: 'verification code is invalid'). */
  'SMS_CODE_INVALID',
  /** Another SMS code was asked for too soon; `vars.seconds` until it may be asked again. */
  'SMS_COOLDOWN',
  /** The daily number of SMS codes for this phone or this network address is used up. */
  'SMS_DAILY_LIMIT',
  /** The SMS gateway could not take the message (outage, refused number): ask again. */
  'SMS_SEND_FAILED',
  /** Login: unknown phone or wrong password — one message for both, so accounts cannot be discovered. */
  'INVALID_CREDENTIALS',
  /** Login: the picture code is needed now (field captcha_code); fetch GET /common/captcha. */
  'CAPTCHA_REQUIRED',
  /** Login: the picture code was wrong, expired or already used (field captcha_code). */
  'CAPTCHA_INVALID',
  /** Too many failed logins: the account is locked for `vars.minutes` more minutes. */
  'ACCOUNT_LOCKED',
  /**
   * Too many failed logins of this name from this network address (or from this address): wait
   * `vars.seconds` (HTTP 429). The same answer for existing and unknown names; other addresses are
   * not affected, so nobody can lock someone else out.
   */
  'LOGIN_THROTTLED',
  /** The account is disabled by the operator. */
  'ACCOUNT_DISABLED',
  /**
   * The player closed this account (LGPD closure, docs/COMPLIANCE.md): login is refused, and the
   * ledger refuses stakes and rewards on its accounts.
   */
  'ACCOUNT_CLOSED',
  /** Password change: the old password is wrong (field old_password). */
  'OLD_PASSWORD_WRONG',
  /** Password change: the new password is the same as the old one. */
  'PASSWORD_UNCHANGED',
  /** Setting the withdrawal password: the login password given to confirm is wrong (field login_password). */
  'LOGIN_PASSWORD_WRONG',
  /** A withdrawal password is needed but none is set yet. */
  'WITHDRAW_PASSWORD_NOT_SET',
  /** The withdrawal password is wrong; `vars.attempts` tries are left before the lock. */
  'WITHDRAW_PASSWORD_WRONG',
  /** Too many wrong withdrawal passwords: locked for `vars.minutes` more minutes. */
  'WITHDRAW_PASSWORD_LOCKED',
] as const;
