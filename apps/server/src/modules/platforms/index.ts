/**
 * External game platforms: the seamless-wallet callbacks (each exactly once in the ledger), the
 * transfer wallets (money moved into a platform and back) and their nightly reconciliation, the
 * player's side of an external game (the page to frame, the way back). Other modules use only what is
 * exported here.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { reconciliationRoutes } from './platforms-admin-routes.ts';
import { platformRoutes } from './platforms-routes.ts';
import * as schema from './platforms-schema.ts';
import { platformsJobs, wirePlatforms } from './platforms-wiring.ts';
import { providerRoutes } from './provider-routes.ts';

export { gameReconciliations, gameTransfers, providerTransactions } from './platforms-schema.ts';
export { providerRtpSamples } from './provider-stats.ts';
export {
  listGameReconciliations,
  type ReconciliationSummary,
  reconcileTransferPlatforms,
} from './reconciliation-service.ts';
export { handleCallback } from './seamless-service.ts';
export { moveIntoPlatform, moveOutOfPlatform, referenceOf, settleTransfer } from './transfer-service.ts';

export const platformsModule = defineModule({
  name: 'platforms',
  purpose:
    'External game platforms: seamless-wallet callbacks, transfer wallets and their reconciliation, the page to frame',
  // The external platforms' callbacks (seamless wallet) are their own plugin beside the player routes.
  routes: [platformRoutes, providerRoutes],
  staffRoutes: [reconciliationRoutes],
  wire: wirePlatforms,
  jobs: platformsJobs,
  tables: tablesOf(schema),
});
