import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootProduct } from '../src/boot.ts';
import { DEV_SECRETS_FILE } from '../src/config/dev-secrets.ts';
import { ENV_VARIABLES, loadConfig } from '../src/config/env.ts';
import { providerEnvShape } from '../src/config/provider-env.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createPostgresDatabase, TEST_DB_KIND } from './harness.ts';
import { type Standins, startStandins } from './standins/setup.ts';

/**
 * Every documented configuration boots. The README's configuration table documents the
 * general variables and docs/OPERATIONS.md "Production providers" the providers' ones: both are held to
 * the variables config/env.ts reads, and the product is booted as `npm start` boots it (bootProduct,
 * ready, /healthz) with every value they document, in development, on one database for speed. The
 * documented production minimum is accepted, and refused without any one of its variables; on
 * PostgreSQL, production boots with it against the stand-ins of the PSP and Twilio.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const OPERATIONS = readFileSync(join(ROOT, 'docs/OPERATIONS.md'), 'utf8');

const PROVIDER_VARIABLES = Object.keys(providerEnvShape);
const GENERAL_VARIABLES = ENV_VARIABLES.filter((name) => !PROVIDER_VARIABLES.includes(name));

// ---- The documentation, read -------------------------------------------------------------------

/** The text under `heading` up to the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/**
 * Backticked words in a Meaning column that are not values of the row's variable: other variables
 * (`API_PIX_*` for a family), and these.
 */
const NOT_VALUES = new Set([
  'docs/OPERATIONS.md', // where to read more
  'privacy.access-logs', // the job ACCESS_LOG_RETENTION_DAYS drives
  'closure.minimise', // the job CLOSURE_MINIMISE_DAYS drives
  'X-Forwarded-For', // the headers TRUST_PROXY decides on
  'X-Request-Id',
  '/admin', // where ADMIN_DIST is served
  'site.url', // the operator setting PUBLIC_URL seeds
  '?hmac=', // how the fallback's PIX_WEBHOOK_SECRET rides in the registered URL
]);
const isReference = (word: string) => /^[A-Z][A-Z0-9_]*\*?$/.test(word) || NOT_VALUES.has(word);

type Row = { name: string; values: string[]; where: string };

/** The rows of every `| Variable | Default | Meaning |` table in `text`: one variable per row. */
function variableRows(text: string, where: string): Row[] {
  const rows: Row[] = [];
  let inTable = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim());
    if (cells.join(',') === 'Variable,Default,Meaning') {
      inTable = true;
      continue;
    }
    if (!inTable || cells.every((c) => /^-+$/.test(c))) continue;
    const [variable = '', defaults = '', meaning = ''] = cells;
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(variable)?.[1];
    if (!name || cells.length !== 3) throw new Error(`${where}: a row names one variable: ${line}`);
    const values = [...backticked(defaults), ...backticked(meaning).filter((w) => !isReference(w))];
    rows.push({ name, values: [...new Set(values)], where });
  }
  return rows;
}

const README_ROWS = variableRows(section(README, '## Configuration'), 'README.md "Configuration"');
const PROVIDER_ROWS = variableRows(
  section(OPERATIONS, '## Production providers'),
  'docs/OPERATIONS.md "Production providers"',
);

type Token = { name: string; value?: string };
/** The documented production minimum: one requirement per line, its alternatives separated by "or". */
const MINIMUM: Token[][][] = section(OPERATIONS, '### The minimum production configuration')
  .split('\n')
  .filter((line) => line.startsWith('- '))
  .map((line) =>
    line.split(/,? or /).map((alternative) =>
      backticked(alternative).map((word) => {
        const [name = '', value] = word.split('=');
        return { name, value };
      }),
    ),
  );

// ---- What a boot needs beyond the documented value ---------------------------------------------

/** One APP_SECRET for every boot: the shared database's sealed seeds must open in the next boot. */
const SECRET = randomBytes(32).toString('base64url');
const PSP_ADDRESS = '127.0.0.1';
let standins: Standins;
let shared: Database;
let dropShared: (() => Promise<void>) | undefined;
/** A PostgreSQL database of its own for the boots that open the database they name (PostgreSQL runs). */
let own: { url: string; drop(): Promise<void> } | undefined;
let dir: string;
let pspOrigin: string;

/**
 * Documented forms (a placeholder in them), and the value each is booted as. An outside service's
 * documented address is accepted by loadConfig as it is and booted at its stand-in: tests never call the
 * real PSP.
 */
