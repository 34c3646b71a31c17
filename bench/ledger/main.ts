/**
 * The game round's money path — a stake and its win, two ledger transfers in one transaction —
 * through the wallet service (placeStake + settleWin, drizzle, node-postgres) at 1, 4 and 8
 * connections, against pgbench running the same SQL statements on the same database in the same run.
 * Needs PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test); creates and drops
 * its own database. BENCH_SECONDS (default 10) per measurement, BENCH_PLAYERS (default 1000). Smoke
 * mode (bench/smoke.ts): 1 s at 2 connections, 20 players, once, no warm-up; the books are checked as
 * always.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import {
  adjust,
  openWalletAccounts,
  placeStake,
  settleWin,
} from '../../apps/server/src/modules/wallet/index.ts';
import { expectWork, SMOKE, setting } from '../smoke.ts';
import { PGBENCH_SCRIPT } from './pgbench-script.ts';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = setting('BENCH_SECONDS', 10, 1);
const PLAYERS = setting('BENCH_PLAYERS', 1000, 20);
/** Each measurement is repeated, service and pgbench alternating, and the medians are compared. */
const REPEATS = setting('BENCH_REPEATS', 3, 1);
const CONNECTIONS = SMOKE ? [2] : [1, 4, 8];
const DB_NAME = 'jl_bench_ledger';
const STAKE = 100n;
const WIN = 150n;

const run = promisify(execFile);

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function benchUrl(): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

async function findPgbench(): Promise<string> {
  for (const candidate of [
    'pgbench',
    '/usr/lib/postgresql/17/bin/pgbench',
    '/usr/lib/postgresql/16/bin/pgbench',
    '/usr/lib/postgresql/15/bin/pgbench',
  ]) {
    try {
      await run(candidate, ['--version']);
      return candidate;
    } catch {
      // try the next one
    }
  }
  throw new Error('pgbench not found (install postgresql-client)');
}

/** Players with R$ 1.000.000 each in cash (no wagering open, so a stake is a pure type-13 transfer). */
async function seedPlayers(url: string): Promise<{ first: bigint; last: bigint }> {
  const database = openDatabase({ kind: 'postgres', url, poolSize: 4 });
  // Migrations only: the money path reads no operator settings (stakes and wins have no multiplier).
  await database.migrate();
  const db = database.db;
  await db.execute(sql`insert into members (phone, password_hash, invite_code)
    select '+5511' || lpad(g::text, 9, '0'), 'x', 'B' || g from generate_series(1, ${PLAYERS}) g`);
  const rows = (await db.execute(
    sql`select min(id)::text as first, max(id)::text as last from members`,
  )) as unknown as {
    rows: { first: string; last: string }[];
  };
  const first = BigInt(rows.rows[0]!.first);
  const last = BigInt(rows.rows[0]!.last);
  for (let id = first; id <= last; id += 1n) {
    await db.transaction(async (tx) => {
      await openWalletAccounts(tx, id);
      await adjust(tx, {
        memberId: id,
        amount: 100_000_000n as never,
        code: 2,
        reason: 'bench',
        actorId: 0n,
        idempotencyKey: `bench:${id}`,
      });
    });
  }
  // One round for each of the first 16 players creates every bankroll shard (pgbench creates no accounts).
  for (let id = first; id < first + 16n && id <= last; id += 1n) {
    await db.transaction(async (tx) => {
      const stake = await placeStake(tx, {
        memberId: id,
        amount: STAKE as never,
        platform: 'jl',
        roundId: `seed-${id}`,
      });
      await settleWin(tx, {
        memberId: id,
        amount: WIN as never,
        stakeSplit: stake,
        platform: 'jl',
        roundId: `seed-${id}`,
      });
    });
  }
  await database.close();
  return { first, last };
}

let roundSeq = 0;

