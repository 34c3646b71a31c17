/**
 * Refusal reasons of the back office (staff second factor, staff management, four-eyes money);
 * their messages live in each locale's staff.json under `errors`.
 */
export const STAFF_ERRORS = [
  /** Admin API: the session has not passed the second factor (TOTP) yet. */
  'STAFF_SECOND_FACTOR_REQUIRED',
  /** 2FA: the code (or recovery code) is wrong, expired or already used. */
  'STAFF_TOTP_INVALID',
  /** 2FA enrol/confirm: TOTP is already enrolled (an owner resets a lost one). */
  'STAFF_TOTP_ENROLLED',
  /** 2FA confirm: no enrolment was started (scan the QR code first). */
  'STAFF_TOTP_NOT_STARTED',
  /** Staff editor: that user name or e-mail already belongs to a staff member. */
  'STAFF_TAKEN',
  /** Staff editor: an owner cannot demote, disable or reset themselves (another owner must). */
  'STAFF_SELF_CHANGE',
  /** Four eyes: the staff member who requested cannot approve their own request. */
  'STAFF_SELF_APPROVAL',
  /** Two approvals: the second approval of a withdrawal must come from a different staff member. */
  'STAFF_SECOND_APPROVER',
  /** Four eyes: the request was already decided (or expired). */
  'STAFF_REQUEST_DECIDED',
  /** Four eyes: the approver's account was created, granted a role or reset by the requester. */
  'STAFF_NOT_INDEPENDENT',
  /** Invitation: the link is unknown or was already used. */
  'STAFF_INVITATION_INVALID',
  /** Invitation: the link's 24 hours ran out (an owner sends a new one). */
  'STAFF_INVITATION_EXPIRED',
  /** Sign-in: too many wrong passwords or codes; locked until `until` (an owner can unlock). */
  'STAFF_ACCOUNT_LOCKED',
] as const;
