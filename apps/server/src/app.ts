import zlib from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import proxyAddr from '@fastify/proxy-addr';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type RawRequestDefaultExpression } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import { jobsPlugin } from './jobs/index.ts';
import { refuseUnknownQuery } from './lib/default-query.ts';
import { errorForLog, requestForLog } from './lib/log-redaction.ts';
import { collectRouteTable } from './lib/route-table.ts';
import { useSealKeys } from './lib/seal.ts';
import { createTestClock, type TestClock } from './lib/test-clock.ts';
import { collectStaffRoutes } from './modules/admin/index.ts';
import { createLiveState } from './modules/live/index.ts';
import { modulesPlugin } from './modules.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin, frameworkError } from './plugins/error-handler.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiDescription } from './plugins/openapi.ts';
import { restartLiveSockets } from './plugins/socket-restart.ts';
import { testClockRoutes } from './plugins/test-clock.ts';
import { inlineScriptSources, webDistPath, webPlugin } from './plugins/web.ts';
import { type GameProvider, gameProvidersPlugin } from './providers/games/index.ts';
import { type KycProvider, kycPlugin } from './providers/kyc/index.ts';
import { type PixProvider, pixPlugin } from './providers/pix/index.ts';
import { type SelfExclusionRegistry, selfExclusionPlugin } from './providers/self-exclusion/index.ts';

export type AppDeps = {
  config: AppConfig;
  database: Database;
  /** Injected clock for rules that depend on time (windows, expiries); tests pass their own. */
  now?: () => Date;
  /** The Pix PSP; default: the one PIX_PROVIDER names (tests may inject their own). */
  pix?: PixProvider;
  /** The central self-exclusion registry; default: the sandbox with SELF_EXCLUSION_BARRED_CPFS. */
  selfExclusion?: SelfExclusionRegistry;
  /** External game platforms; default: the ones GAME_PROVIDERS names (the sandbox outside production). */
  gameProviders?: GameProvider[];
  /** The identity bureau; default: the one KYC_PROVIDER names (tests may inject their own). */
  kyc?: KycProvider;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
    now(): Date;
  }
}

/**
 * The Facebook and Kwai pixels (docs/SPECIFICATION.md §4 first-deposit events). The player app requests them only when
 * the operator configured a pixel id and the player accepted tracking (LGPD); docs/API.md.
 */
const AD_PIXEL_HOSTS = {
  scripts: ['https://connect.facebook.net', 'https://s1.kwai.net'],
  events: ['https://www.facebook.com', 'https://connect.facebook.net', 'https://*.kwai.net'],
};

const REDACT = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers.token',
  '*.password',
  '*.repassword',
  '*.withdraw_password',
  '*.old_password',
  '*.login_password',
  '*.sms_code',
  '*.captcha_code',
  '*.token',
];

/** Bodies are forms of a few fields; anything larger is refused 413 before it is read. */
const BODY_LIMIT = 256 * 1024;

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A new UUID per request, or the id a trusted proxy put in x-request-id (well-formed only). */
function requestIdFor(config: AppConfig) {
  // `true` trusts every peer (proxy-addr cannot compile 0.0.0.0/0: it once crashed the boot).
  const trusted =
    config.trustProxy === false
      ? null
      : config.trustProxy === true
        ? () => true
        : proxyAddr.compile(config.trustProxy);
  return (raw: RawRequestDefaultExpression): string => {
    const header = raw.headers['x-request-id'];
    const address = raw.socket?.remoteAddress;
    if (trusted && address && typeof header === 'string' && REQUEST_ID.test(header) && trusted(address, 0)) {
      return header;
    }
    return crypto.randomUUID();
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = createFastify(config);
  const testClock = decorate(app, deps);
  await registerRequestHandling(app, config);
  await registerRateLimit(app, config);
  await app.register(metricsPlugin);
  // Jobs and the event dispatcher before the modules: they define their jobs and handlers on register.
  await app.register(jobsPlugin);
  await app.register(authPlugin);
  await registerApiDocs(app);
  addHealthCheck(app, deps.database);
  await registerProduct(app, deps, testClock);
  answerNotFound(app);
  return app;
}

/** The Fastify instance: logging with redaction, proxy trust, body limit, request ids. */
function createFastify(config: AppConfig) {
  return Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: REDACT, censor: '[redacted]' },
            serializers: { req: requestForLog, err: errorForLog },
          },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Ids longer than 19 digits are refused by their schema (INVALID_FIELD), not by the router.
    routerOptions: { maxParamLength: 200 },
    // A client's x-request-id becomes the log's id only when a trusted proxy set it (item 7).
    requestIdHeader: false,
    genReqId: requestIdFor(config),
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
}

