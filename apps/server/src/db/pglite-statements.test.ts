import { PGlite, type Results, TransactionAbortedError } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PgliteStatements } from './pglite-statements.ts';

let pg: PGlite;
let db: PgliteStatements;
const calls: string[] = [];
const original = PGlite.prototype.execProtocol;
const originalRaw = PGlite.prototype.execProtocolRawStream;

beforeAll(async () => {
  pg = new PGlite();
  db = new PgliteStatements(pg);
  await pg.exec(`
    create table t (id serial primary key, n int8, label text unique, doc jsonb, at timestamptz,
                    ok bool, amount numeric(12,2), tags text[]);
    create table counter (id int primary key, v int not null check (v >= 0));
    insert into counter values (1, 10);`);
  // Every call into PGlite, by the first letter of each message it carries.
  PGlite.prototype.execProtocol = function (this: PGlite, message, options) {
    calls.push(kindsOf(message));
    return original.call(this, message, options);
  };
  PGlite.prototype.execProtocolRawStream = function (this: PGlite, message, options) {
    calls.push(kindsOf(message));
    return originalRaw.call(this, message, options);
  };
});
afterAll(async () => {
  PGlite.prototype.execProtocol = original;
  PGlite.prototype.execProtocolRawStream = originalRaw;
  await pg.close();
});
afterEach(() => {
  calls.length = 0;
});

function kindsOf(message: Uint8Array): string {
  const kinds: string[] = [];
  for (let at = 0; at < message.length; ) {
    kinds.push(String.fromCharCode(message[at] as number));
    at += 1 + new DataView(message.buffer, message.byteOffset + at + 1, 4).getInt32(0);
  }
  return kinds.join('');
}

const row = ['a', 42n, { k: [1, 'two'] }, new Date('2026-11-24T12:00:00.000Z'), true, '12.50', ['x', 'y']];
const insert = `insert into t (label, n, doc, at, ok, amount, tags) values ($1, $2, $3, $4, $5, $6, $7)
                returning id, n, label, doc, at, ok, amount, tags`;

