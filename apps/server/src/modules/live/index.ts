/**
 * Live games (docs/GAMES.md "Live games in the product"): crash rounds shared by every player, driven by one
 * process at a time, fanned out over WebSocket through a pub/sub port, provably fair by a published hash
 * chain.
 */

export { createLiveState, type LiveState, liveRoutes } from './live-routes.ts';
export { liveBets, liveChains, liveRounds } from './live-schema.ts';
