/**
 * The hot path of the product: POST /api/v2/originals/<game>/play (one provably-fair round: session,
 * seed lock, stake, win, round row, nonce — one short transaction) through the whole HTTP stack.
 *
 * 1. PostgreSQL (a throw-away database on BENCH_PG_URL): rounds/s and p50/p99 at 8 and 32 concurrent
 *    players (one connection each, a load generator in its own process), against `pgbench` running
 *    the naive statements a round used to send (7, 9 when it wins: what an ORM-style implementation
 *    costs) in the same run (goal: ≥ 1.0× at 8 players, p99 ≤ 30 ms at 32), and against `pgbench`
 *    running the round's statements as they are now, prepared (the floor: the database's own cost).
 * 2. The embedded PGlite at 1 and 8 players, in memory and persisted in a data directory as `npm start`
 *    uses it (goal: ≥ 400 rounds/s at 8 players).
 * 3. The exact-RTP computation (full enumeration, features included) of every game.
 *
 * Env: BENCH_SECONDS (10), BENCH_CONCURRENCY ("8,32"), BENCH_PG_URL
 * (postgres://postgres@127.0.0.1:5432/postgres), PGBENCH (/usr/lib/postgresql/15/bin/pgbench),
 * BENCH_SKIP=pg,pglite,pglite-data,rtp to skip parts; BENCH_PGBENCH_SCRIPT=<file> writes the naive script
 * (and <file>.floor, today's statements). Smoke mode (bench/smoke.ts): 1 s per run, no warm-up, 2
 * players, the exact RTP of every game as usual; fails on a round or pgbench transaction that errs, or
 * on no rounds.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Cents, slotOutcomeOf } from '@jl/core';
import { exactStats, GAMES, playFairSlot } from '@jl/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { members } from '../../apps/server/src/db/schema.ts';
import { createSession, hashToken } from '../../apps/server/src/modules/auth/index.ts';
import { adjust } from '../../apps/server/src/modules/wallet/index.ts';
import { prepareDatabase } from '../../apps/server/src/prepare-database.ts';
import { expectWork, SMOKE, setting } from '../smoke.ts';

const run = promisify(execFile);
const SECONDS = setting('BENCH_SECONDS', 10, 1);
/** Seconds of warm-up before each measured run (none in smoke mode: its numbers are not read). */
const WARMUP = SMOKE ? 0 : Math.min(3, SECONDS);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? (SMOKE ? '2' : '8,32')).split(',').map(Number);
const PGLITE_LEVELS = SMOKE ? [2] : [1, 8];
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PGBENCH = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const GAME = 'fruit-trio';
const BET = '0.50';

type Player = { memberId: bigint; token: string };
type Result = {
  rounds_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  /** CPU time of the API process per round (user + system), whatever else the machine is doing. */
  app_cpu_ms?: number;
};

async function createPlayers(app: FastifyInstance, count: number, tag: string): Promise<Player[]> {
  const db = app.db;
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `+5511${tag}${String(i).padStart(8, '0')}`;
    const [row] = await db
      .insert(members)
      .values({ phone, passwordHash: 'x', inviteCode: randomBytes(5).toString('hex') })
      .returning({ id: members.id });
    const memberId = row!.id;
    await db.transaction((tx) =>
      adjust(tx, {
        memberId,
        amount: 5_000_000n as Cents, // R$ 50.000, under the VIP0 game-balance cap
        code: 2,
        reason: 'bench money',
        actorId: 0n,
        idempotencyKey: `bench:${tag}:${memberId}`,
      }),
    );
    const { token } = await createSession(db, { memberId });
    // One round each: creates the seed and the ledger accounts, as a returning player has them.
    const first = await app.inject({
      method: 'POST',
      url: `/api/v2/originals/${GAME}/play`,
      headers: { token, platform: 'H5', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `bet=${BET}`,
    });
    if (first.json().code !== 1) throw new Error(`bench player could not play: ${first.body}`);
    players.push({ memberId, token });
  }
  return players;
}