const INSTANCES: Record<string, () => string | null> = {
  'postgres://…': () => own?.url ?? null,
  'redis://…': () => process.env.TEST_REDIS_URL ?? null,
  'http://localhost:<PORT>': () => 'http://localhost:3000',
  '<origin>/oauth/token': () => `${pspOrigin}/oauth/token`,
  '<origin>/v2/gn': () => `${pspOrigin}/v2/gn`,
  '<PUBLIC_URL>/api/v2/payments/pix/webhook': () => 'http://localhost:3000/api/v2/payments/pix/webhook',
  'https://pix.api.efipay.com.br/v2': () => `${pspOrigin}/v2`,
  'https://api.drand.sh': () => standins.drand.url,
};

/** A file holding `text` (the `_FILE` variables). */
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/**
 * Samples of the forms rows describe in words rather than by value (a secret of 32 characters, a list of
 * CPFs, a certificate): every variable is booted set at least once.
 */
const SAMPLES: Record<string, () => string> = {
  APP_SECRET: () => SECRET,
  APP_SECRET_PREVIOUS: () => `${randomBytes(32).toString('hex')},${randomBytes(32).toString('hex')}`,
  PIX_WEBHOOK_SECRET: () => randomBytes(24).toString('base64url'),
  SELF_EXCLUSION_BARRED_CPFS: () => '529.982.247-25, 11144477735',
  SIGAP_BENEFICIARY_CPFS: () => '390.533.447-05',
  TRUST_PROXY: () => '10.0.0.0/8, 127.0.0.1, ::1',
  DRAND_CHAIN_HASH: () => standins.drand.info.hash,
  DRAND_PUBLIC_KEY: () => standins.drand.info.public_key,
  API_PIX_CLIENT_ID: () => pixEnv().API_PIX_CLIENT_ID!,
  API_PIX_CLIENT_SECRET: () => pixEnv().API_PIX_CLIENT_SECRET!,
  API_PIX_CHAVE: () => pixEnv().API_PIX_CHAVE!,
  API_PIX_CERT: () => standins.pki.casinoClient.cert,
  API_PIX_CERT_FILE: () => file('client.crt', standins.pki.casinoClient.cert),
  API_PIX_KEY: () => standins.pki.casinoClient.key,
  API_PIX_KEY_FILE: () => file('client.key', standins.pki.casinoClient.key),
  API_PIX_CA: () => standins.pki.ca,
  API_PIX_CA_FILE: () => file('psp-ca.crt', standins.pki.ca),
  PIX_WEBHOOK_MTLS_PORT: () => '0', // any free port: a test binds no fixed one
  PIX_WEBHOOK_TLS_CERT: () => standins.pki.casinoServer.cert,
  PIX_WEBHOOK_TLS_CERT_FILE: () => file('webhook.crt', standins.pki.casinoServer.cert),
  PIX_WEBHOOK_TLS_KEY: () => standins.pki.casinoServer.key,
  PIX_WEBHOOK_TLS_KEY_FILE: () => file('webhook.key', standins.pki.casinoServer.key),
  PIX_WEBHOOK_CLIENT_CA: () => standins.pki.ca,
  PIX_WEBHOOK_CLIENT_CA_FILE: () => file('psp-client-ca.crt', standins.pki.ca),
  TWILIO_ACCOUNT_SID: () => twilioEnv().TWILIO_ACCOUNT_SID!,
  TWILIO_AUTH_TOKEN: () => twilioEnv().TWILIO_AUTH_TOKEN!,
  DATAVALID_CONSUMER_KEY: () => 'consumer-key',
  DATAVALID_CONSUMER_SECRET: () => 'consumer-secret',
};

function standinEnv(guard: 'mtls' | 'fallback'): Record<string, string> {
  return standins.env({
    webhookUrl: 'https://casino.test/api/v2/payments/pix/webhook',
    ...(guard === 'mtls'
      ? { mtlsPort: 0 }
      : { fallback: { secret: randomBytes(24).toString('base64url'), allowIps: PSP_ADDRESS } }),
  });
}
const pick = (env: Record<string, string>, keep: (name: string) => boolean) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => keep(name)));
const isTwilio = (name: string) => name === 'SMS_PROVIDER' || name.startsWith('TWILIO_');
/** The API Pix against the PSP stand-in, its webhook protected by mTLS or by the fallback. */
const pixEnv = (guard: 'mtls' | 'fallback' = 'fallback') => pick(standinEnv(guard), (n) => !isTwilio(n));
const twilioEnv = () => pick(standinEnv('fallback'), isTwilio);

