import type { AppConfig } from '../config/env.ts';
import { seedDefaultSettings } from '../modules/config/index.ts';
import { seedGames } from '../modules/games/index.ts';
import { type Database, openDatabase } from './client.ts';

export function openConfiguredDatabase(config: AppConfig): Database {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}

/**
 * Applies migrations and writes the operator defaults that are still missing. Safe to run on every
 * start. `publicUrl` (config PUBLIC_URL, which follows PORT) is the first `site.url`.
 */
export async function prepareDatabase(
  database: Database,
  options: { publicUrl?: string } = {},
): Promise<void> {
  await database.migrate();
  await seedDefaultSettings(database.db, options);
  await seedGames(database.db);
}
