import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Named prepared statements for the hottest statements (the game round's locks and writes). On
 * PostgreSQL a named statement is parsed and planned once per connection (node-postgres then sends only
 * Bind/Execute), where an unnamed one is parsed and planned on every call. The name is a hash of the
 * statement's text, so one text always has one name; only the first MAX_NAMES texts get a name (texts
 * that vary in shape, such as a VALUES list's length, cannot grow the server's per-connection cache
 * without bound). The embedded database runs the statement as `db.execute` does.
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

type DrizzleParts = { dialect: PgDialect; session: unknown };

/** `db.execute(statement)` as a named prepared statement on PostgreSQL; handed to the driver at once. */
export function executeNamed(db: Executor, statement: SQL): Promise<{ rows: unknown[] }> {
  const { dialect, session } = db as unknown as DrizzleParts;
  if (!(session instanceof NodePgSession))
    return db.execute(statement).then((result) => result as unknown as { rows: unknown[] });
  const built = dialect.sqlToQuery(statement);
  const prepared = session.prepareQuery(built, undefined, nameOf(built.sql), false);
  return prepared.execute() as Promise<{ rows: unknown[] }>;
}
