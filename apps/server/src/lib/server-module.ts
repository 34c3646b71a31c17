import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.ts';
import type { EventType } from '../events/catalog.ts';
import type { EventHandler } from '../events/dispatcher.ts';
import type { JobDefinition } from '../jobs/job-types.ts';

/**
 * What a server module declares in its `index.ts` (docs/ARCHITECTURE.md "Modules"): everything it
 * adds to the running product. `modules.ts` lists the modules and mounts them; nothing else registers
 * a route plugin, an event handler or a job, and docs/MODULES.md is generated from these declarations.
 */
export type ServerModule = {
  /** The folder under src/modules (or `jobs`, `events` for the platform parts). */
  name: string;
  /** One sentence: what the module is for. */
  purpose: string;
  /** Route plugins for players and the public, mounted under /api/v2. */
  routes?: readonly FastifyPluginAsync<never>[];
  /** Route plugins for staff (every route guarded by `requireStaff`), mounted under /api/v2. */
  staffRoutes?: readonly FastifyPluginAsync<never>[];
  /**
   * Event handlers. Handlers of one event type apply in the modules' order; `after` names the modules
   * whose handlers must apply first (VIP reads what stats wrote for the same deposit).
   */
  handlers?: readonly EventHandler<EventType>[];
  after?: readonly string[];
  /** Scheduled jobs; given the app for its configuration and providers. */
  jobs?: (app: FastifyInstance) => readonly JobDefinition[];
  /**
   * Connections the module makes at boot before its routes: ports it fills (the payouts handler),
   * hooks on the app's lifecycle, data it puts in order (seeds resealed under the current key).
   */
  wire?: (app: FastifyInstance) => Promise<void> | void;
  /** Rows the module needs before the product runs (operator defaults), written if missing at boot. */
  seed?: (db: Db, options: SeedOptions) => Promise<void>;
  /** The tables it owns: only its own files name them in SQL; others call its exported functions. */
  tables: readonly PgTable[];
  /**
   * Other modules' tables this module joins in typed queries, declared: where one statement over both
   * pays (a list with the staff member's name beside each row) and a call to the owner would not.
   */
  joins?: readonly PgTable[];
};

/** `publicUrl` (config PUBLIC_URL, which follows PORT) is the first `site.url`. */
export type SeedOptions = { publicUrl?: string };

/**
 * The drizzle tables a schema file exports, for a manifest's `tables`, by table name (a namespace's
 * order depends on the module loader).
 */
export function tablesOf(schema: Record<string, unknown>): PgTable[] {
  return Object.values(schema)
    .filter((value): value is PgTable => is(value, PgTable))
    .sort((a, b) => getTableName(a).localeCompare(getTableName(b)));
}

/** Identity, for the type check and a searchable name at each declaration. */
export function defineModule(module: ServerModule): ServerModule {
  return module;
}

/**
 * The modules in the order their handlers must run: stable, each after the modules its `after` names.
 * Throws on an unknown name or a cycle, so a wrong declaration stops the boot and the tests.
 */
export function orderForHandlers(modules: readonly ServerModule[]): ServerModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const placed = new Set<string>();
  const ordered: ServerModule[] = [];
  const visit = (module: ServerModule, path: readonly string[]) => {
    if (placed.has(module.name)) return;
    if (path.includes(module.name))
      throw new Error(`handler order cycle: ${[...path, module.name].join(' → ')}`);
    for (const name of module.after ?? []) {
      const first = byName.get(name);
      if (!first) throw new Error(`module ${module.name} runs after unknown module ${name}`);
      visit(first, [...path, module.name]);
    }
    placed.add(module.name);
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  return ordered;
}