type App = ReturnType<typeof createFastify>;

/** Zod schemas, the database, configuration and clock on the app; the seal keys. */
function decorate(app: App, deps: AppDeps) {
  const { config, database } = deps;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  // TEST_CLOCK (never in production): a clock the deployed-product suite moves forward over HTTP.
  const base = deps.now ?? (() => new Date());
  const testClock = config.TEST_CLOCK ? createTestClock(() => base().getTime()) : null;
  app.decorate('now', testClock?.now ?? base);
  // Seeds that decide future draws are sealed at rest with a key derived from APP_SECRET (lib/seal.ts).
  useSealKeys(config.appSecret, config.APP_SECRET_PREVIOUS);
  return testClock;
}

/** Security headers, compression, form bodies, languages, errors and the input guard. */
async function registerRequestHandling(app: App, config: AppConfig) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...AD_PIXEL_HOSTS.events],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", inlineScriptSources(webDistPath(config.WEB_DIST)), ...AD_PIXEL_HOSTS.scripts],
        connectSrc: ["'self'", ...AD_PIXEL_HOSTS.events],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Answers above 1 KB are compressed (brotli at a cheap level, or gzip); built assets are compressed
  // once at build time and served as they are (plugins/web.ts). Request bodies are never inflated.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(i18nPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin, { bodyLimit: BODY_LIMIT });
  // Before any route is declared: a GET API route without a query schema takes only `id`.
  refuseUnknownQuery(app);
}

/** The global rate limit, shared through Redis when REDIS_URL is set. */
async function registerRateLimit(app: App, config: AppConfig) {
  // Shared rate limits across processes when REDIS_URL is set; the client closes with the app. Keys
  // carry the deployment's prefix: another deployment on the same Redis counts its own requests.
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}:rate-limit:` } : {}),
    allowList: (request) => request.url === '/healthz' || request.url === '/metrics',
  });
}

/** The OpenAPI document and its viewer at /api/docs. */
async function registerApiDocs(app: App) {
  const { components, transform, transformObject } = openapiDescription(app);
  await app.register(swagger, {
    openapi: {
      components,
      info: {
        title: 'Jogo Limpo API',
        version: '1.0.0',
        description: 'Envelope {code, msg, data}; see docs/API.md',
      },
      servers: [{ url: '/api/v2' }],
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

function addHealthCheck(app: App, database: Database) {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}

/** Live sockets, providers, the route tables, every module, the test clock and the web apps. */
async function registerProduct(app: App, deps: AppDeps, testClock: TestClock | null) {
  const { config } = deps;
  // The live games' sockets (/api/v2/live/socket): messages of at most 4 KB from clients; told to
  // reconnect elsewhere when the process shuts down.
  await app.register(websocket, { options: { maxPayload: 4096 }, preClose: restartLiveSockets });
  app.decorate('live', createLiveState());
  await app.register(pixPlugin, { provider: deps.pix });
  // Staff routes are recorded with their guard (the role × endpoint test reads the table), and every
  // route with its schema (the route-descriptor test compares them with @jl/core).
  collectStaffRoutes(app);
  collectRouteTable(app);
  await app.register(selfExclusionPlugin, { provider: deps.selfExclusion });
  await app.register(gameProvidersPlugin, { providers: deps.gameProviders });
  await app.register(kycPlugin, { provider: deps.kyc });
  // Every module as its index.ts declares it (modules.ts); `app.modules` records what each added.
  app.decorate('modules', []);
  await app.register(modulesPlugin, { prefix: '/api/v2' });
  if (testClock) await app.register(testClockRoutes(testClock), { prefix: '/api/v2' });
  await app.register(webPlugin, { dist: config.WEB_DIST, adminDist: config.ADMIN_DIST });
}

/** Unknown paths: a single-page app's route gets the app, anything else the 404 envelope. */
function answerNotFound(app: App) {
  app.setNotFoundHandler((request, reply) => {
    const spa = app.spaFallback(request.url, request.method, request.headers.accept);
    if (spa) return app.sendSpa(reply, spa);
    return reply
      .status(404)
      .send({ code: 0, msg: request.t('errors:NOT_FOUND'), data: { error: 'NOT_FOUND' } });
  });
}
