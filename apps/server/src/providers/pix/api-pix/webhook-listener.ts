import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A dedicated HTTPS listener for the PSP's callbacks that completes the TLS handshake only with a
 * client certificate signed by the PSP's CA (`rejectUnauthorized`), as the API Pix requires for its
 * webhook. It serves nothing but the webhook paths, handing them to the app's own router, so the
 * route, its raw-body parser and every rule are the ones the public port uses.
 */
export type WebhookListener = { port(): number | null; close(): Promise<void> };

export async function startWebhookListener(
  app: FastifyInstance,
  options: { host: string; port: number; cert: string; key: string; clientCa: string; paths: string[] },
): Promise<WebhookListener> {
  const server: Server = createServer(
    {
      cert: options.cert,
      key: options.key,
      ca: options.clientCa,
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
    (req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'POST' || !options.paths.includes(path ?? '')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":0}');
        return;
      }
      app.routing(req, res);
    },
  );
  server.headersTimeout = 30_000;
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: () => (server.address() as AddressInfo | null)?.port ?? null,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
