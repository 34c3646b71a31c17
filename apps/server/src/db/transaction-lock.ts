import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { executeNamed } from './named-statement.ts';
import { onEmbeddedDriver } from './pglite-drizzle.ts';

/**
 * Takes the advisory lock (`space`, `key`) until `tx` ends (`pg_advisory_xact_lock`, the two-int form),
 * as a named statement. On the embedded database it sends nothing: PGlite runs one transaction at a
 * time (its transaction mutex; db/pglite-statements.ts), so every transaction that could hold the lock
 * has already committed or rolled back, and the next statement's snapshot sees what it did — the two
 * things the lock is taken for.
 */
export async function lockForTransaction(tx: Executor, space: number, key: number): Promise<void> {
  if (onEmbeddedDriver(tx)) return;
  await executeNamed(tx, sql`select pg_advisory_xact_lock(${space}::int, ${key}::int)`);
}
