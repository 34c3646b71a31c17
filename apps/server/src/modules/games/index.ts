/**
 * Games (docs/API.md "Games"): platforms and games seeded from @jl/games, the lobby, launch sessions, the
 * originals' provably-fair rounds (stake and win through the wallet in one transaction), seeds, round
 * history and the home top-10 tables. Other modules use only what is exported here.
 */

export { getFairness, rotateSeed, setClientSeed, takeFairNonce } from './fairness-service.ts';
export { gamesAdminRoutes } from './games-admin-routes.ts';
export { ORIGINALS } from './games-catalog.ts';
export { gamesRoutes } from './games-routes.ts';
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
