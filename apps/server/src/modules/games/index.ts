/**
 * Games (docs/API.md "Games"): platforms and games seeded from @jl/games, the lobby, launch sessions, the
 * originals' provably-fair rounds (stake and win through the wallet in one transaction), seeds, round
 * history and the home top-10 tables. Other modules use only what is exported here.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { gamesAdminRoutes } from './games-admin-routes.ts';
import { gamesRoutes } from './games-routes.ts';
import * as schema from './games-schema.ts';
import { gamesJobs, wireGames } from './games-wiring.ts';
import { seedGames } from './lobby-service.ts';
import { providerRoutes } from './provider-routes.ts';

export { getFairness, rotateSeed, setClientSeed, takeFairNonce } from './fairness-service.ts';
export { ORIGINALS } from './games-catalog.ts';
export {
  gameCollections,
  gamePlatforms,
  gameRecents,
  gameReconciliations,
  gameRounds,
  gameSeeds,
  games,
  gameTransfers,
  providerTransactions,
} from './games-schema.ts';
export {
  liveGameState,
  seedGames,
  setGameEnabled,
  setGameMaintenance,
  setPlatformFlags,
} from './lobby-service.ts';
export { type PlayInput, playOriginal } from './play-service.ts';
export {
  listGameReconciliations,
  type ReconciliationSummary,
  reconcileTransferPlatforms,
} from './reconciliation-service.ts';
export { findRevealedServerSeeds, type SeedRow } from './rounds-repository.ts';
export { handleCallback } from './seamless-service.ts';
export { maskPlayer, TOP_WINDOWS } from './top-service.ts';
export { moveIntoPlatform, moveOutOfPlatform, referenceOf, settleTransfer } from './transfer-service.ts';

export const gamesModule = defineModule({
  name: 'games',
  purpose:
    'The lobby, launch sessions, the provably-fair originals, external platforms and their wallets, round history',
  // The external platforms' callbacks (seamless wallet) are their own plugin beside the player routes.
  routes: [gamesRoutes, providerRoutes],
  staffRoutes: [gamesAdminRoutes],
  wire: wireGames,
  jobs: gamesJobs,
  seed: seedGames,
  tables: tablesOf(schema),
});
