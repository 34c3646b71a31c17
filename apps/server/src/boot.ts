import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { withDevSecrets } from './config/dev-secrets.ts';
import { type AppConfig, loadConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { openConfiguredDatabase } from './db/setup.ts';
import { seedStaffOwner } from './modules/admin/index.ts';
import { prepareDatabase } from './prepare-database.ts';
import { seedDemo } from './seed-demo.ts';

export type BootedProduct = {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  /** Lines to print once: demo credentials, the first staff owner, a generated webhook secret. */
  lines: string[];
};

/**
 * Everything `npm start` does before it listens (main.ts): the configuration read from `source`
 * (default: the environment, read by config/env.ts), the development secrets kept in the data
 * directory, the database the configuration names (or `database`, which the caller opened and closes),
 * migrated and seeded with the operator defaults, the app, the demo (development) and the first staff
 * owner. The app is built, not yet ready.
 */
export async function bootProduct(
  source?: Record<string, string | undefined>,
  options: { database?: Database } = {},
): Promise<BootedProduct> {
  const secrets = await withDevSecrets(loadConfig(source));
  const config = secrets.config;
  const database = options.database ?? openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, { publicUrl: config.PUBLIC_URL });
    const app = await buildApp({ config, database });
    const lines = config.seedDemo ? await seedDemo(app) : [];
    // Any first start, demo included: an owner with a generated password, printed once.
    lines.push(...(await seedStaffOwner(app.db, app.now())));
    lines.push(...secrets.lines);
    return { app, config, database, lines };
  } catch (error) {
    // A database this function opened is closed again when the boot fails.
    if (!options.database) await database.close();
    throw error;
  }
}
