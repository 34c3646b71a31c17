import type { liveSchemas } from '../contracts/live.ts';
import { endpoints } from './route.ts';

/**
 * The live games' WebSocket under /api/v2: messages described by `contracts/live-socket.ts`
 * (`liveClientMessage`, `liveServerMessage`; docs/API.md "Live games").
 */
export const LIVE_SOCKET_PATH = '/live/socket';

/** The live games over HTTP (module `live`; the socket is LIVE_SOCKET_PATH; docs/API.md "Live games"). */
export const liveApi = endpoints<typeof liveSchemas>()({
  bet: 'POST /live/:game/bet',
  cashout: 'POST /live/crash/cashout',
  rounds: 'GET /live/:game/rounds',
  chain: 'GET /live/:game/chain',
  state: 'GET /live/:game/state',
});
