/**
 * The lengths a support ticket's subject and messages may have: plain values with no dependency, so the
 * player's ticket form does not load the support contract's zod schemas (contracts/support.ts builds its
 * schemas from them and re-exports them).
 */

export const TICKET_SUBJECT_MAX = 120;
export const TICKET_MESSAGE_MAX = 2000;
