/**
 * Live games (docs/GAMES.md "Live games in the product"): crash and roulette rounds shared by every
 * player, driven by one process at a time, fanned out over WebSocket through a pub/sub port, provably
 * fair by a published hash chain. Other modules use only what is exported here.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { members } from '../auth/index.ts';
import { liveBetRoutes, liveSocketRoutes, liveViewRoutes } from './live-routes.ts';
import * as schema from './live-schema.ts';
import { wireLive } from './live-wiring.ts';

export { refundOpenBetsOf } from './live-refund.ts';
export { liveBets, liveChains, liveRounds } from './live-schema.ts';
export { liveRtpSamples } from './live-stats.ts';
export { createLiveState, type LiveState } from './live-wiring.ts';

export const liveModule = defineModule({
  name: 'live',
  purpose:
    'Live crash and roulette rounds shared by every player, driven by one process, fanned out over WebSocket',
  routes: [liveBetRoutes, liveViewRoutes, liveSocketRoutes],
  wire: wireLive,
  tables: tablesOf(schema),
  // A round's bets are listed with each player's masked phone, in one query.
  joins: [members],
});
