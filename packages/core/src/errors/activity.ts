/** Refusal reasons of the activity domain; their messages live in each locale's activity.json under `errors`. */
export const ACTIVITY_ERRORS = [
  /** This period's reward of the activity was already received (today's check-in, a once-only reward…). */
  'ACTIVITY_ALREADY_CLAIMED',
  /** The activity pays nothing now: not eligible, nothing due, or credited by the server by itself. */
  'ACTIVITY_NOTHING_TO_CLAIM',
  /** docs/SPECIFICATION.md §5: a CPF must be linked (recharge info or a withdrawal account) before claiming this bonus. */
  'ACTIVITY_CPF_REQUIRED',
  /** The compliance profile forbids this activity; `vars.article` cites the rule. */
  'ACTIVITY_NOT_ALLOWED',
  /** The wheel: no spins left. Spins come from the opening spin, invites and deposits as configured. */
  'WHEEL_NO_SPINS',
  /** Staff: the activity settings are invalid or forbidden in this profile; `vars.problems` lists why. */
  'ACTIVITY_SETTINGS_INVALID',
] as const;
