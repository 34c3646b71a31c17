import type { FastifyPluginAsync } from 'fastify';
import { jobsAdminRoutes } from './jobs/index.ts';
import { activityAdminRoutes, activityRoutes } from './modules/activity/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { accountRoutes, authAdminRoutes } from './modules/auth/index.ts';
import { closureAdminRoutes, closureRoutes } from './modules/closure/index.ts';
import { configAdminRoutes, configRoutes } from './modules/config/index.ts';
import { gamesAdminRoutes, gamesRoutes } from './modules/games/index.ts';
import { liveRoutes } from './modules/live/index.ts';
import { paymentsAdminRoutes, paymentsRoutes } from './modules/payments/index.ts';
import { privacyRoutes } from './modules/privacy/index.ts';
import { reportsAdminRoutes } from './modules/reports/index.ts';
import { rgAdminRoutes, rgRoutes } from './modules/rg/index.ts';
import { statsRoutes } from './modules/stats/index.ts';
import { supportAdminRoutes, supportRoutes } from './modules/support/index.ts';
import { teamRoutes } from './modules/team/index.ts';
import { trackingRoutes } from './modules/tracking/index.ts';
import { vipRoutes } from './modules/vip/index.ts';
import { walletAdminRoutes, walletRoutes } from './modules/wallet/index.ts';
import { withdrawAdminRoutes, withdrawRoutes } from './modules/withdraw/index.ts';

/**
 * Every API module, mounted under /api/v2. Each module is reached only through its index.ts.
 * Development-only modules (sandbox PSP, SMS outbox) are added by their modules when not in production.
 */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(statsRoutes);
  await app.register(configRoutes);
  await app.register(trackingRoutes);
  await app.register(walletRoutes);
  await app.register(accountRoutes);
  await app.register(paymentsRoutes);
  await app.register(vipRoutes);
  await app.register(teamRoutes);
  await app.register(withdrawRoutes);
  await app.register(adminRoutes);
  await app.register(withdrawAdminRoutes);
  await app.register(reportsAdminRoutes);
  await app.register(configAdminRoutes);
  await app.register(authAdminRoutes);
  await app.register(walletAdminRoutes);
  await app.register(paymentsAdminRoutes);
  await app.register(gamesAdminRoutes);
  await app.register(gamesRoutes);
  await app.register(rgRoutes);
  await app.register(closureRoutes);
  await app.register(closureAdminRoutes);
  await app.register(privacyRoutes);
  await app.register(supportRoutes);
  await app.register(supportAdminRoutes);
  await app.register(liveRoutes);
  await app.register(rgAdminRoutes);
  await app.register(jobsAdminRoutes);
  await app.register(activityRoutes);
  await app.register(activityAdminRoutes);
};
