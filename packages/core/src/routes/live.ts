import type { liveSchemas } from '../contracts/live.ts';
import { endpoints } from './route.ts';

/**
 * The live games' WebSocket under /api/v2: messages described by `contracts/live-socket.ts`
 * (`liveClientMessage`, `liveServerMessage`; docs/API.md "Live games").
 */
export const LIVE_SOCKET_PATH = '/live/socket';
/**
 * The close code a server that is shutting down sends on every live socket (RFC 6455 1012, "service
 * restart"): the client reconnects at once, and the proxy in front sends it to another replica.
 */
export const LIVE_SOCKET_RESTART_CODE = 1012;

/** The live games over HTTP (module `live`; the socket is LIVE_SOCKET_PATH; docs/API.md "Live games"). */
export const liveApi = endpoints<typeof liveSchemas>()({
  bet: 'POST /live/:game/bet',
  cashout: 'POST /live/crash/cashout',
  rounds: 'GET /live/:game/rounds',
  chain: 'GET /live/:game/chain',
  state: 'GET /live/:game/state',
});
