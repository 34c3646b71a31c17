import type { gamesSchemas } from '../contracts/games.ts';
import { endpoints } from './route.ts';

/** Lobby, launch, the originals' rounds, seeds and round history (module `games`; docs/API.md "Games"). */
export const gamesApi = endpoints<typeof gamesSchemas>()({
  list: 'GET /game/list',
  platforms: 'GET /game/plat',
  info: 'GET /game/info',
  top: 'GET /game/top',
  collect: 'POST /game/collect',
  collection: 'GET /game/collection',
  history: 'GET /game/history',
  launch: 'POST /game/launch',
  externalSession: 'GET /game/external/session',
  externalReturn: 'POST /game/external/return',
  session: 'GET /game/session',
  play: 'POST /originals/:game/play',
  fairness: 'GET /game/fairness',
  setClientSeed: 'POST /game/fairness/client-seed',
  rotateSeed: 'POST /game/fairness/rotate',
  rounds: 'GET /game/rounds',
  round: 'GET /game/round',
});
