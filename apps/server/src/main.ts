import type { AddressInfo } from 'node:net';
import { bootProduct } from './boot.ts';

const { app, config, database, lines: demo } = await bootProduct();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
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