describe('PgliteStatements', () => {
  it('answers as PGlite’s own query() does, in object and array mode, with the caller’s parsers', async () => {
    type Row = Record<string, unknown>;
    const mine = await db.query<Row>(insert, row);
    const theirs = await pg.query<Row>(insert, ['b', ...row.slice(1)]);
    expect({ ...mine.rows[0], id: 0, label: '' }).toEqual({ ...theirs.rows[0], id: 0, label: '' });
    expect(mine.fields).toEqual(theirs.fields);
    expect(mine.affectedRows).toBe(theirs.affectedRows);
    const options = { rowMode: 'array' as const, parsers: { 1184: (v: string) => `at ${v}` } };
    const select = 'select n, at, doc->>$1 as k from t where label = $2';
    const a = await db.query(select, ['k', 'a'], options);
    const b = await pg.query(select, ['k', 'b'], options);
    expect(a.rows).toEqual(b.rows);
    expect(a.rows[0]).toEqual([42, 'at 2026-11-24 12:00:00+00', '[1, "two"]']);
  });

  it('parses a text once and then runs it in one call', async () => {
    await db.query('select $1::int + 1 as v', [1]);
    expect(calls).toEqual(['PDS', 'BES']);
    calls.length = 0;
    const { rows } = await db.query<{ v: number }>('select $1::int + 1 as v', [2]);
    expect(rows).toEqual([{ v: 3 }]);
    expect(calls).toEqual(['BES']);
  });

  it('fails a statement with the database’s error, its query and its parameters, and stays usable', async () => {
    const error = await db.query('insert into t (label) values ($1)', ['a']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: 'insert into t (label) values ($1)', params: ['a'] });
    const syntax = await db.query('selec 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('sends the statements a transaction issues together in one call, BEGIN with them, in issue order', async () => {
    const update = 'update counter set v = v - $1 where id = 1 returning v';
    await db.query(update, [0]); // named before the measured transaction
    calls.length = 0;
    const seen = await db.transaction(async (tx) => {
      const all = await Promise.all([1, 2, 3].map((n) => tx.query<{ v: number }>(update, [n])));
      return all.map((r) => r.rows[0]?.v);
    });
    expect(seen).toEqual([9, 7, 4]);
    expect(calls).toEqual(['QBESBESBES', 'Q']);
    await db.query('update counter set v = 10 where id = 1');
  });

  it('fails the statement that breaks and, as PostgreSQL does, the ones after it; the transaction rolls back', async () => {
    const update = 'update counter set v = v - $1 where id = 1 returning v';
    const outcome = db.transaction(async (tx) => {
      const all = await Promise.allSettled([4, 7, 1].map((n) => tx.query(update, [n])));
      expect(all.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
      expect((all[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23514', params: [7] });
      expect((all[2] as PromiseRejectedResult).reason).toMatchObject({ code: '25P02' });
    });
    await expect(outcome).rejects.toBeInstanceOf(TransactionAbortedError);
    expect((await db.query('select v from counter')).rows).toEqual([{ v: 10 }]);
  });

  it('rolls back when the callback throws or asks to, and sends nothing for an empty transaction', async () => {
    const thrown = db.transaction(async (tx) => {
      await tx.query('update counter set v = 0 where id = 1');
      throw new Error('no');
    });
    await expect(thrown).rejects.toThrow('no');
    await db.transaction(async (tx) => {
      await tx.query('update counter set v = 1 where id = 1');
      await tx.rollback();
    });
    expect((await db.query('select v from counter')).rows).toEqual([{ v: 10 }]);
    calls.length = 0;
    expect(await db.transaction(async () => 'nothing')).toBe('nothing');
    expect(calls).toEqual([]);
  });

  it('commits a statement issued without awaiting, even when the transaction ends while it is being sent', async () => {
    await db.transaction(async (tx) => {
      void tx.query('update counter set v = 9 where id = 1');
      await new Promise((resolve) => process.nextTick(resolve)); // returns while the update is in flight
    });
    expect(pg.isInTransaction()).toBe(false);
    expect((await db.query('select v from counter')).rows).toEqual([{ v: 9 }]);
    await db.transaction(async (tx) => {
      void tx.query('update counter set v = 10 where id = 1');
    });
    expect((await db.query('select v from counter')).rows).toEqual([{ v: 10 }]);
    expect(pg.isInTransaction()).toBe(false);
  });

  it('a parse error inside a transaction aborts it, after what was issued before it ran', async () => {
    const outcome = db.transaction(async (tx) => {
      const first = tx.query('update counter set v = 5 where id = 1');
      const broken = tx.query('updat counter set v = 6');
      await expect(first).resolves.toMatchObject({ affectedRows: 1 });
      await expect(broken).rejects.toMatchObject({ code: '42601' });
    });
    await expect(outcome).rejects.toBeInstanceOf(TransactionAbortedError);
    expect((await db.query('select v from counter')).rows).toEqual([{ v: 10 }]);
  });

  it('drops its names after a schema change, so a named select sees the new shape', async () => {
    await db.query('create table shape (a int)');
    await db.query('insert into shape values (1)');
    expect((await db.query('select * from shape')).rows).toEqual([{ a: 1 }]);
    await db.transaction(async (tx) => {
      await tx.query('alter table shape add column b int default 2');
    });
    expect((await db.query('select * from shape')).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it('serves drizzle: queries, transactions and savepoints', async () => {
    const orm = drizzle(db as unknown as PGlite);
    const result = await orm.transaction(async (tx) => {
      await tx.execute(sql`update counter set v = 3 where id = 1`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`update counter set v = 2 where id = 1`);
          throw new Error('undo the savepoint');
        })
        .catch(() => {});
      return (await tx.execute(sql`select v from counter`)) as unknown as Results<{ v: number }>;
    });
    expect(result.rows).toEqual([{ v: 3 }]);
    await db.query('update counter set v = 10 where id = 1');
  });
});
