import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { openConfiguredDatabase, prepareDatabase } from './db/setup.ts';
import { seedStaffOwner } from './modules/admin/index.ts';
import { seedDemo } from './seed-demo.ts';

const config = loadConfig();
const database = openConfiguredDatabase(config);
await prepareDatabase(database, { publicUrl: config.PUBLIC_URL });
const app = await buildApp({ config, database });
const demo = config.seedDemo ? await seedDemo(app) : [];
// Any first start, production included: an owner with a generated password, printed once.
demo.push(...(await seedStaffOwner(app.db, app.now())));

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
const url = config.PUBLIC_URL;
const lines = [
  '',
  `  Jogo Limpo is running at ${url}`,
  `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR} (development only)` : 'PostgreSQL'}`,
  `  API docs: ${url}/api/docs   Health: ${url}/healthz   Metrics: ${url}/metrics`,
  ...(config.PIX_PROVIDER === 'sandbox'
    ? [`  Sandbox Pix payer page (pays deposits): ${url}/sandbox/pix`]
    : []),
  ...demo,
  '',
];
console.log(lines.join('\n'));
