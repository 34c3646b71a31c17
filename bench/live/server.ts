/**
 * One API process for the live fan-out bench: the whole app on BENCH_DB_URL at PORT, driving the crash
 * rounds when LIVE_DRIVER=true, with Redis pub/sub when REDIS_URL is set, sealing with the APP_SECRET
 * the bench gives every process. Prints READY.
 */
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { prepareDatabase } from '../../apps/server/src/prepare-database.ts';

const url = process.env.BENCH_DB_URL!;
const database = openDatabase({ kind: 'postgres', url, poolSize: 4 });
await prepareDatabase(database);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
  APP_SECRET: process.env.APP_SECRET,
  JOBS_ENABLED: 'false',
  LIVE_DRIVER: process.env.LIVE_DRIVER ?? 'false',
  RATE_LIMIT_PER_MINUTE: '10000000',
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
});
const app = await buildApp({ config, database });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('READY');
