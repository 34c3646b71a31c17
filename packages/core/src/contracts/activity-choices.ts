/**
 * The activities' codes: a plain value with no dependency, so a screen that names them does not load the
 * activity contract's zod schemas (contracts/activity.ts builds its schemas from it and re-exports it).
 */

/** Every activity of the registry, by code. */
export const ACTIVITY_CODES = [
  'checkin',
  'registration',
  'newcomer',
  'first_deposit',
  'recharge_reward',
  'daily_bonus',
  'cumulative_deposit',
  'red_envelope',
  'invite',
  'download',
] as const;
export type ActivityCode = (typeof ACTIVITY_CODES)[number];
