import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { plainQuery } from './sql-text.ts';

/**
 * Named prepared statements for the hottest statements (the game round's locks and writes). On
 * PostgreSQL a named statement is parsed and planned once per connection (node-postgres then sends only
 * Bind/Execute), where an unnamed one is parsed and planned on every call. The name is a hash of the
 * statement's text, so one text always has one name; only the first MAX_NAMES texts get a name (texts
 * that vary in shape, such as a VALUES list's length, cannot grow the server's per-connection cache
 * without bound). The embedded database's driver names every text itself (db/pglite-statements.ts).
 */
const MAX_NAMES = 256;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `jl_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

type DrizzleParts = { dialect: PgDialect; session: PgSession };

/**
 * `db.execute(statement)` as a named prepared statement on PostgreSQL; handed to the driver at once. A
 * hand-written statement's text is made without drizzle's general builder (db/sql-text.ts).
 */
export function executeNamed(db: Executor, statement: SQL): Promise<{ rows: unknown[] }> {
  const { dialect, session } = db as unknown as DrizzleParts;
  const built = plainQuery(statement) ?? dialect.sqlToQuery(statement);
  const name = session instanceof NodePgSession ? nameOf(built.sql) : undefined;
  const prepared = session.prepareQuery(built, undefined, name, false);
  return prepared.execute() as Promise<{ rows: unknown[] }>;
}