/** The documented minimum with one alternative of each requirement (`choice`), valued for a boot. */
function minimumEnv(choice: number[], databaseUrl: string): Record<string, string> {
  const available: Record<string, string> = {
    ...standinEnv('mtls'),
    ...pick(standinEnv('fallback'), (n) => n === 'PIX_WEBHOOK_SECRET' || n === 'PIX_WEBHOOK_ALLOW_IPS'),
    DATABASE_URL: databaseUrl,
    APP_SECRET: SECRET,
  };
  const env: Record<string, string> = { NODE_ENV: 'production' };
  MINIMUM.forEach((alternatives, i) => {
    for (const token of alternatives[choice[i] ?? 0]!) {
      const value = token.value ?? available[token.name];
      if (value === undefined) throw new Error(`no value for ${token.name} of the production minimum`);
      env[token.name] = value;
    }
  });
  return env;
}
/** Each combination of the minimum's alternatives. */
const CHOICES: number[][] = MINIMUM.reduce<number[][]>(
  (combos, alternatives) => combos.flatMap((c) => alternatives.map((_, i) => [...c, i])),
  [[]],
);

/** What a value needs beside it to boot, by the documentation: a provider's other settings. */
function companions(name: string, value: string): Record<string, string> {
  if (name === 'PIX_PROVIDER' && value === 'apiPix') return pixEnv();
  if (name === 'SMS_PROVIDER' && value === 'twilio') return twilioEnv();
  if (/^PIX_WEBHOOK_(MTLS|TLS|CLIENT_CA)/.test(name)) return pixEnv('mtls');
  if (name.startsWith('API_PIX_') || name.startsWith('PIX_WEBHOOK_')) {
    return name === 'PIX_WEBHOOK_SECRET' ? {} : pixEnv();
  }
  if (name.startsWith('TWILIO_')) return twilioEnv();
  // Datavalid's credentials: nothing calls Serpro at boot.
  if ((name === 'KYC_PROVIDER' && value === 'datavalid') || name.startsWith('DATAVALID_'))
    return { KYC_PROVIDER: 'datavalid', DATAVALID_CONSUMER_KEY: 'key', DATAVALID_CONSUMER_SECRET: 'secret' };
  // drand: its stand-in's chain (tests never call the League of Entropy's relays).
  if ((name === 'LIVE_BEACON' && value === 'drand') || name.startsWith('DRAND_')) return standins.drand.env();
  // Redis is shared with other work on this machine: no rounds published on its channels.
  if (name === 'REDIS_URL') return { LIVE_DRIVER: 'false' };
  if (name === 'DATABASE_POOL_SIZE' && own) return { DATABASE_URL: own.url };
  return {};
}

// ---- Booting ------------------------------------------------------------------------------------

const base = () => ({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: join(dir, 'data') });

/** Boots as `npm start` does up to listening, checks /healthz, and closes. */
async function boot(env: Record<string, string>, ownDatabase: boolean): Promise<{ database: string }> {
  const product = await bootProduct(env, ownDatabase ? {} : { database: shared });
  try {
    await product.app.ready();
    const health = await product.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode, health.body).toBe(200);
    return health.json();
  } finally {
    await product.app.close();
    if (ownDatabase) await product.database.close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jl-config-documented-'));
  // The development secrets of the shared database's data directory: the boots that leave APP_SECRET
  // unset read this one, as a restarted demo does.
  mkdirSync(join(dir, 'data'));
  writeFileSync(
    join(dir, 'data', DEV_SECRETS_FILE),
    JSON.stringify({ appSecret: SECRET, pixWebhookSecret: randomBytes(24).toString('base64url') }),
    { mode: 0o600 },
  );
  standins = await startStandins({ now: () => new Date() });
  pspOrigin = new URL(standins.psp.url).origin;
  if (TEST_DB_KIND === 'postgres') {
    const created = await createPostgresDatabase();
    dropShared = created.drop;
    shared = openDatabase({ kind: 'postgres', url: created.url, poolSize: 10 });
    own = await createPostgresDatabase();
  } else {
    shared = openDatabase({ kind: 'pglite' });
  }
}, 120_000);

