/**
 * The activity module (docs/ACTIVITIES.md): the activity registry (zod settings, pure eligibility
 * over per-player stats, period, reward), claims unique per (member, activity, period) paid through
 * the wallet's `creditBonus`, the red-envelope wheel with provably-fair draws and published odds,
 * event handlers for registrations and deposits, the envelope expiry job, and the legal lint.
 */
export { activityAdminRoutes } from './activity-admin-routes.ts';
export { closeMemberActivities } from './activity-closure.ts';
export { ACTIVITIES, activitySettingsLint, LEGAL } from './activity-registry.ts';
export { activityRoutes } from './activity-routes.ts';
export {
  activityClaims,
  activityDeposits,
  activityEnvelopes,
  activitySpinGrants,
  activitySpins,
} from './activity-schema.ts';
export { parseActivitySettings } from './activity-settings.ts';
