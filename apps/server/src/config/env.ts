import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DRAND_QUICKNET } from '../providers/beacon/quicknet.ts';
import { type ProviderConfig, providerEnvShape, resolveProviders } from './provider-env.ts';
import { defaultRedisPrefix, REDIS_PREFIX_PATTERN } from './redis-prefix.ts';

/**
 * The only reader of process.env. Parsed once at boot; every variable is documented in the README.
 * Development defaults exist only for what is harmless; secrets have no default in production.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Embedded PGlite data folder, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… runs on a real PostgreSQL server (the production setup). */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** redis://… enables shared rate limits and pub/sub across processes. */
  REDIS_URL: z.string().url().optional(),
  /**
   * What every Redis channel and key of this deployment starts with (config/redis-prefix.ts); default
   * derived from the database, so deployments on different databases never meet on a shared Redis.
   */
  REDIS_PREFIX: z.string().regex(REDIS_PREFIX_PATTERN, '1 to 64 letters, digits or : _ . -').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public base URL of this deployment, used in links we hand out; default http://localhost:<PORT>. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Secret for signing short-lived tokens (game sessions, captcha), keying CPF pseudonyms and sealing
   * the seeds of future draws at rest (lib/seal.ts).
   */
  APP_SECRET: z.string().min(32).optional(),
  /**
   * Earlier APP_SECRETs, comma-separated, while a rotation completes: they still unseal what they sealed
   * (resealed under APP_SECRET at start) and still match the CPF pseudonyms they keyed.
   */
  APP_SECRET_PREVIOUS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .refine((list) => list.every((s) => s.length >= 32), 'every earlier secret has at least 32 characters'),
  /** Shared secret of the Pix PSP's webhook HMAC-SHA256 signature. */
  PIX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Payment provider: `sandbox` (development only) or `apiPix` (BCB API Pix + Efí Pix-out). */
  PIX_PROVIDER: z.enum(['sandbox', 'apiPix']).default('sandbox'),
  /** SMS provider: `outbox` (development only) keeps messages in the database; `twilio` sends them. */
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  /**
   * Identity bureau (docs/OPERATIONS.md "Identity checks (KYC)"): `sandbox` (answers by a table of test
   * CPFs; refused at boot in production when the compliance profile is br-regulated) or `datavalid`
   * (Serpro Datavalid, configured by the DATAVALID_* variables).
   */
  KYC_PROVIDER: z.enum(['sandbox', 'datavalid']).default('sandbox'),
  /** External game platforms: `sandbox` (development only: the built-in sandbox aggregator) or `none`. */
  GAME_PROVIDERS: z.enum(['sandbox', 'none']).optional(),
  /** Serve the built player app from this folder (default: apps/web/dist). */
  WEB_DIST: z.string().optional(),
  /** The built back office (default apps/admin/dist), served at /admin. */
  ADMIN_DIST: z.string().optional(),
  /** Rate limit: requests per minute per IP across the API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Player sessions end after this many days without use (sliding expiry). */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Rate limit per IP and per minute on each of /sms/send, /user/register, /user/login, /user/password/reset. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Rate limit per IP and per minute on opening and answering support tickets (players). */
  SUPPORT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Run scheduled jobs and dispatch domain events in this process (tests drive them by hand). */
  JOBS_ENABLED: bool.optional(),
  /** How often this process looks for due job periods. */
  JOBS_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** How often the event dispatcher polls for events a crash left behind (it also runs after each commit). */
  EVENTS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * The proxies in front of us whose X-Forwarded-For and X-Request-Id we believe: `false` (none),
   * `true` (any: only when nothing else can reach the port), or a comma list of addresses/CIDRs.
   */
  TRUST_PROXY: z.string().max(2000).default('false'),
  /**
   * Development helpers (SMS outbox at /api/v2/dev/*, the sandbox payer page at /sandbox/*) answer
   * only to loopback clients unless this is `true`. They never exist in production.
   */
  DEV_HELPERS_OPEN: bool.default(false),
  /**
   * Central self-exclusion registry: `sandbox` (development only) answers from SELF_EXCLUSION_BARRED_CPFS;
   * `none` (the production default until the federal adapter exists) is always unavailable, which fails
   * closed in br-regulated and is logged in standard.
   */
  SELF_EXCLUSION_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  /** Sandbox registry: comma-separated CPFs it reports as barred ("Impedido"). */
  SELF_EXCLUSION_BARRED_CPFS: z.string().max(20_000).optional(),
  /**
   * Sandbox registry: comma-separated CPFs it reports as Bolsa Família / BPC beneficiaries ("Impedido –
   * Beneficiário", IN SPA/MF 22/2025): the account is closed in 3 days (docs/COMPLIANCE.md "Barred
   * beneficiaries"). Development default: none.
   */
  SIGAP_BENEFICIARY_CPFS: z.string().max(20_000).optional(),
  /** A player session ends after this many minutes without a request (Portaria SPA/MF 722/2024: 30). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 365)
    .default(30),
  /**
   * Days between a player's account closure and the erasure of their personal data (name, phone,
   * e-mail, Pix details; docs/COMPLIANCE.md "Account closure"). 0: at the next run of `closure.minimise`.
   */
  CLOSURE_MINIMISE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /**
   * Days an IP address or user agent of an access (player and staff sessions, SMS requests, landing
   * visits, per-IP login counters) is kept before `privacy.access-logs` erases it. At least 184 days:
   * Marco Civil da Internet art. 15 requires six months; docs/COMPLIANCE.md "Access logs".
   */
  ACCESS_LOG_RETENTION_DAYS: z.coerce.number().int().min(184).max(1825).default(365),
  /** Try to drive the live games' rounds in this process (one process drives each; tests step by hand). */
  LIVE_DRIVER: bool.optional(),
  /**
   * The public randomness beacon whose announced round fixes each live chain's salt (docs/GAMES.md "the
   * salt ceremony"): `drand` (the League of Entropy's quicknet; the production default) or `sandbox`
   * (development only: an in-process drand-compatible chain keyed by APP_SECRET).
   */
  LIVE_BEACON: z.enum(['drand', 'sandbox']).optional(),
  /**
   * Seconds between a chain's commitment and the beacon round it announces (the game waits for it at
   * every new chain). Default 30 in production, 3 in development, 0 in tests (0: the round current at the
   * commitment — no proof of order; refused in production).
   */
  LIVE_BEACON_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** drand's HTTP API (any relay: every beacon is verified against DRAND_PUBLIC_KEY). */
  DRAND_URL: z.string().url().default(DRAND_QUICKNET.baseUrl),
  /** The pinned drand chain (default quicknet's, vendor/drand/quicknet.json). */
  DRAND_CHAIN_HASH: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .default(DRAND_QUICKNET.chainHash),
  /** The pinned chain's BLS public key (G2, 96 bytes hex; default quicknet's). */
  DRAND_PUBLIC_KEY: z
    .string()
    .regex(/^[0-9a-f]{192}$/)
    .default(DRAND_QUICKNET.publicKey),
  /**
   * Rounds per live chain (docs/GAMES.md): 100 000 (≈ 17 days of crash at one round every 15 s), then a
   * new chain follows. Shorter only to exercise the renewal (tests, a demo).
   */
  LIVE_CHAIN_LENGTH: z.coerce.number().int().min(3).max(10_000_000).default(100_000),
  /**
   * The test-only clock: this process's time is the wall clock plus an offset that `POST /api/v2/dev/clock`
   * moves forward (loopback only), so the deployed-product suite sees scheduled effects in seconds.
   * Refused in production.
   */
  TEST_CLOCK: bool.default(false),
  /**
   * Seconds a SIGTERM gives this process to stop (docs/OPERATIONS.md "Graceful shutdown"): it stops
   * driving the live games and starting jobs, stops accepting, tells live sockets to reconnect elsewhere,
   * finishes the requests under way and exits; past this, it exits anyway (code 1). Keep it below the
   * orchestrator's grace period (Kubernetes: terminationGracePeriodSeconds, 30 by default).
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  /** Seed the demo player and staff account at first start (development only). */
  SEED_DEMO: bool.optional(),
  ...providerEnvShape,
});

