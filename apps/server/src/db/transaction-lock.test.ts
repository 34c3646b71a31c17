import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Executor } from './client.ts';
import { liteDatabase } from './pglite-drizzle.ts';
import { PgliteStatements } from './pglite-statements.ts';
import { lockForTransaction } from './transaction-lock.ts';

const pg = new PGlite();
afterAll(() => pg.close());

describe('lockForTransaction', () => {
  it('sends nothing on the embedded driver, which runs one transaction at a time', async () => {
    const db = liteDatabase(new PgliteStatements(pg)) as unknown as Executor;
    const calls = vi.spyOn(pg, 'execProtocol');
    const rawCalls = vi.spyOn(pg, 'execProtocolRawStream');
    await (db as Extract<Executor, { transaction: unknown }>).transaction(async (tx) => {
      await lockForTransaction(tx, 1, 2);
    });
    expect(calls).not.toHaveBeenCalled();
    expect(rawCalls).not.toHaveBeenCalled();
    calls.mockRestore();
    rawCalls.mockRestore();
  });

  it('takes the advisory lock on any other driver', async () => {
    const db = drizzle(pg) as unknown as Executor;
    await (db as Extract<Executor, { transaction: unknown }>).transaction(async (tx) => {
      await lockForTransaction(tx, 1, 2);
      const held = sql`select count(*)::int as n from pg_locks
                       where locktype = 'advisory' and classid = 1 and objid = 2`;
      expect(((await tx.execute(held)) as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
    });
  });
});
