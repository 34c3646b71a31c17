import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { databaseIdentity, defaultRedisPrefix, REDIS_PREFIX_PATTERN } from './redis-prefix.ts';

const pg = (url: string) => ({ DATABASE_URL: url, DATA_DIR: './data' });
const prefixOf = (url: string) => defaultRedisPrefix(pg(url));

describe('the default Redis prefix', () => {
  it('is jl: and 12 hex digits of the database identity, a valid REDIS_PREFIX', () => {
    const prefix = prefixOf('postgres://app:secret@db.internal:5432/jogolimpo');
    expect(prefix).toMatch(/^jl:[0-9a-f]{12}$/);
    expect(prefix).toMatch(REDIS_PREFIX_PATTERN);
  });

  it('names host, port and database of PostgreSQL, never the password, the user or the query', () => {
    const identity = databaseIdentity(pg('postgres://app:s3cr3t@DB.Internal:6432/jogolimpo?sslmode=require'));
    expect(identity).toBe('postgres://db.internal:6432/jogolimpo');
    expect(prefixOf('postgres://app:s3cr3t@db.internal:6432/jogolimpo')).toBe(
      prefixOf('postgres://other:changed@DB.INTERNAL:6432/jogolimpo?application_name=x'),
    );
  });

  it('takes port 5432 when absent and the user name as the database when none is named (libpq)', () => {
    expect(prefixOf('postgres://db:5432/app')).toBe(prefixOf('postgres://db/app'));
    expect(databaseIdentity(pg('postgres://jl:pw@db'))).toBe('postgres://db:5432/jl');
  });

  it('differs for two databases: another name, host or port', () => {
    const production = prefixOf('postgres://db:5432/jogolimpo');
    expect(prefixOf('postgres://db:5432/jogolimpo_staging')).not.toBe(production);
    expect(prefixOf('postgres://db2:5432/jogolimpo')).not.toBe(production);
    expect(prefixOf('postgres://db:5433/jogolimpo')).not.toBe(production);
  });

  it('follows the resolved DATA_DIR of the embedded database', () => {
    const relative = defaultRedisPrefix({ DATA_DIR: './data' });
    expect(databaseIdentity({ DATA_DIR: './data' })).toBe(`pglite:${resolve('data')}`);
    expect(defaultRedisPrefix({ DATA_DIR: resolve('data') })).toBe(relative);
    expect(defaultRedisPrefix({ DATA_DIR: './data-brand-b' })).not.toBe(relative);
  });
});

describe('REDIS_PREFIX', () => {
  it('is used as given, and otherwise derived from the database', () => {
    expect(loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: 'brand-a.prod' }).redisPrefix).toBe('brand-a.prod');
    const url = 'postgres://db:5432/jogolimpo';
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }).redisPrefix).toBe(prefixOf(url));
  });

  it('refuses a prefix with spaces, braces or more than 64 characters', () => {
    for (const bad of ['', 'has space', 'jl{x}', 'a'.repeat(65), 'jl*']) {
      expect(() => loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: bad })).toThrow(/REDIS_PREFIX/);
    }
  });
});
