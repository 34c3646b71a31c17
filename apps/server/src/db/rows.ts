import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { executeNamed } from './named-statement.ts';

type Raw = Record<string, unknown>;

/**
 * Runs a statement. It is handed to the driver during this call (`then` at once, not a later `await`),
 * so statements issued one after another without waiting reach the server — and run — in call order
 * (pipelined on PostgreSQL: originals/play-service.ts relies on it for the stake before the win).
 */
export function query<T = Raw>(db: Executor, statement: SQL): Promise<T[]> {
  return db.execute(statement).then((result) => (result as unknown as { rows: T[] }).rows);
}

/** `query` as a named prepared statement on PostgreSQL (db/named-statement.ts): the round's hot statements. */
export function queryNamed<T = Raw>(db: Executor, statement: SQL): Promise<T[]> {
  return executeNamed(db, statement).then((result) => result.rows as T[]);
}