/** n workers, each on its own pooled connection, run stake+win rounds for SECONDS. */
async function benchService(url: string, connections: number, players: { first: bigint; last: bigint }) {
  const database = openDatabase({ kind: 'postgres', url, poolSize: connections });
  const db = database.db;
  const span = Number(players.last - players.first) + 1;
  let rounds = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const memberId = players.first + BigInt(Math.floor(Math.random() * span));
      roundSeq += 1;
      const roundId = `${process.pid}-${roundSeq}`;
      await db.transaction(async (tx) => {
        const stake = await placeStake(tx, { memberId, amount: STAKE as never, platform: 'jl', roundId });
        await settleWin(tx, { memberId, amount: WIN as never, stakeSplit: stake, platform: 'jl', roundId });
      });
      rounds += 1;
    }
  };
  const started = Date.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (Date.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  if (process.env.BENCH_VERBOSE) {
    console.log(`    node CPU per round: ${((used.user + used.system) / 1000 / rounds).toFixed(2)} ms`);
  }
  await database.close();
  expectWork(rounds > 0, `the service made no round at ${connections} connection(s)`);
  return (rounds * 2) / elapsed;
}

async function benchPgbench(
  pgbench: string,
  url: string,
  connections: number,
  players: { first: bigint; last: bigint },
) {
  const dir = mkdtempSync(join(tmpdir(), 'jl-ledger-bench-'));
  const script = join(dir, 'round.sql');
  writeFileSync(script, PGBENCH_SCRIPT);
  const { stdout } = await run(
    pgbench,
    [
      '-n',
      '-M',
      'extended',
      '-c',
      String(connections),
      '-j',
      // One client thread, like the service's one Node.js event loop.
      '1',
      '-T',
      String(SECONDS),
      '-D',
      `first=${players.first}`,
      '-D',
      `last=${players.last}`,
      '-f',
      script,
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout);
  const failed = /number of failed transactions: (\d+)/.exec(stdout);
  if (!tps) throw new Error(`pgbench output not understood:\n${stdout}`);
  if (failed && failed[1] !== '0') throw new Error(`pgbench had failed transactions:\n${stdout}`);
  expectWork(Number(tps[1]) > 0, `pgbench made no round at ${connections} connection(s)`);
  return Number(tps[1]) * 2;
}

async function checkBooks(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sum = await client.query('select sum(balance)::text as s from ledger_accounts');
  const cached = await client.query(`select count(*)::int as n from ledger_accounts a
    where balance <> coalesce((select sum(amount) from ledger_entries e where e.account_id = a.id), 0)`);
  const transfers = await client.query('select count(*)::int as n from ledger_transfers');
  await client.end();
  if (sum.rows[0].s !== '0' || cached.rows[0].n !== 0)
    throw new Error('ledger invariants broken after the bench');
  return transfers.rows[0].n as number;
}

try {
  await admin('select 1');
} catch {
  // A smoke run that skipped its work would pass without exercising anything.
  expectWork(!SMOKE, `PostgreSQL not reachable at ${ADMIN_URL}`);
  console.log(`PostgreSQL not reachable at ${ADMIN_URL}: ledger bench skipped.`);
  process.exit(0);
}
const pgbench = await findPgbench();
await admin(`drop database if exists ${DB_NAME} with (force)`);
await admin(`create database ${DB_NAME}`);
const url = benchUrl();
try {
  const players = await seedPlayers(url);
  const { stdout: version } = await run(pgbench, ['--version']);
  console.log(
    `ledger: stake+win (2 transfers) per transaction, ${PLAYERS} players, ${SECONDS}s × ${REPEATS} alternating runs (medians); node ${process.version}; ${version.trim()}`,
  );
  // Warm up both paths (JIT, connection setup, caches); not in smoke mode, whose numbers are not read.
  if (!SMOKE) {
    await benchService(url, 2, players);
    await benchPgbench(pgbench, url, 2, players);
  }
  const rows: string[] = [];
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const n of CONNECTIONS) {
    const services: number[] = [];
    const directs: number[] = [];
    for (let i = 0; i < REPEATS; i += 1) {
      services.push(await benchService(url, n, players));
      directs.push(await benchPgbench(pgbench, url, n, players));
    }
    const service = median(services);
    const direct = median(directs);
    rows.push(`| ${n} | ${Math.round(service)} | ${Math.round(direct)} | ${(service / direct).toFixed(2)} |`);
    console.log(
      `  ${n} connection(s): service ${Math.round(service)} transfers/s, pgbench ${Math.round(direct)} transfers/s, ratio ${(service / direct).toFixed(2)}`,
    );
  }
  const total = await checkBooks(url);
  console.log('\n| connections | service transfers/s | pgbench transfers/s | ratio |\n|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(
    `\nbooks balanced after ${total} transfers (sum of balances 0, every cached balance = sum of its entries)`,
  );
} finally {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
}
