import type { Server as HttpServer } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

type Server = HttpServer | HttpsServer;

/** Starts a stand-in's server on `port` (0: any free one) of `host`, 127.0.0.1 unless said. */
export function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<void> {
  return new Promise<void>((resolve) => server.listen(port, host, resolve));
}

/** The port a listening stand-in was given. */
export const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** Stops a stand-in's server (if it was started), dropping the connections its clients keep open. */
export function closeServer(server: Server | null | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
