/**
 * The activity module (docs/ACTIVITIES.md): the activity registry (zod settings, pure eligibility
 * over per-player stats, period, reward), claims unique per (member, activity, period) paid through
 * the wallet's `creditBonus`, the red-envelope wheel with provably-fair draws and published odds,
 * event handlers for registrations and deposits, the envelope expiry job, and the legal lint.
 */
import { jobSummary } from '../../jobs/index.ts';
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { getSiteConfig } from '../config/index.ts';
import { activityAdminRoutes } from './activity-admin-routes.ts';
import { depositHandler, registrationHandler } from './activity-handlers.ts';
import { activityRoutes } from './activity-routes.ts';
import * as schema from './activity-schema.ts';
import { parseActivitySettings, wheelTableOf } from './activity-settings.ts';
import { expireEnvelopes } from './wheel-service.ts';
import { seedWheelVersions } from './wheel-tables.ts';

export { closeMemberActivities } from './activity-closure.ts';
export { ACTIVITIES, activitySettingsLint, LEGAL } from './activity-registry.ts';
export {
  activityClaims,
  activityDeposits,
  activityEnvelopes,
  activitySpinGrants,
  activitySpins,
  activityWheelActivations,
  activityWheelTables,
} from './activity-schema.ts';
export { wheelRtpSamples } from './wheel-stats.ts';
export { parseActivitySettings };

export const activityModule = defineModule({
  name: 'activity',
  purpose: 'Activities and their rewards, claims once per period, the red-envelope wheel, the legal lint',
  routes: [activityRoutes],
  staffRoutes: [activityAdminRoutes],
  handlers: [registrationHandler, depositHandler],
  // Eligibility reads the player's totals as stats wrote them for the same deposit.
  after: ['stats'],
  jobs: () => [
    {
      name: 'activity.expire-envelopes',
      description: 'Red envelopes not completed within their validity expire (their spins with them)',
      schedule: { everySeconds: 60 },
      run: async (ctx) => jobSummary('envelopesExpired', { n: await expireEnvelopes(ctx.tx, ctx.now()) }),
    },
  ],
  // Legacy free-text table versions become hashes; the settings' table is put in force if new.
  seed: async (db) => {
    const settings = parseActivitySettings((await getSiteConfig(db)).activities as Record<string, unknown>);
    await db.transaction((tx) =>
      seedWheelVersions(tx, wheelTableOf(settings.redEnvelope).segments, new Date()),
    );
  },
  tables: tablesOf(schema),
});
