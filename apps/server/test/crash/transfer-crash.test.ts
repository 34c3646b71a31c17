import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { reconcileTransferPlatforms } from '../../src/modules/platforms/index.ts';
import { getWallet } from '../../src/modules/wallet/index.ts';
import { createSandboxAggregator } from '../../src/providers/games/sandbox-aggregator.ts';
import { createPostgresDatabase, TEST_DB_KIND } from '../harness.ts';
import { assertLedgerInvariants } from '../ledger-invariants.ts';

/**
 * kill -9 between a transfer out of a platform and its confirmation (docs/OPERATIONS.md "External game
 * platforms"): the platform has paid the player's balance, our process dies before crediting it. The nightly
 * reconciliation must find the pending move, credit it exactly once (run twice here), and leave the ledger
 * square.
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const CHILD = resolve(here, 'transfer-crash-child.ts');
const ROOT = resolve(here, '../../../..');
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshLocation(): Promise<{ kind: 'pglite' | 'postgres'; location: string; open(): Database }> {
  if (TEST_DB_KIND === 'postgres') {
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    return {
      kind: 'postgres',
      location: created.url,
      open: () => openDatabase({ kind: 'postgres', url: created.url }),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'jl-crash-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return { kind: 'pglite', location: dir, open: () => openDatabase({ kind: 'pglite', dataDir: dir }) };
}

function runUntilPaid(child: ChildProcess): Promise<{ memberId: bigint; paid: bigint }> {
  return new Promise((resolvePaid, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PAID (\d+) (\d+)/.exec(out);
      if (match) resolvePaid({ memberId: BigInt(match[1]!), paid: BigInt(match[2]!) });
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code) =>
      reject(new Error(`child exited (${code}) before the crash point:\n${out}\n${err}`)),
    );
  });
}

describe('a crash between a transfer out of a platform and its confirmation', () => {
  it('is found and credited by the reconciliation exactly once', async () => {
    const db = await freshLocation();
    const appSecret = randomBytes(24).toString('hex');
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, db.kind, db.location, appSecret], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { memberId, paid } = await runUntilPaid(child);
    expect(paid).toBe(2_500n);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;

    const database = db.open();
    cleanups.push(async () => database.close());
    const pending = (
      (await database.db.execute(
        sql`select direction, status from game_transfers where member_id = ${String(memberId)}::bigint order by id`,
      )) as unknown as { rows: { direction: string; status: string }[] }
    ).rows;
    expect(pending).toEqual([
      { direction: 'in', status: 'confirmed' },
      { direction: 'out', status: 'pending' },
    ]);
    expect((await getWallet(database.db, memberId)).balance).toBe(0n);

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_SECRET: appSecret });
    const sandbox = createSandboxAggregator({
      db: database.db,
      appSecret: config.appSecret,
      now: () => new Date(),
      deliver: async () => ({ status: 503, body: '' }),
    });
    const run = () =>
      reconcileTransferPlatforms(database.db, sandbox.providers, () => new Date(), { graceMs: 0 });
    const [first, second] = [await run(), await run()];
    expect(first.settled).toEqual({ confirmed: 1, reverted: 0, failed: 0 });
    expect(second.settled).toEqual({ confirmed: 0, reverted: 0, failed: 0 });
    expect(first.mismatches + second.mismatches).toBe(0);
    expect((await getWallet(database.db, memberId)).balance).toBe(2_500n);
    await assertLedgerInvariants(database.db);
  });
});