afterAll(async () => {
  await shared?.close();
  await dropShared?.();
  await own?.drop();
  await standins?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the documentation of the configuration', () => {
  it('has one row per variable in each place', () => {
    for (const rows of [README_ROWS, PROVIDER_ROWS]) {
      const names = rows.map((r) => r.name);
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    }
  });

  it("README's table lists exactly the general variables env.ts reads", () => {
    expect(README_ROWS.map((r) => r.name).sort()).toEqual([...GENERAL_VARIABLES].sort());
  });

  it('docs/OPERATIONS.md "Production providers" lists exactly the providers\' variables', () => {
    expect(PROVIDER_ROWS.map((r) => r.name).sort()).toEqual([...PROVIDER_VARIABLES].sort());
  });

  it('gives every variable a value to boot: documented, or a sample of the form the row describes', () => {
    const without = [...README_ROWS, ...PROVIDER_ROWS].filter((r) => !r.values.length && !SAMPLES[r.name]);
    expect(without.map((r) => r.name)).toEqual([]);
  });

  it('names only forms this test knows how to boot', () => {
    const values = [...README_ROWS, ...PROVIDER_ROWS].flatMap((r) => r.values);
    expect(values.filter((v) => /…|</.test(v) && !INSTANCES[v])).toEqual([]);
  });
});

describe('every documented value boots', () => {
  for (const row of [...README_ROWS, ...PROVIDER_ROWS]) {
    const values = [...row.values, ...(SAMPLES[row.name] ? ['(sample)'] : [])];
    for (const documented of values) {
      const needsPostgres =
        (row.name === 'NODE_ENV' && documented === 'production') ||
        (row.name === 'DATABASE_URL' && documented === 'postgres://…');
      const needsRedis = documented === 'redis://…';
      const skip =
        (needsPostgres && TEST_DB_KIND !== 'postgres') || (needsRedis && !process.env.TEST_REDIS_URL);
      it.skipIf(skip)(`${row.name}=${documented} (${row.where})`, async () => {
        if (row.name === 'NODE_ENV' && documented === 'production') {
          // Production's documented minimum, each alternative, on a PostgreSQL database of its own; the
          // stand-in's CA trusted, as a real PSP's certificate chains to the system's CAs.
          for (const choice of CHOICES) {
            standins.psp.state.webhooks.clear();
            const env: Record<string, string> = {
              ...minimumEnv(choice, own!.url),
              API_PIX_CA: standins.pki.ca,
            };
            const health = await boot(env, true);
            expect(health.database).toBe('postgres');
            // It came up talking to the PSP: the webhook was registered at start.
            expect(standins.psp.state.webhooks.get(env.API_PIX_CHAVE!)).toContain(
              '/api/v2/payments/pix/webhook',
            );
          }
          return;
        }
        let value = documented === '(sample)' ? SAMPLES[row.name]!() : documented;
        const instance = INSTANCES[value];
        if (instance) {
          // An outside service's documented address is accepted as it is; the boot uses its stand-in.
          if (!/…|</.test(value))
            loadConfig({ ...base(), ...companions(row.name, value), [row.name]: value });
          value = instance()!;
        }
        // A relative folder is booted from a working directory of this test's own.
        if (row.name === 'DATA_DIR') value = resolve(dir, 'cwd', value);
        const env: Record<string, string> = { ...base(), ...companions(row.name, value), [row.name]: value };
        // A `_FILE` variable is read when its inline twin is unset.
        if (row.name.endsWith('_FILE')) delete env[row.name.slice(0, -'_FILE'.length)];
        const ownDatabase = Boolean(env.DATABASE_URL) || row.name === 'DATA_DIR';
        try {
          await boot(env, ownDatabase);
        } catch (error) {
          throw new Error(
            `${row.name}=${documented} is documented in ${row.where} and does not boot (if that word is ` +
              `not meant as a value of ${row.name}, list it in NOT_VALUES): ${(error as Error).message}`,
            { cause: error },
          );
        }
      });
    }
  }
});

describe('the documented production minimum', () => {
  const databaseUrl = 'postgres://jl@127.0.0.1:5432/jogolimpo';

  it('is read from docs/OPERATIONS.md', () => {
    expect(MINIMUM.length).toBeGreaterThan(3);
    expect(MINIMUM.flat(2).map((t) => t.name)).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'APP_SECRET', 'PIX_PROVIDER', 'SMS_PROVIDER']),
    );
  });

  it('is accepted, with each alternative', () => {
    for (const choice of CHOICES) {
      const config = loadConfig(minimumEnv(choice, databaseUrl));
      expect(config.isProduction).toBe(true);
      expect(config.providers.apiPix).not.toBeNull();
      expect(config.providers.twilio).not.toBeNull();
    }
  });

  it('is refused without any one of its variables, naming it', () => {
    for (const choice of CHOICES) {
      const env = minimumEnv(choice, databaseUrl);
      for (const name of Object.keys(env).filter((n) => n !== 'NODE_ENV')) {
        const without = { ...env };
        delete without[name];
        expect(() => loadConfig(without), `without ${name}`).toThrow(name);
      }
    }
  });
});
