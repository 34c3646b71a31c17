/**
 * GET /api/v2/config/index through the whole stack (envelope, i18n, rate limit, metrics, database read)
 * against a bare Fastify hello-world route, in the same run on the same machine, with autocannon.
 * BENCH_DATABASE_URL=postgres://… measures on PostgreSQL instead of the embedded PGlite. Smoke mode
 * (bench/smoke.ts): 1 s, 2 connections; fails on any error or non-2xx answer.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { prepareDatabase } from '../../apps/server/src/prepare-database.ts';
import { expectWork, SMOKE, setting } from '../smoke.ts';

const DURATION = setting('BENCH_SECONDS', 10, 1);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 16, 2);

const run = promisify(execFile);

/** autocannon runs in its own process so that the load generator does not share the servers' event loop. */
async function measure(url: string, duration = DURATION, connections = CONNECTIONS) {
  const { stdout } = await run(
    'npx',
    ['autocannon', '-j', '-c', String(connections), '-d', String(duration), url],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const result = JSON.parse(stdout);
  expectWork(result.requests.total > 0 && result.errors + result.non2xx === 0, `${url}: ${stdout}`);
  return {
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const hello = Fastify({ logger: false });
hello.get('/hello', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });
const helloAddress = hello.server.address() as { port: number };

const url = process.env.BENCH_DATABASE_URL;
const database = url
  ? openDatabase({ kind: 'postgres', url, poolSize: 10 })
  : openDatabase({ kind: 'pglite' });
await prepareDatabase(database);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const appAddress = app.server.address() as { port: number };

// Warm up both (not in smoke mode: its numbers are not read).
if (!SMOKE) {
  await measure(`http://127.0.0.1:${helloAddress.port}/hello`, 2, 4);
  await measure(`http://127.0.0.1:${appAddress.port}/api/v2/config/index`, 2, 4);
}

const base = await measure(`http://127.0.0.1:${helloAddress.port}/hello`);
const ours = await measure(`http://127.0.0.1:${appAddress.port}/api/v2/config/index`);
console.log(
  `database: ${database.kind}; ${CONNECTIONS} connections, ${DURATION}s each, node ${process.version}`,
);
console.table({
  'fastify hello-world': base,
  'GET /api/v2/config/index': ours,
});
console.log(`ratio config/index ÷ hello-world: ${(ours.rps / base.rps).toFixed(3)}`);

await app.close();
await hello.close();
await database.close();