async function loadHttp(app: FastifyInstance, players: Player[]): Promise<Result> {
  const address = app.server.address() as { port: number };
  const dir = mkdtempSync(join(tmpdir(), 'jl-bench-games-'));
  const tokensFile = join(dir, 'tokens.json');
  writeFileSync(tokensFile, JSON.stringify(players.map((p) => p.token)));
  try {
    // CPU is read over the whole child run (warm-up included) and divided by all its rounds.
    const cpuBefore = process.cpuUsage();
    const { stdout } = await run(
      'node',
      [
        'bench/games/load.mjs',
        `http://127.0.0.1:${address.port}`,
        tokensFile,
        String(SECONDS),
        GAME,
        BET,
        String(WARMUP),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const cpu = process.cpuUsage(cpuBefore);
    const r = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expectWork(r.rounds > 0 && r.errors === 0, `HTTP play at ${players.length} players: ${stdout.trim()}`);
    const allRounds = r.rounds + r.warmup_rounds;
    const app_cpu_ms = Number(((cpu.user + cpu.system) / 1000 / Math.max(1, allRounds)).toFixed(2));
    return { rounds_per_s: r.rps, p50_ms: r.p50_ms, p99_ms: r.p99_ms, errors: r.errors, app_cpu_ms };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function startApp(database: Database): Promise<FastifyInstance> {
  await prepareDatabase(database);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

// ---- pgbench: the same statements as one round --------------------------------------------------

/**
 * One round as pgbench sees it, statement for statement: the session lookup (by token hash, joined
 * to a helper table that names each pgbench client's player), BEGIN, the seed row FOR UPDATE, the
 * ledger rows FOR UPDATE, the stake transfer (transfer + balances + entries in one statement), the
 * win (lock + transfer) for the share of rounds that win, the round insert with the nonce update,
 * COMMIT. (The players play from withdrawable money, so the app takes the balance from the stake's
 * result and does not read the wallet again.) Amounts are computed in SQL instead of JavaScript; rows, locks and indexes are
 * the same.
 */
function pgbenchScript(outcomeJson: string, winPercentTimes100: number): string {
  const transfer = (phase: 'stake' | 'win', playerDelta: number) => `with t as (
  insert into ledger_transfers (idempotency_key, request_hash, code, member_id, resolves_transfer_id,
    wager_required_delta, wager_done_delta, meta)
  values ('pgb-' || :seed_id::text || '-' || :nonce::text || '-${phase}', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    13, :member_id::bigint, null, 0, 0, '{"game": "${GAME}", "platform": "originals"}'::jsonb)
  on conflict (idempotency_key) do nothing returning id, created_at
), a as (
  select id, balance, case when member_id is null then ${-playerDelta} else ${playerDelta} end as delta
  from ledger_accounts where (member_id = :member_id::bigint and kind = 'cash') or (member_id is null and kind = :bankroll_kind::text)
), u as (
  update ledger_accounts l set balance = a.balance + a.delta from a, t where l.id = a.id
), e as (
  insert into ledger_entries (transfer_id, account_id, code, amount, balance_after, created_at)
  select t.id, a.id, 13, a.delta, a.balance + a.delta, t.created_at from t, a order by a.id
)
select id from t;`;
  const lock = `select id::text as id, member_id::text as member_id, kind, balance::text as balance, allow_negative,
  wager_required::text as wager_required, wager_done::text as wager_done from ledger_accounts
  where (member_id = :member_id::bigint and kind in ('locked', 'cash')) or (member_id is null and kind in (:bankroll_kind::text))
  order by id for update;`;
  return `\\set r random(1, 10000)
select s.id as session_id, s.member_id as member_id, m.status, m.vip_level, m.phone, p.bankroll_kind as bankroll_kind
  from bench_players p join sessions s on (s.token_hash = p.token_hash or s.previous_token_hash = p.token_hash)
  join members m on m.id = s.member_id where p.client_id = :client_id::int limit 1 \\gset
begin;
select id as seed_id, server_seed, client_seed, nonce from game_seeds
  where member_id = :member_id::bigint and revealed_at is null for update \\gset
${lock}
${transfer('stake', -50)}
\\if :r <= ${winPercentTimes100}
${lock}
${transfer('win', 100)}
\\endif
with s as (
  update game_seeds set nonce = nonce + 1 where id = :seed_id::bigint and nonce = :nonce::bigint and revealed_at is null returning id
)
insert into game_rounds (member_id, game_code, game_version, seed_id, server_seed_hash, client_seed, nonce, bet, win,
  balance_before, balance_after, outcome, lines_won, feature, idempotency_key, request_hash, created_at)
select :member_id::bigint, '${GAME}', '1.0.0', s.id, 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  :client_seed::text, :nonce::bigint, 50, 0, 100000, 99950, '${outcomeJson}'::jsonb, 0, null, null, null, now()
from s returning id::text as id;
commit;
`;
}

/**
 * The round as it is sent now, for pgbench (the floor): no session lookup (the per-process session
 * cache answers it), BEGIN, the seed row FOR UPDATE with the session's state read in the same
 * statement, the ledger rows FOR UPDATE, the stake transfer, the win (lock + transfer) for the rounds
 * that win, the round insert with the nonce update and the round.settled event in one statement, COMMIT.
 */
function pgbenchFloorScript(outcomeJson: string, winPercentTimes100: number): string {
  const naive = pgbenchScript(outcomeJson, winPercentTimes100);
  const session = naive.slice(naive.indexOf('select s.id as session_id'), naive.indexOf('begin;'));
  const seed = naive.slice(
    naive.indexOf('select id as seed_id'),
    naive.indexOf('\\gset', naive.indexOf('select id as seed_id')),
  );
  const round = naive.slice(naive.indexOf('with s as (\n  update game_seeds'), naive.indexOf('commit;'));
  const lookup = `select p.member_id as member_id, p.bankroll_kind as bankroll_kind, s.id as session_id
  from bench_players p join sessions s on s.token_hash = p.token_hash where p.client_id = :client_id::int limit 1 \\gset
`;
  const seedChecked = seed.replace(
    'from game_seeds',
    `, (select case when s.revoked_at is not null then 'ended' when s.expires_at <= now() then 'expired'
    when m.status <> 0 then 'disabled' else 'ok' end from sessions s join members m on m.id = s.member_id
    where s.id = :session_id::bigint) as session_state from game_seeds`,
  );
  const roundWithEvent = round
    .replace('insert into game_rounds', 'r as (insert into game_rounds')
    .replace(
      'from s returning id::text as id;',
      `from s returning id, member_id
), e as (insert into domain_events (type, member_id, payload, occurred_at)
  select 'round.settled', r.member_id, jsonb_build_object('roundId', r.id::text, 'platform', 'originals',
    'game', '${GAME}', 'stakeCents', '50', 'winCents', '0'), now() from r)
select id::text as id from r;`,
    )
    .replace('returning id\n)\nr as', 'returning id\n), r as');
  // The player's seed lock before the seed row, and the responsible-gaming rows after it, as the app
  // sends them (pgbench runs them one after another; the app sends the four in one pipelined batch).
  const advisory = `select pg_advisory_xact_lock(${0x6a6c5344}, :member_id::int);
`;
  const limits = `select s.member_id, s.block_kind, s.block_until, s.reality_minutes, l.kind, l.amount_cents
  from rg_state s left join rg_limits l on l.member_id = s.member_id and l.kind in ('loss', 'stake', 'session')
  where s.member_id = :member_id::bigint;
`;
  const body = naive.slice(naive.indexOf('begin;'));
  return `${naive.slice(0, naive.indexOf(session))}${lookup}${body
    .replace('begin;\n', `begin;\n${advisory}`)
    .replace(`${seed}\\gset\n`, `${seedChecked}\\gset\n${limits}`)
    .replace(round, roundWithEvent)}`;
}

async function preparePgbench(db: Database['db'], players: Player[]): Promise<void> {
  await db.execute(
    sql`create table if not exists bench_players (client_id int primary key, member_id bigint not null,
        token_hash text not null, bankroll_kind text not null)`,
  );
  for (const [clientId, p] of players.entries()) {
    // The house account this player's stakes go to, as the wallet chose it for the first round.
    const result = (await db.execute(
      sql`select a.kind from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
          join ledger_accounts a on a.id = e.account_id
          where t.member_id = ${String(p.memberId)}::bigint and a.member_id is null limit 1`,
    )) as unknown as { rows: { kind: string }[] };
    await db.execute(
      sql`insert into bench_players values (${clientId}, ${String(p.memberId)}::bigint, ${hashToken(p.token)},
          ${result.rows[0]!.kind})`,
    );
  }
}

/** `mode`: pgbench's query mode — `extended` (parsed on every call, as an ORM sends it) or `prepared`. */
async function loadPgbench(
  url: string,
  clients: number,
  script: string,
  mode: 'extended' | 'prepared' = 'extended',
): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'jl-pgbench-'));
  const file = join(dir, 'round.sql');
  writeFileSync(file, script);
  const target = new URL(url);
  try {
    const common = [
      '-n',
      '-M',
      mode,
      '-h',
      target.hostname,
      '-p',
      target.port || '5432',
      '-U',
      decodeURIComponent(target.username || 'postgres'),
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, 4)),
      '-f',
      file,
    ];
    const database = target.pathname.slice(1);
    // Warm-up, then the measured run with a per-transaction log for the percentiles.
    if (WARMUP > 0) await run(PGBENCH, [...common, '-T', String(WARMUP), database]);
    const measured = [...common, '-T', String(SECONDS), '-l', '--log-prefix', join(dir, 'log'), database];
    const { stdout } = await run(PGBENCH, measured, { maxBuffer: 16 * 1024 * 1024 });
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    expectWork(tps > 0 && failed === 0, `pgbench (${mode}) at ${clients} clients: ${stdout}`);
    const latencies: number[] = [];
    for (const f of readdirSync(dir)) {
      if (!f.startsWith('log')) continue;
      for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us) && line) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const pick = (q: number) => Number((latencies[Math.floor(q * latencies.length)] ?? 0).toFixed(2));
    return { rounds_per_s: Math.round(tps), p50_ms: pick(0.5), p99_ms: pick(0.99), errors: failed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- The runs -----------------------------------------------------------------------------------

async function benchPostgres(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `jl_bench_games_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const max = Math.max(...LEVELS);
  const database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: max });
  try {
    const app = await startApp(database);
    const httpPlayers = await createPlayers(app, max, '7');
    const pgbenchPlayers = await createPlayers(app, max, '8');
    await preparePgbench(database.db, pgbenchPlayers);
    const { round } = playFairSlot({
      serverSeed: '0'.repeat(64),
      clientSeed: 'bench',
      nonce: 7,
      gameCode: GAME,
      betCents: 50n,
    });
    // pgbench reads ":name" anywhere as a variable, even inside a literal: keep no colon before a letter.
    const outcome = JSON.stringify(slotOutcomeOf(round)).replace(/":/g, '": ');
    const hit = Math.round(GAMES[GAME].info.hitFrequency * 10_000);
    const script = pgbenchScript(outcome, hit);
    const floorScript = pgbenchFloorScript(outcome, hit);
    if (process.env.BENCH_PGBENCH_SCRIPT) {
      writeFileSync(process.env.BENCH_PGBENCH_SCRIPT, script);
      writeFileSync(`${process.env.BENCH_PGBENCH_SCRIPT}.floor`, floorScript);
    }
    const rows: Record<string, Result & { ratio?: string }> = {};
    for (const clients of LEVELS) {
      const http = await loadHttp(app, httpPlayers.slice(0, clients));
      const bench = await loadPgbench(url.toString(), clients, script);
      rows[`HTTP play, ${clients} players`] = {
        ...http,
        ratio: (http.rounds_per_s / Math.max(1, bench.rounds_per_s)).toFixed(2),
      };
      rows[`pgbench naive SQL, ${clients} clients`] = bench;
      // The floor: today's statements, prepared as the app's hot ones are (db/named-statement.ts).
      rows[`pgbench today's SQL (floor), ${clients} clients`] = await loadPgbench(
        url.toString(),
        clients,
        floorScript,
        'prepared',
      );
    }
    console.log(
      `\nPostgreSQL ${name}: ${SECONDS}s per run after ${WARMUP}s warm-up, node ${process.version}, game ${GAME}, bet ${BET}`,
    );
    console.table(rows);
    await app.close();
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function benchPglite(persisted: boolean): Promise<void> {
  const dataDir = persisted ? mkdtempSync(join(tmpdir(), 'jl-bench-pglite-')) : undefined;
  const database = openDatabase({ kind: 'pglite', dataDir });
  try {
    const app = await startApp(database);
    const players = await createPlayers(app, Math.max(...PGLITE_LEVELS), '9');
    const rows: Record<string, Result> = {};
    for (const clients of PGLITE_LEVELS)
      rows[`HTTP play, ${clients} players`] = await loadHttp(app, players.slice(0, clients));
    const where = persisted ? `persisted in ${dataDir}, as npm start uses it` : 'in memory';
    console.log(`\nPGlite (embedded, ${where}): ${SECONDS}s per run, node ${process.version}`);
    console.table(rows);
    await app.close();
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

function benchRtp(): void {
  const rows: Record<string, { ms: number; rtp: string }> = {};
  for (const [code, game] of Object.entries(GAMES)) {
    const start = performance.now();
    const stats = exactStats(game.definition);
    rows[code] = {
      ms: Math.round(performance.now() - start),
      rtp:
        `${stats.rtp.num}/${stats.rtp.den}`.length > 40
          ? game.info.rtp.toFixed(8)
          : `${stats.rtp.num}/${stats.rtp.den}`,
    };
  }
  console.log('\nExact RTP by full enumeration (features included)');
  console.table(rows);
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (2 cores shared with other work)`,
);
if (!SKIP.has('pg')) await benchPostgres();
if (!SKIP.has('pglite')) await benchPglite(false);
if (!SKIP.has('pglite-data')) await benchPglite(true);
if (!SKIP.has('rtp')) benchRtp();
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
