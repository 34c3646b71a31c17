/**
 * The lobby: platforms and games (the originals seeded from @jl/games, external platforms' games added
 * by the platforms module), their flags and maintenance, the lobby tabs, collections and recents, and
 * launch sessions. The modules built on it (originals, platforms, live) fill its ports (lobby-ports.ts).
 * Other modules use only what is exported here.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { gamesStatusRoutes, maintenanceRoutes } from './lobby-admin-routes.ts';
import { wireLobbyPorts } from './lobby-ports.ts';
import { launchRoutes, lobbyRoutes } from './lobby-routes.ts';
import * as schema from './lobby-schema.ts';
import { seedGames } from './lobby-service.ts';

export { GAME_SESSION_TTL_MS, signGameSession, verifyGameSession } from './game-session.ts';
export { money, ORIGINALS, slotInfo } from './games-catalog.ts';
export {
  findGameByCode,
  findPlatformRow,
  type GameRow,
  listPublishedRtps,
  recordLaunch,
} from './games-repository.ts';
export type {
  ExternalLaunch,
  ExternalLauncher,
  GameKey,
  LaunchInput,
  LobbyPorts,
  OpenBetsCounter,
} from './lobby-ports.ts';
export { langOf } from './lobby-routes.ts';
export { gameCollections, gamePlatforms, gameRecents, games } from './lobby-schema.ts';
export {
  assertPlayable,
  availabilityOf,
  findGameCached,
  type Lang,
  limitsOf,
  liveGameState,
  seedExternalGames,
  seedGames,
  setGameEnabled,
  setGameMaintenance,
  setPlatformFlags,
  tileOf,
} from './lobby-service.ts';

export const lobbyModule = defineModule({
  name: 'lobby',
  purpose:
    'Platforms and games with their flags and maintenance, the lobby, collections and recents, launch sessions',
  routes: [lobbyRoutes, launchRoutes],
  staffRoutes: [gamesStatusRoutes, maintenanceRoutes],
  wire: wireLobbyPorts,
  seed: seedGames,
  tables: tablesOf(schema),
});