export type Env = z.infer<typeof schema>;

/**
 * Every variable this configuration reads. The general ones are documented in the README's
 * configuration table, the production providers' (config/provider-env.ts) in docs/OPERATIONS.md
 * "Production providers"; test/config-documented.test.ts holds the documentation to exactly this list.
 */
export const ENV_VARIABLES = Object.keys(schema.shape) as (keyof Env)[];

export type AppConfig = Omit<Env, 'PUBLIC_URL' | 'TRUST_PROXY'> & {
  PUBLIC_URL: string;
  /** TRUST_PROXY parsed: false, true, or the trusted addresses/CIDRs. */
  trustProxy: boolean | string[];
  isProduction: boolean;
  /** The production providers' resolved settings (config/provider-env.ts). */
  providers: ProviderConfig;
  appSecret: string;
  pixWebhookSecret: string;
  seedDemo: boolean;
  jobsEnabled: boolean;
  selfExclusionProvider: 'sandbox' | 'none';
  /** The external game platforms to serve: the sandbox aggregator outside production by default. */
  gameProviders: 'sandbox' | 'none';
  liveDriver: boolean;
  liveBeacon: 'drand' | 'sandbox';
  liveBeaconDelaySeconds: number;
  /** REDIS_PREFIX, or the one derived from the database (config/redis-prefix.ts). */
  redisPrefix: string;
};

