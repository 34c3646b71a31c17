/**
 * Live fan-out bench (bench/README.md): simulated players on WebSocket following crash rounds.
 * 1. one API process (the driver) with BENCH_CLIENTS clients (default 5,000);
 * 2. two API processes with Redis pub/sub (the driver on the first), clients split between them.
 * Per run: p50/p99/max delivery latency of a tick (receipt − the driver's timestamp), and the API
 * processes' CPU per tick (user+system from /proc over the window ÷ ticks published).
 * Clients run in 2 separate processes. Needs PostgreSQL (BENCH_PG_URL, a throw-away database) and
 * Redis (BENCH_REDIS_URL). BENCH_SECONDS (20) per run. Ports: BENCH_PORT (3994) and +1.
 * The API processes share one APP_SECRET, random per run, as a deployment's processes do: the live
 * chains' seeds are sealed at rest with it, so a second process with its own secret could not open them.
 * Smoke mode (bench/smoke.ts): 20 clients per run, each run ending once every client has seen 3 ticks
 * (at most BENCH_SECONDS, 60); fails when a client saw fewer — on the second process, through Redis, too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expectWork, SMOKE, setting } from '../smoke.ts';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLIENTS = setting('BENCH_CLIENTS', 5000, 20);
const SECONDS = setting('BENCH_SECONDS', 20, 60);
/** Smoke mode: a run ends when every client has seen this many ticks (a crash round bets for 5 s first). */
const UNTIL_TICKS = SMOKE ? 3 : 0;
const PORT = Number(process.env.BENCH_PORT ?? 3994);
const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const APP_SECRET = randomBytes(32).toString('base64url');

function start(
  cmd: string[],
  env: Record<string, string>,
  ready: string,
  children: ChildProcess[],
): Promise<{ child: ChildProcess; out: () => string }> {
  const child = spawn(process.execPath, cmd, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += String(d);
      if (out.includes(ready)) resolve({ child, out: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d) => {
      out += String(d);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}

const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

async function run(label: string, servers: number, dbUrl: string) {
  const children: ChildProcess[] = [];
  try {
    await measure(label, servers, dbUrl, children);
  } finally {
    // A process that failed to start must not leave the others running.
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

async function measure(label: string, servers: number, dbUrl: string, children: ChildProcess[]) {
  const apis: ChildProcess[] = [];
  for (let i = 0; i < servers; i += 1) {
    const { child } = await start(
      ['--import', 'tsx', here('./server.ts')],
      {
        BENCH_DB_URL: dbUrl,
        APP_SECRET,
        PORT: String(PORT + i),
        LIVE_DRIVER: i === 0 ? 'true' : 'false',
        ...(servers > 1 ? { REDIS_URL } : {}),
      },
      'READY',
      children,
    );
    apis.push(child);
  }
  const urls = apis.map((_, i) => `ws://127.0.0.1:${PORT + i}/api/v2/live/socket`).join(',');
  const clientProcs = await Promise.all(
    [0, 1].map(() =>
      start(
        [here('./clients.mjs')],
        {
          URLS: urls,
          CLIENTS: String(CLIENTS / 2),
          SECONDS: String(SECONDS),
          UNTIL_TICKS: String(UNTIL_TICKS),
        },
        'CONNECTED',
        children,
      ),
    ),
  );
  const cpu0 = apis.map((a) => cpuMs(a.pid!));
  const t0 = Date.now();
  const results = await Promise.all(
    clientProcs.map(
      ({ child, out }) =>
        new Promise<{
          clients: number;
          deliveries: number;
          p50: number;
          p99: number;
          max: number;
          short: number;
        }>((resolve) => child.on('exit', () => resolve(JSON.parse(out().trim().split('\n').at(-1)!)))),
    ),
  );
  const windowMs = Date.now() - t0;
  const cpu = apis.map((a, i) => cpuMs(a.pid!) - cpu0[i]!);
  const clients = results.reduce((s, r) => s + r.clients, 0);
  const short = results.reduce((s, r) => s + r.short, 0);
  expectWork(short === 0, `${label}: ${short} of ${clients} clients saw fewer than ${UNTIL_TICKS} ticks`);
  const deliveries = results.reduce((s, r) => s + r.deliveries, 0);
  const ticks = deliveries / clients;
  console.log(
    JSON.stringify({
      label,
      clients,
      windowMs,
      ticksPerClient: Math.round(ticks),
      p50: Math.max(...results.map((r) => r.p50)),
      p99: Math.max(...results.map((r) => r.p99)),
      max: Math.max(...results.map((r) => r.max)),
      cpuMsPerTick: cpu.map((c) => +(c / ticks).toFixed(2)),
      cpuShare: cpu.map((c) => +(c / windowMs).toFixed(2)),
    }),
  );
}

const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
const name = `jl_bench_live_${process.pid}`;
await admin.query(`create database ${name}`);
const url = new URL(PG_URL);
url.pathname = `/${name}`;
try {
  await run('one process', 1, url.toString());
  await run('two processes + Redis', 2, url.toString());
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
