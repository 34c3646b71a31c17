import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** apps/server, whether we run from src/ (tsx, vitest) or from the bundle in dist/. */
export const SERVER_ROOT =
  [resolve(here, '../..'), resolve(here, '..')].find((dir) => existsSync(resolve(dir, 'drizzle'))) ??
  resolve(here, '../..');

export const MIGRATIONS_DIR = resolve(SERVER_ROOT, 'drizzle');
