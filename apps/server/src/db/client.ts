import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from './paths.ts';
import { liteDatabase } from './pglite-drizzle.ts';
import { PgliteStatements } from './pglite-statements.ts';

/**
 * drizzle without the relational `db.query` API (the product does not use it; a schema given to drizzle
 * costs a query builder per table on every transaction). The tables are imported where they are used.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT>;
/** Either the database or a transaction: repository functions accept both. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Takes the lock named `key` for this process, or answers null when another holder has it. On
   * PostgreSQL a session advisory lock on a dedicated connection (released if the process dies);
   * the embedded database has one process, so an in-memory set.
   */
  tryLock(key: number): Promise<Release | null>;
  close(): Promise<void>;
};

export type Release = () => Promise<void>;

/** Advisory locks of the jobs backbone live in their own key space (first half of the key pair). */
const LOCK_SPACE = 727274002;

function memoryLocks(): (key: number) => Promise<Release | null> {
  const held = new Set<number>();
  return async (key) => {
    if (held.has(key)) return null;
    held.add(key);
    return async () => void held.delete(key);
  };
}

/** One connection that holds this process's advisory locks; a lost connection drops them all. */
function advisoryLocks(url: string): { tryLock(key: number): Promise<Release | null>; end(): Promise<void> } {
  let client: Promise<pg.Client> | null = null;
  const connect = (): Promise<pg.Client> => {
    if (!client) {
      const c = new pg.Client({ connectionString: url });
      c.on('error', () => {
        client = null;
      });
      client = c.connect().then(() => c);
      client.catch(() => {
        client = null;
      });
    }
    return client;
  };
  return {
    async tryLock(key) {
      const c = await connect();
      const { rows } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
        LOCK_SPACE,
        key,
      ]);
      if (!rows[0]?.ok) return null;
      return async () => {
        await c.query('select pg_advisory_unlock($1, $2)', [LOCK_SPACE, key]).catch(() => {});
      };
    },
    async end() {
      const c = await client?.catch(() => null);
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string /* undefined = in memory */ };

export function openDatabase(options: DatabaseOptions): Database {
  if (options.kind === 'postgres') {
    // Pipelining (node-postgres ≥ 8.23): queries issued without awaiting the previous one go on the
    // wire together and the server runs them in the order sent; code that awaits each query behaves as
    // before. The game round sends its locks as one batch this way (games/play-service.ts).
    const poolOptions = { connectionString: options.url, max: options.poolSize ?? 10, pipeline: true };
    const pool = new pg.Pool(poolOptions as pg.PoolConfig);
    // bigint columns come back as strings by default; we read them with mode: 'bigint' in drizzle.
    const db = drizzlePg(pool) as unknown as Db;
    const locks = advisoryLocks(options.url);
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // Serialise migrations across processes starting at once.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727274001)');
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock(727274001)').catch(() => {});
          client.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      tryLock: locks.tryLock,
      close: async () => {
        await locks.end();
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
  // Named statements, one call into PGlite per statement (db/pglite-statements.ts), under drizzle
  // through a session made for that driver (db/pglite-drizzle.ts).
  const client = new PgliteStatements(new PGlite(dataDir));
  const db = liteDatabase(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    tryLock: memoryLocks(),
    close: () => client.close(),
  };
}
