import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config/env.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { MIGRATIONS_DIR } from '../src/db/paths.ts';
import { prepareDatabase } from '../src/prepare-database.ts';

/**
 * One APP_SECRET for every app of this test run, child processes included (they inherit the variable):
 * what one process seals (lib/seal.ts: server seeds, live chain seeds) another unseals, as processes of
 * one deployment do. Random per run, never written anywhere.
 */
process.env.JL_TEST_APP_SECRET ??= randomBytes(32).toString('base64url');
export const TEST_APP_SECRET: string = process.env.JL_TEST_APP_SECRET;

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The clock the app sees; tests move it with `clock.set(...)`. */
  clock: { now: Date; set(date: Date | string): void; advance(ms: number): void };
  /** POST/GET through the API under /api/v2 and return the parsed envelope. */
  api(method: 'GET' | 'POST', path: string, options?: ApiOptions): Promise<ApiAnswer>;
  close(): Promise<void>;
  /** The PostgreSQL database's URL (PostgreSQL runs only). */
  databaseUrl?: string;
};

export type ApiOptions = {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  form?: boolean;
};

export type ApiAnswer = {
  status: number;
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected dynamically
  data: any;
  headers: Record<string, unknown>;
};

/** Which database the integration suites run on: PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DB_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A throw-away PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it: empty, or
 * with `migrated` a copy of the migrated template (`postgresTemplate`).
 */
export async function createPostgresDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `jl_test_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? await postgresTemplate(adminUrl) : null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrlOf(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Serialises the making of the PostgreSQL template across the test workers. */
const TEMPLATE_LOCK = 727274002;
let postgresTemplateName: Promise<string> | undefined;

/**
 * A PostgreSQL database with every migration applied and nothing else, made once per set of
 * migrations on the TEST_DATABASE_URL server and kept there (`jl_template_<digest>`): a test database
 * made from it (`create database … template …`, a file copy) skips the migrations, and the app's own
 * `prepareDatabase` still runs on it and seeds as at any start. It is built under another name and
 * renamed when complete, under an advisory lock, so no worker copies a half-built template; nothing
 * connects to it afterwards (a template with a session open cannot be copied).
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplateName ??= (async () => {
    const name = `jl_template_${migrationsDigest()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_${randomBytes(4).toString('hex')}`;
        await admin.query(`create database ${building}`);
        const database = openDatabase({
          kind: 'postgres',
          url: databaseUrlOf(adminUrl, building),
          poolSize: 2,
        });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return postgresTemplateName;
}

/** The migrations, by content: a template made from other migrations is never used. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  const files = (dir: string, prefix: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
    );
  for (const name of files(MIGRATIONS_DIR, '').sort()) {
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(MIGRATIONS_DIR, name)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh app on a fresh database for one test file: in-memory PGlite, or a throw-away PostgreSQL
 * database when TEST_DATABASE_URL is set (a copy of the migrated `postgresTemplate`). Tests seed their
 * own data; nothing is shared between files.
 */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let database: Database;
  if (TEST_DB_KIND === 'postgres') {
    const created = await createPostgresDatabase({ migrated: true });
    dropDatabase = created.drop;
    databaseUrl = created.url;
    database = openDatabase({ kind: 'postgres', url: created.url, poolSize: 20 });
  } else {
    database = openDatabase({ kind: 'pglite' });
  }
  // The first site.url follows PUBLIC_URL / PORT, as at a real first start.
  await prepareDatabase(database, { publicUrl: loadConfig({ NODE_ENV: 'test', ...overrides }).PUBLIC_URL });
  const test = await appOn(database, withDatabaseUrl(databaseUrl, overrides));
  test.databaseUrl = databaseUrl;
  return {
    ...test,
    close: async () => {
      await test.close();
      await dropDatabase?.();
    },
  };
}

/**
 * A second app (as a second API process would be) on the database of `first` — PostgreSQL only:
 * its own connection pool, lock connection, clock and dispatcher. Close it before `first`.
 */
export async function createTestAppOn(
  first: TestApp,
  overrides: Record<string, string> = {},
): Promise<TestApp> {
  if (!first.databaseUrl) throw new Error('a second app needs PostgreSQL');
  const database = openDatabase({ kind: 'postgres', url: first.databaseUrl, poolSize: 20 });
  const test = await appOn(database, withDatabaseUrl(first.databaseUrl, overrides));
  test.databaseUrl = first.databaseUrl;
  return test;
}

/**
 * The app of `first` closed and built again on the same database with `overrides`, as a deploy that
 * changed the configuration restarts the process (PGlite or PostgreSQL). Close the new one only.
 */
export async function restartTestApp(first: TestApp, overrides: Record<string, string>): Promise<TestApp> {
  await first.app.close();
  const next = await appOn(first.database, withDatabaseUrl(first.databaseUrl, overrides));
  next.databaseUrl = first.databaseUrl;
  return {
    ...next,
    close: async () => {
      await next.app.close();
      await first.close();
    },
  };
}

/**
 * The configuration names the PostgreSQL database the app runs on, as in the product (where the
 * database is opened from it): what is derived from it, such as the Redis prefix, follows the database.
 */
function withDatabaseUrl(url: string | undefined, overrides: Record<string, string>): Record<string, string> {
  return url ? { DATABASE_URL: url, ...overrides } : overrides;
}

async function appOn(database: Database, overrides: Record<string, string>): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: TEST_APP_SECRET,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SUPPORT_RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  });
  const clock = {
    now: new Date(),
    set(date: Date | string) {
      clock.now = new Date(date);
    },
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = await buildApp({ config, database, now: () => clock.now });
  // In the product the dispatcher runs right after each commit; in tests it runs before each answer is
  // sent, so what handlers do (stats, VIP levels) is visible deterministically to the next request.
  app.addHook('onSend', async (_request, _reply, payload) => {
    await app.events.drain();
    return payload;
  });
  await app.ready();

  async function api(method: 'GET' | 'POST', path: string, options: ApiOptions = {}): Promise<ApiAnswer> {
    const headers: Record<string, string> = { platform: 'H5', ...options.headers };
    if (options.lang) headers.lang = options.lang;
    if (options.token) headers.token = options.token;
    const request: InjectOptions = { method, url: `/api/v2${path}`, headers, query: options.query };
    if (options.body) {
      if (options.form === false) request.payload = options.body;
      else {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        request.payload = new URLSearchParams(
          Object.entries(options.body).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
      }
    }
    const response = await app.inject(request);
    const body = response.json();
    return {
      status: response.statusCode,
      code: body.code,
      msg: body.msg,
      data: body.data,
      headers: response.headers,
    };
  }

  return {
    app,
    database,
    config,
    clock,
    api,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
