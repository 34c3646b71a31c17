import { LIVE_SOCKET_RESTART_CODE } from '@jl/core';
import type { FastifyInstance } from 'fastify';

/** How long a told socket may take to answer the close before it is cut. */
const CLOSE_GRACE_MS = 2_000;

/**
 * @fastify/websocket's `preClose` when the process shuts down (main.ts): every live socket is closed with
 * LIVE_SOCKET_RESTART_CODE, which tells the player's app to reconnect at once — through the proxy, to
 * another replica. A client that does not answer the closing handshake within CLOSE_GRACE_MS is cut, so
 * a stuck phone never holds the shutdown.
 */
export function restartLiveSockets(this: FastifyInstance, done: () => void): void {
  const server = this.websocketServer;
  for (const client of server.clients) client.close(LIVE_SOCKET_RESTART_CODE, 'server restarting');
  const cut = setTimeout(() => {
    for (const client of server.clients) client.terminate();
  }, CLOSE_GRACE_MS);
  cut.unref();
  server.close(() => {
    clearTimeout(cut);
    done();
  });
}
