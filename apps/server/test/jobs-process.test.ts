import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from './harness.ts';

/**
 * The jobs backbone across real processes on PostgreSQL: a worker SIGKILLed in the middle of a period,
 * then restarted, and two workers started at once. The worker is test/fixtures/job-worker.ts.
 */
const WORKER = resolve(import.meta.dirname, 'fixtures/job-worker.ts');

let t: TestApp;
let client: pg.Client;
beforeAll(async () => {
  if (TEST_DB_KIND !== 'postgres') return;
  t = await createTestApp();
  client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  await client.query(
    `create table test_job_effects (id serial primary key, job text, period text, item text default '', pid int)`,
  );
});
afterAll(async () => {
  await client?.end();
  await t?.close();
});

function worker(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { ...process.env, DATABASE_URL: t.databaseUrl!, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exit = new Promise<number>((done) =>
    child.on('exit', (code, signal) => done(code ?? (signal ? -1 : 0))),
  );
  return { child, output: () => out, exit };
}

async function waitFor(predicate: () => boolean, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function effects(job: string) {
  const { rows } = await client.query<{ period: string; item: string; n: number }>(
    'select period, item, count(*)::int as n from test_job_effects where job = $1 group by period, item order by period, item',
    [job],
  );
  return rows;
}

describe.runIf(TEST_DB_KIND === 'postgres')('jobs across processes (PostgreSQL)', () => {
  it('a period whose process is SIGKILLed before commit runs again after restart, and takes effect once', async () => {
    const env = { WORKER_MODE: 'slow', FAKE_NOW: '2026-11-24T15:00:00Z' };
    const first = worker(env);
    await waitFor(() => first.output().includes('INSIDE'));
    first.child.kill('SIGKILL');
    await first.exit;
    expect(await effects('test.slow')).toEqual([]);
    const second = worker({ ...env, SLEEP: '0' });
    expect(await second.exit, second.output()).toBe(0);
    expect(await effects('test.slow')).toEqual([{ period: '2026-11-24T04:00:00.000Z', item: '', n: 1 }]);
    const third = worker({ ...env, SLEEP: '0' });
    expect(await third.exit).toBe(0);
    expect(await effects('test.slow')).toHaveLength(1);
  }, 120_000);

  it('an items period SIGKILLed mid-way finishes after restart with every item once', async () => {
    const env = { WORKER_MODE: 'items', FAKE_NOW: '2026-11-24T15:00:00Z' };
    const first = worker(env);
    await waitFor(() => first.output().includes('INSIDE'));
    first.child.kill('SIGKILL');
    await first.exit;
    expect((await effects('test.items')).map((r) => r.item)).toEqual(['1', '2']);
    const second = worker({ ...env, SLEEP: '0' });
    expect(await second.exit, second.output()).toBe(0);
    const rows = await effects('test.items');
    expect(rows.map((r) => [r.item, r.n])).toEqual([
      ['1', 1],
      ['2', 1],
      ['3', 1],
      ['4', 1],
      ['5', 1],
    ]);
  }, 120_000);

  it('two processes started at once run every period once', async () => {
    const env = { WORKER_MODE: 'loop', WORKER_SECONDS: '4' };
    const a = worker(env);
    const b = worker(env);
    expect(await a.exit, a.output()).toBe(0);
    expect(await b.exit, b.output()).toBe(0);
    const rows = await effects('test.every-second');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    // Both processes did work (the lock moves between them), yet no period twice.
    const { rows: pids } = await client.query(
      `select count(distinct pid)::int as n from test_job_effects where job = 'test.every-second'`,
    );
    expect(pids[0].n).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