function parseTrustProxy(value: string): boolean | string[] {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0' || v === '') return false;
  if (v === 'true' || v === '1') return true;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Container secrets (compose `secrets:`, a Kubernetes secret volume): a variable without a `_FILE`
 * variable of its own may be given as `<NAME>_FILE`, the path of a file holding its value (one final
 * newline dropped). Setting both is refused: one of them would be silently ignored.
 */
export function withFileVariables(
  source: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const result = { ...source };
  for (const name of ENV_VARIABLES) {
    const path = source[`${name}_FILE`];
    if (path === undefined || name.endsWith('_FILE') || `${name}_FILE` in schema.shape) continue;
    if (source[name] !== undefined)
      throw new Error(`Invalid configuration: set ${name} or ${name}_FILE, not both`);
    try {
      result[name] = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new Error(
        `Invalid configuration: ${name}_FILE (${path}) cannot be read: ${(error as Error).message}`,
      );
    }
  }
  return result;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = schema.safeParse(withFileVariables(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    const missing = [
      !env.APP_SECRET && 'APP_SECRET',
      // The sandbox signs with it; the API Pix uses it only as the fallback to mTLS.
      !env.PIX_WEBHOOK_SECRET &&
        env.PIX_WEBHOOK_MTLS_PORT === undefined &&
        'PIX_WEBHOOK_SECRET (or the mTLS listener, PIX_WEBHOOK_MTLS_PORT)',
      !env.DATABASE_URL && 'DATABASE_URL (PGlite never calls fsync: real money runs on PostgreSQL)',
    ].filter(Boolean);
    if (missing.length) throw new Error(`Missing production configuration: ${missing.join(', ')}`);
    if (env.TEST_CLOCK)
      throw new Error('TEST_CLOCK cannot run in production: its clock can be moved over HTTP');
    // Free money must be impossible in production: sandbox providers refuse to boot.
    if (env.PIX_PROVIDER === 'sandbox' || env.SMS_PROVIDER === 'outbox' || env.GAME_PROVIDERS === 'sandbox') {
      throw new Error(
        'Sandbox providers (PIX_PROVIDER=sandbox, SMS_PROVIDER=outbox, GAME_PROVIDERS=sandbox) cannot run in production',
      );
    }
    if (env.TEST_CLOCK)
      throw new Error('TEST_CLOCK cannot run in production: its clock can be moved over HTTP');
    if (env.LIVE_BEACON === 'sandbox')
      throw new Error('The sandbox beacon cannot run in production: its operator holds its key');
    if (env.LIVE_BEACON_DELAY_SECONDS === 0)
      throw new Error(
        'LIVE_BEACON_DELAY_SECONDS=0 cannot run in production: the salt must come after the commitment',
      );
    if (env.SELF_EXCLUSION_PROVIDER === 'sandbox') {
      // A list typed by hand is not the federal registry: barred players would get through.
      throw new Error('The sandbox self-exclusion registry cannot run in production');
    }
  }
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const providers = resolveProviders({ ...env, PUBLIC_URL: publicUrl }, Boolean(env.PIX_WEBHOOK_SECRET));
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    isProduction,
    providers,
    // Outside production, missing secrets are random for this process; main.ts replaces them with
    // the ones kept in the data directory (config/dev-secrets.ts), so nothing is ever in the repository.
    appSecret: env.APP_SECRET ?? randomBytes(32).toString('base64url'),
    pixWebhookSecret: env.PIX_WEBHOOK_SECRET ?? randomBytes(32).toString('base64url'),
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV === 'development',
    jobsEnabled: env.JOBS_ENABLED ?? env.NODE_ENV !== 'test',
    selfExclusionProvider: env.SELF_EXCLUSION_PROVIDER ?? (isProduction ? 'none' : 'sandbox'),
    gameProviders: env.GAME_PROVIDERS ?? (isProduction ? 'none' : 'sandbox'),
    liveDriver: env.LIVE_DRIVER ?? env.NODE_ENV !== 'test',
    liveBeacon: env.LIVE_BEACON ?? (isProduction ? 'drand' : 'sandbox'),
    liveBeaconDelaySeconds:
      env.LIVE_BEACON_DELAY_SECONDS ?? (isProduction ? 30 : env.NODE_ENV === 'test' ? 0 : 3),
    redisPrefix: env.REDIS_PREFIX ?? defaultRedisPrefix(env),
  };
}
