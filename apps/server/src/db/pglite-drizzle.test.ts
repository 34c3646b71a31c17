import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  integer,
  interval,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liteDatabase } from './pglite-drizzle.ts';
import { PgliteStatements } from './pglite-statements.ts';

const owners = pgTable('owners', { id: integer('id').primaryKey(), name: text('name').notNull() });
const things = pgTable('things', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  ownerId: integer('owner_id'),
  label: text('label').notNull().unique(),
  n: bigint('n', { mode: 'bigint' }).notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }),
  doc: jsonb('doc').$type<{ k: number[] }>(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }),
  day: date('day'),
  span: interval('span'),
});

let pg: PGlite;
let lite: ReturnType<typeof liteDatabase>;
let theirs: ReturnType<typeof drizzle>;

beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`
    create table owners (id int primary key, name text not null);
    create table things (id bigserial primary key, owner_id int, label text not null unique, n int8 not null,
      amount numeric(12,2), doc jsonb, at timestamptz, at_text timestamptz, day date, span interval);
    insert into owners values (1, 'ana');`);
  lite = liteDatabase(new PgliteStatements(pg));
  theirs = drizzle(pg);
});
afterAll(() => pg.close());

const values = (label: string) => ({
  label,
  ownerId: label === 'a' ? 1 : null,
  n: 9007199254740993n,
  amount: '12.50',
  doc: { k: [1, 2] },
  at: new Date('2026-11-24T12:00:00.000Z'),
  atText: '2026-11-24 12:00:00+00',
  day: '2026-11-24',
  span: '1 day 02:00:00',
});

describe('liteDatabase: drizzle over the embedded driver', () => {
  it('answers every column type as drizzle’s own PGlite session does: insert, select, join', async () => {
    const [mine] = await lite.insert(things).values(values('a')).returning();
    const [other] = await theirs.insert(things).values(values('b')).returning();
    expect({ ...mine, id: 0n, label: '', ownerId: 0 }).toEqual({ ...other, id: 0n, label: '', ownerId: 0 });
    expect(mine).toMatchObject({ n: 9007199254740993n, at: new Date('2026-11-24T12:00:00.000Z') });
    const join = (db: typeof lite) =>
      db
        .select({ label: things.label, owner: owners })
        .from(things)
        .leftJoin(owners, eq(owners.id, things.ownerId))
        .orderBy(things.label);
    const rows = await join(lite);
    expect(rows).toEqual(await join(theirs as unknown as typeof lite));
    expect(rows).toEqual([
      { label: 'a', owner: { id: 1, name: 'ana' } },
      { label: 'b', owner: null },
    ]);
  });

  it('runs raw SQL, counts and updates as drizzle does', async () => {
    const raw = await lite.execute(sql`select label, at from things order by label`);
    const rawTheirs = await theirs.execute(sql`select label, at from things order by label`);
    expect((raw as { rows: unknown[] }).rows).toEqual(rawTheirs.rows);
    expect(await lite.$count(things)).toBe(2);
    const updated = await lite
      .update(things)
      .set({ n: 1n })
      .where(eq(things.label, 'b'))
      .returning({ n: things.n });
    expect(updated).toEqual([{ n: 1n }]);
  });

  it('wraps a database error in DrizzleQueryError with the driver’s error as its cause', async () => {
    const error = await lite
      .insert(things)
      .values(values('a'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as DrizzleQueryError).cause).toMatchObject({ code: '23505' });
    expect((error as DrizzleQueryError).query).toContain('insert into "things"');
  });

  it('commits, rolls back on throw and on tx.rollback(), and undoes only a failed savepoint', async () => {
    const n = async () =>
      (await lite.select({ n: things.n }).from(things).where(eq(things.label, 'b')))[0]?.n;
    await lite.transaction(async (tx) => {
      await tx.update(things).set({ n: 2n }).where(eq(things.label, 'b'));
      await tx
        .transaction(async (inner) => {
          await inner.update(things).set({ n: 3n }).where(eq(things.label, 'b'));
          throw new Error('undo the savepoint');
        })
        .catch(() => {});
    });
    expect(await n()).toBe(2n);
    const thrown = lite.transaction(async (tx) => {
      await tx.update(things).set({ n: 4n }).where(eq(things.label, 'b'));
      throw new Error('no');
    });
    await expect(thrown).rejects.toThrow('no');
    const rolled = lite.transaction(async (tx) => {
      await tx.update(things).set({ n: 5n }).where(eq(things.label, 'b'));
      tx.rollback();
    });
    await expect(rolled).rejects.toBeInstanceOf(TransactionRollbackError);
    expect(await n()).toBe(2n);
  });

  it('applies a transaction’s configuration', async () => {
    const level = await lite.transaction(
      async (tx) => ((await tx.execute(sql`show transaction_isolation`)) as { rows: unknown[] }).rows[0],
      { isolationLevel: 'serializable' },
    );
    expect(level).toEqual({ transaction_isolation: 'serializable' });
  });
});
