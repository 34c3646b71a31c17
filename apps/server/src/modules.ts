import { getTableName } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { eventsModule } from './events/index.ts';
import { idempotencyModule } from './idempotency/index.ts';
import { jobsModule } from './jobs/index.ts';
import { orderForHandlers, type ServerModule } from './lib/server-module.ts';
import { activityModule } from './modules/activity/index.ts';
import { adjustmentsModule } from './modules/adjustments/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { authModule } from './modules/auth/index.ts';
import { barredModule } from './modules/barred/index.ts';
import { captchaModule } from './modules/captcha/index.ts';
import { closureModule } from './modules/closure/index.ts';
import { configModule } from './modules/config/index.ts';
import { kycModule } from './modules/kyc/index.ts';
import { liveModule } from './modules/live/index.ts';
import { lobbyModule } from './modules/lobby/index.ts';
import { locationModule } from './modules/location/index.ts';
import { originalsModule } from './modules/originals/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { platformsModule } from './modules/platforms/index.ts';
import { playersModule } from './modules/players/index.ts';
import { privacyModule } from './modules/privacy/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { rgModule } from './modules/rg/index.ts';
import { statsModule } from './modules/stats/index.ts';
import { supportModule } from './modules/support/index.ts';
import { teamModule } from './modules/team/index.ts';
import { trackingModule } from './modules/tracking/index.ts';
import { vipModule } from './modules/vip/index.ts';
import { walletModule } from './modules/wallet/index.ts';
import { withdrawModule } from './modules/withdraw/index.ts';

/**
 * Every module of the server, as each declares itself in its index.ts. The order is the order they
 * are mounted; event handlers follow it too, except where a module's `after` moves it later.
 */
export const MODULES: readonly ServerModule[] = [
  eventsModule,
  jobsModule,
  idempotencyModule,
  statsModule,
  configModule,
  trackingModule,
  kycModule,
  locationModule,
  walletModule,
  adjustmentsModule,
  captchaModule,
  authModule,
  paymentsModule,
  vipModule,
  teamModule,
  withdrawModule,
  adminModule,
  reportsModule,
  lobbyModule,
  originalsModule,
  platformsModule,
  rgModule,
  closureModule,
  barredModule,
  playersModule,
  privacyModule,
  supportModule,
  liveModule,
  activityModule,
];

export type MountedRoute = { method: string; url: string; audience: 'player' | 'staff' };

/** What each module added to the running app: docs/MODULES.md is written from this. */
export type MountedModule = {
  module: ServerModule;
  routes: MountedRoute[];
  jobs: string[];
  handlers: string[];
  tables: string[];
};

declare module 'fastify' {
  interface FastifyInstance {
    modules: readonly MountedModule[];
  }
}

const methodsOf = (route: RouteOptions): string[] =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');

async function mountRoutes(
  app: FastifyInstance,
  plugins: readonly FastifyPluginAsync<never>[],
  audience: MountedRoute['audience'],
  into: MountedRoute[],
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      if (route.schema?.hide) return;
      for (const method of methodsOf(route)) into.push({ method, url: route.url, audience });
    });
    for (const plugin of plugins) await scope.register(plugin as FastifyPluginAsync);
  });
}

/**
 * Mounts the modules under the API prefix: their event handlers (in handler order), their jobs, their
 * boot wiring and their routes, and records what each added in `app.modules`.
 */
export const modulesPlugin: FastifyPluginAsync = async (app) => {
  // Decorated at the root by app.ts (so the root sees it), filled here.
  const mounted = app.modules as MountedModule[];
  for (const module of orderForHandlers(MODULES)) {
    for (const handler of module.handlers ?? []) app.events.on(handler);
  }
  for (const module of MODULES) {
    const jobs = module.jobs?.(app) ?? [];
    for (const job of jobs) app.jobs.define(job);
    await module.wire?.(app);
    const routes: MountedRoute[] = [];
    await mountRoutes(app, module.routes ?? [], 'player', routes);
    await mountRoutes(app, module.staffRoutes ?? [], 'staff', routes);
    mounted.push({
      module,
      routes,
      jobs: jobs.map((j) => j.name),
      handlers: (module.handlers ?? []).map((h) => h.name),
      tables: module.tables.map((t) => getTableName(t)),
    });
  }
};
