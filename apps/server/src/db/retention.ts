import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** Columns of one table that hold access-log data, cleared once the row's time is past the retention. */
export type ExpiringColumns = {
  table: PgTable;
  id: PgColumn;
  /** The time the retention counts from (a session's last use, a visit's time). */
  at: PgColumn;
  /** Set to null; the row stays (ids, times and links to it are kept). */
  columns: PgColumn[];
  /** The player the row is about, as an expression over the row; absent for rows of no player. */
  member?: SQL;
};

/**
 * Rows the purge must keep although they are old: given the row's player (an expression), a condition
 * true while that player's access logs are held (privacy's holds, Marco Civil art. 15 §2).
 */
export type KeepFilter = (member: SQL) => SQL;

const count = async (db: Executor, statement: SQL): Promise<number> => {
  const result = (await db.execute(statement)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
};

/**
 * Clears `columns` on at most `batch` rows whose `at` is before `before` and that still hold one of
 * them (oldest first), except rows `keep` holds; answers how many rows it cleared. Idempotent: a
 * cleared row is not matched again.
 */
export function clearExpired(
  db: Executor,
  spec: ExpiringColumns,
  before: Date,
  batch: number,
  keep?: KeepFilter,
): Promise<number> {
  const { table, id, at, columns, member } = spec;
  const kept = member && keep ? sql` and not (${keep(member)})` : sql``;
  const set = sql.join(
    columns.map((c) => sql`${sql.identifier(c.name)} = null`),
    sql`, `,
  );
  const held = sql.join(
    columns.map((c) => sql`${c} is not null`),
    sql` or `,
  );
  return count(
    db,
    sql`with cleared as (
          update ${table} set ${set}
          where ${id} in (select ${id} from ${table} where ${at} < ${before.toISOString()}::timestamptz and (${held})${kept} order by ${at} limit ${batch})
          returning 1)
        select count(*)::int as n from cleared`,
  );
}

/** Deletes at most `batch` rows matching `where` (an expired counter, say); answers how many. */
export function deleteExpired(
  db: Executor,
  table: PgTable,
  id: PgColumn,
  where: SQL,
  batch: number,
): Promise<number> {
  return count(
    db,
    sql`with deleted as (
          delete from ${table} where ${id} in (select ${id} from ${table} where ${where} limit ${batch})
          returning 1)
        select count(*)::int as n from deleted`,
  );
}

/** One kind of access-log data a module keeps, and how to purge a batch of it past the retention. */
export type AccessLogPurge = {
  /** For the job's summary: "player sessions". */
  what: string;
  purge(db: Executor, before: Date, batch: number, keep?: KeepFilter): Promise<number>;
};

/** The access-log purge of columns that expire with their row's time (`clearExpired`). */
export const expiringColumns = (what: string, spec: ExpiringColumns): AccessLogPurge => ({
  what,
  purge: (db, before, batch, keep) => clearExpired(db, spec, before, batch, keep),
});
