import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from './paths.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** Either the database or a transaction: repository functions accept both. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string /* undefined = in memory */ };

export function openDatabase(options: DatabaseOptions): Database {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // bigint columns come back as strings by default; we read them with mode: 'bigint' in drizzle.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // Serialise migrations across processes starting at once.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727274001)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock(727274001)').catch(() => {});
          client.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        // pool.end() resolves before the clients' sockets have closed; wait for each one's 'remove' so
        // that a caller dropping the database next does not kill sessions still saying goodbye.
        let open = pool.totalCount;
        const closed = new Promise<void>((resolve) => {
          if (open === 0) resolve();
          pool.on('remove', () => {
            open -= 1;
            if (open <= 0) resolve();
          });
        });
        await pool.end();
        await closed;
      },
    };
  }
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
