import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * What every Redis channel and key of a deployment starts with (`<prefix>:live:crash`,
 * `<prefix>:rate-limit:…`). Redis pub/sub ignores the database index, so deployments sharing one Redis
 * (staging and production, two brands) are kept apart by this prefix alone. README "Configuration".
 */
export const REDIS_PREFIX_PATTERN = /^[A-Za-z0-9:_.-]{1,64}$/;

type DatabaseSettings = { DATABASE_URL?: string; DATA_DIR: string };

/**
 * The database a deployment runs on, without credentials: `postgres://<host, lower case>:<port, 5432
 * when absent>/<database name, the user name when absent (as libpq)>`, or `pglite:<absolute DATA_DIR>`.
 * The password, the query string and (when a database is named) the user never enter it.
 */
export function databaseIdentity(settings: DatabaseSettings): string {
  if (!settings.DATABASE_URL) return `pglite:${resolve(settings.DATA_DIR)}`;
  const url = new URL(settings.DATABASE_URL);
  const host = (url.hostname || url.searchParams.get('host') || 'localhost').toLowerCase();
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username);
  return `postgres://${host}:${url.port || '5432'}/${database}`;
}

/** `jl:` and the first 12 hex digits of the SHA-256 of the database identity: one prefix per database. */
export function defaultRedisPrefix(settings: DatabaseSettings): string {
  const digest = createHash('sha256').update(databaseIdentity(settings)).digest('hex');
  return `jl:${digest.slice(0, 12)}`;
}
