import type { AddressInfo } from 'node:net';
import { bootProduct } from './boot.ts';

const { app, config, database, lines: demo } = await bootProduct();

let closing = false;
/**
 * Graceful shutdown (docs/OPERATIONS.md "Graceful shutdown"): app.close() runs the preClose hooks — the
 * live drivers finish their step and release their locks, no new job starts, live sockets are told to
 * reconnect elsewhere — then stops accepting and waits for the requests under way. Past
 * SHUTDOWN_TIMEOUT_SECONDS the process exits anyway: whatever it did not finish was never acknowledged.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const started = Date.now();
  app.log.info({ signal, timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error({ signal }, 'shutdown timed out: exiting with requests unfinished');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  force.unref();
  // Node closes the idle keep-alive connections once, when closing begins; a connection whose request
  // was under way becomes idle after its answer and would be kept for Fastify's 72 s keep-alive.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  await app.close();
  await database.close();
  app.log.info({ signal, ms: Date.now() - started }, 'shut down');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
// PORT=0 picks a free port: the banner shows the one actually bound.
const bound = (app.server.address() as AddressInfo).port;
const url = config.PORT === 0 ? `http://localhost:${bound}` : config.PUBLIC_URL;
const sandbox = config.PIX_PROVIDER === 'sandbox' || config.SMS_PROVIDER === 'outbox';
const helpers = config.DEV_HELPERS_OPEN
  ? 'open to every client (DEV_HELPERS_OPEN=true)'
  : 'loopback clients only';
const lines = [
  '',
  ...(sandbox && !config.isProduction
    ? [
        '  *** DEMO MODE — not for real players or real money ***',
        '  Pix is a sandbox (any charge can be paid for free) and SMS codes stay in an outbox.',
        `  Development helpers (/sandbox/pix, /api/v2/dev/outbox): ${helpers}.`,
        '',
      ]
    : []),
  `  Jogo Limpo is running at ${url}`,
  `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR} (development only)` : 'PostgreSQL'}`,
  ...(config.REDIS_URL ? [`  Redis: channels and keys under ${config.redisPrefix}: (REDIS_PREFIX)`] : []),
  `  API docs: ${url}/api/docs   Health: ${url}/healthz   Metrics: ${url}/metrics`,
  ...(config.PIX_PROVIDER === 'sandbox' && !config.isProduction
    ? [`  Sandbox Pix payer page (pays deposits): ${url}/sandbox/pix`]
    : []),
  ...demo,
  '',
];
console.log(lines.join('\n'));
