/**
 * Live games (DESIGN §7): crash rounds shared by every player, driven by one process at a time, fanned
 * out over WebSocket through a pub/sub port, provably fair by a published hash chain.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { liveRoutes } from './live-routes.ts';
import * as schema from './live-schema.ts';
import { countOpenLiveBets } from './live-service.ts';

export { createLiveState, type LiveState } from './live-routes.ts';
export { liveBets, liveChains, liveRounds } from './live-schema.ts';

export const liveModule = defineModule({
  name: 'live',
  purpose:
    'Live crash and roulette rounds shared by every player, driven by one process, fanned out over WebSocket',
  routes: [liveRoutes],
  wire: (app) => {
    app.lobby.openBets.push(countOpenLiveBets);
  },
  tables: tablesOf(schema),
});
