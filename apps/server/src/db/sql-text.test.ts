import { eq, type SQL, sql } from 'drizzle-orm';
import { bigint, PgDialect, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { plainQuery } from './sql-text.ts';

const dialect = new PgDialect();
const id = (value: bigint) => sql`${String(value)}::bigint`;
const t = pgTable('t', { id: bigint('id', { mode: 'bigint' }).primaryKey() });

describe('plainQuery', () => {
  it('gives exactly what drizzle’s sqlToQuery gives for text, nested sql and plain values', () => {
    const nested = sql`(${1}, ${'two'}, ${null}, ${true}, ${12n})`;
    const statements: SQL[] = [
      sql`select 1`,
      sql``,
      sql.raw('select now()'),
      sql`select ${'a'} as a, ${id(7n)} as b, ${nested} as c where x = ${null}`,
      sql`with t as (${sql`select ${3} as n`}) select * from t where n = ${3} ${sql``}`,
      sql.join([sql`${1}`, sql`${2}`, sql`${3}`], sql`, `),
      sql`${undefined} select ${0} ${''}`,
    ];
    for (const statement of statements) {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      expect(plainQuery(statement)).toEqual({ sql: text, params });
    }
  });

  it('leaves everything else to drizzle: columns, tables, params, identifiers, arrays, objects, inlined values', () => {
    const others: SQL[] = [
      sql`select ${t.id} from t`,
      sql`select * from ${t}`,
      sql`select * from t where ${eq(t.id, 1n)}`,
      sql`select * from ${sql.identifier('t')}`,
      sql`select * from t where id in ${[1, 2]}`,
      sql`select ${new Date(0)}`,
      sql`select ${{ a: 1 }}::jsonb`,
      sql`select ${sql`${1}`.inlineParams()}`,
      sql`select ${sql.placeholder('p')}`,
    ];
    for (const statement of others) expect(plainQuery(statement)).toBeNull();
  });
});
