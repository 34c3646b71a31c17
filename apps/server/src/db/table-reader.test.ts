import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeNamed } from './named-statement.ts';
import { liteDatabase } from './pglite-drizzle.ts';
import { PgliteStatements } from './pglite-statements.ts';
import { tableReader } from './table-reader.ts';

const heads = pgTable('heads', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  n: integer('n'),
  at: timestamp('at', { withTimezone: true }),
  note: text('note'),
});
const tails = pgTable(
  'tails',
  {
    headId: bigint('head_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
  },
  (table) => [primaryKey({ columns: [table.headId, table.kind] })],
);

let pg: PGlite;
let db: ReturnType<typeof liteDatabase>;
beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`
    create table heads (id int8 primary key, n int, at timestamptz, note text);
    create table tails (head_id int8 not null, kind text not null, amount int8, primary key (head_id, kind));
    insert into heads values (9007199254740993, 7, '2026-11-24 12:00:00.123+00', 'x'), (2, null, null, null);
    insert into tails values (9007199254740993, 'a', 9007199254740995), (9007199254740993, 'b', null);`);
  db = liteDatabase(new PgliteStatements(pg));
});
afterAll(() => pg.close());

describe('tableReader', () => {
  const HEAD = tableReader(heads, 'h');
  const TAIL = tableReader(tails, 't');
  const read = async (id: bigint) => {
    const { rows } = await executeNamed(
      db,
      sql`select ${HEAD.columns}, ${TAIL.columns} from heads h left join tails t on t.head_id = h.id
          where h.id = ${String(id)}::bigint order by t.kind`,
    );
    return (rows as Record<string, unknown>[]).map((r) => ({ head: HEAD.read(r), tail: TAIL.read(r) }));
  };

  it('reads every column as drizzle’s query builder does, and the missing side of a left join as null', async () => {
    for (const id of [9007199254740993n, 2n]) {
      const theirs = await db
        .select({ head: heads, tail: tails })
        .from(heads)
        .leftJoin(tails, eq(tails.headId, heads.id))
        .where(eq(heads.id, id))
        .orderBy(tails.kind);
      expect(await read(id)).toEqual(theirs);
    }
    const [first] = await read(9007199254740993n);
    expect(first).toEqual({
      head: { id: 9007199254740993n, n: 7, at: new Date('2026-11-24T12:00:00.123Z'), note: 'x' },
      tail: { headId: 9007199254740993n, kind: 'a', amount: 9007199254740995n },
    });
    expect(await read(2n)).toEqual([{ head: { id: 2n, n: null, at: null, note: null }, tail: null }]);
  });
});
