/**
 * `privacy.access-logs`: how fast expired IP addresses and user agents are erased, and how long each
 * batch's transaction holds the database (on PGlite a transaction holds the whole database). Seeds
 * BENCH_ROWS (default 200 000) expired player sessions next to as many recent ones, then erases them
 * batch by batch as the job does. PGlite in memory, and PostgreSQL (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/test; its own database, dropped after) unless BENCH_SKIP=pg.
 * Smoke mode (bench/smoke.ts): 2 500 expired sessions (three batches, the last one short), both databases.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { ACCESS_LOG_BATCH, ACCESS_LOGS } from '../../apps/server/src/modules/privacy/index.ts';
import { setting } from '../smoke.ts';

const ROWS = setting('BENCH_ROWS', 200_000, 2_500);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'jl_bench_retention';
const BEFORE = new Date('2026-01-01T00:00:00Z');

async function seed(database: Database): Promise<void> {
  for (const [prefix, at] of [
    ['old', '2025-06-01T12:00:00Z'],
    ['new', '2026-06-01T12:00:00Z'],
  ] as const) {
    await database.db.execute(sql`
      insert into sessions (member_id, token_hash, ip, user_agent, created_at, last_seen_at, expires_at)
      select g % 5000, ${prefix} || g, '10.' || (g % 250) || '.' || (g / 250 % 250) || '.1',
        'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
        ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz + interval '30 days'
      from generate_series(1, ${ROWS}) g`);
  }
  await database.db.execute(sql`analyze sessions`);
}

async function measure(label: string, database: Database): Promise<void> {
  await database.migrate();
  await seed(database);
  const sessions = ACCESS_LOGS.find((l) => l.what === 'player sessions')!;
  const batches: number[] = [];
  let erased = 0;
  const started = performance.now();
  for (;;) {
    const t0 = performance.now();
    const n = await database.db.transaction((tx) => sessions.purge(tx, BEFORE, ACCESS_LOG_BATCH));
    batches.push(performance.now() - t0);
    erased += n;
    if (n < ACCESS_LOG_BATCH) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...batches].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  console.log(
    `${label}: ${erased} of ${ROWS * 2} sessions erased in ${seconds.toFixed(2)} s (${Math.round(erased / seconds)} rows/s); ` +
      `${batches.length} batches of ${ACCESS_LOG_BATCH}: median ${at(0.5)} ms, p99 ${at(0.99)} ms, longest ${sorted.at(-1)!.toFixed(1)} ms`,
  );
  if (erased !== ROWS) throw new Error(`expected ${ROWS} erased, got ${erased}`);
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const lite = openDatabase({ kind: 'pglite' });
try {
  await measure('PGlite in memory', lite);
} finally {
  await lite.close();
}
if (!(process.env.BENCH_SKIP ?? '').split(',').includes('pg')) {
  await admin(`drop database if exists ${DB_NAME}`);
  await admin(`create database ${DB_NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  try {
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await admin(`drop database if exists ${DB_NAME}`);
  }
}
