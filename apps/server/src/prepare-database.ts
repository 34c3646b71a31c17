import type { Database } from './db/client.ts';
import type { SeedOptions } from './lib/server-module.ts';
import { MODULES } from './modules.ts';

/**
 * Applies migrations, then lets each module write the rows it needs that are still missing (the
 * operator's default settings, the game catalogue). Safe to run on every start.
 */
export async function prepareDatabase(database: Database, options: SeedOptions = {}): Promise<void> {
  await database.migrate();
  for (const module of MODULES) await module.seed?.(database.db, options);
}
