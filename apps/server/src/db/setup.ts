import type { AppConfig } from '../config/env.ts';
import { type Database, openDatabase } from './client.ts';

/** The database the configuration names: PostgreSQL at DATABASE_URL, or the embedded one in DATA_DIR. */
export function openConfiguredDatabase(config: AppConfig): Database {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}
