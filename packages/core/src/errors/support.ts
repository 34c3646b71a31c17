/**
 * Refusal reasons of support tickets; their messages live in each locale's common.json under `errors`.
 */
export const SUPPORT_ERRORS = [
  /** Ticket: the round or order given is not one of the player's own. */
  'SUPPORT_REF_UNKNOWN',
  /** Ticket: the player has too many open tickets (`vars.max`); answer or wait for one to close. */
  'SUPPORT_TOO_MANY_OPEN',
  /** Ticket: too many tickets opened in 24 hours (`vars.max`). */
  'SUPPORT_DAILY_LIMIT',
  /** Reply: too many messages in a row without an answer from support. */
  'SUPPORT_WAIT_FOR_ANSWER',
  /** Staff reply: the ticket is closed (reopen it first). */
  'SUPPORT_TICKET_CLOSED',
  /** Staff close/reopen: the ticket is not in the state the action needs (changed meanwhile). */
  'SUPPORT_TICKET_STATE',
] as const;
