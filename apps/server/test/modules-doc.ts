/**
 * docs/MODULES.md, written from the modules' manifests as the running app mounted them (`app.modules`)
 * and from each module's sources (the events it records). `npm run docs:modules` rewrites the file;
 * modules-doc.test.ts fails when it differs from what the code declares.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getTableName } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EVENT_TYPES } from '../src/events/index.ts';
import type { Schedule } from '../src/jobs/index.ts';
import type { MountedModule } from '../src/modules.ts';
import { createTestApp } from './harness.ts';

const SRC = resolve(import.meta.dirname, '../src');
export const MODULES_DOC = resolve(import.meta.dirname, '../../../docs/MODULES.md');

/** A module's folder: src/modules/<name>, or src/<name> for the platform parts (events, jobs). */
function folderOf(name: string): string {
  const inModules = join(SRC, 'modules', name);
  try {
    if (statSync(inModules).isDirectory()) return inModules;
  } catch {}
  return join(SRC, name);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return entry.endsWith('.ts') && !entry.endsWith('.test.ts') ? [path] : [];
  });
}

/** The event types a module's sources record (`recordEvent` / `recordEventSql` with the type). */
function recordedEvents(name: string): string[] {
  const found = new Set<string>();
  for (const file of sources(folderOf(name))) {
    const text = readFileSync(file, 'utf8');
    if (!/recordEvent(Sql)?\(/.test(text)) continue;
    for (const type of EVENT_TYPES) if (text.includes(`'${type}'`)) found.add(type);
  }
  return [...found].sort();
}

/** The functions a module's index.ts exports (what other modules may call), manifest aside. */
async function offeredFunctions(name: string): Promise<string[]> {
  const index = (await import(join(folderOf(name), 'index.ts'))) as Record<string, unknown>;
  return Object.entries(index)
    .filter(([key, value]) => typeof value === 'function' && !key.endsWith('Module'))
    .map(([key]) => key)
    .sort();
}

const scheduleText = (s: Schedule): string =>
  'cron' in s ? `cron \`${s.cron}\` (São Paulo)` : `every ${s.everySeconds} s`;
const list = (items: readonly string[]): string =>
  items.length ? items.map((i) => `\`${i}\``).join(', ') : '—';

/** Other modules' tables the module joins in typed queries, each with its owner. */
function joinsOf(app: FastifyInstance, mounted: MountedModule): string {
  const owner = (table: string) => app.modules.find((m) => m.tables.includes(table))?.module.name;
  const joins = (mounted.module.joins ?? []).map((t) => getTableName(t));
  return joins.length ? joins.map((t) => `\`${t}\` (${owner(t)})`).join(', ') : '—';
}

async function moduleSection(app: FastifyInstance, mounted: MountedModule): Promise<string[]> {
  const { module } = mounted;
  const jobs = app.jobs.list().filter((j) => mounted.jobs.includes(j.name));
  const routes = (audience: 'player' | 'staff') =>
    mounted.routes
      .filter((r) => r.audience === audience)
      .map((r) => `${r.method} ${r.url.replace(/^\/api\/v2/, '')}`);
  // Sorted: tablesOf reads a module namespace, whose order differs between Node and Vitest's transform.
  const tables = [...mounted.tables].sort();
  const handlers = (module.handlers ?? []).map((h) => `\`${h.name}\` (${h.types.join(', ')})`);
  return [
    `## ${module.name}`,
    '',
    module.purpose,
    '',
    `- **Player and public routes**: ${list(routes('player'))}`,
    `- **Staff routes**: ${list(routes('staff'))}`,
    `- **Records events**: ${list(recordedEvents(module.name))}`,
    `- **Handles events**: ${handlers.length ? handlers.join(', ') : '—'}${module.after?.length ? ` — after ${list(module.after)}` : ''}`,
    `- **Jobs**: ${jobs.length ? jobs.map((j) => `\`${j.name}\` ${scheduleText(j.schedule)}: ${j.description}`).join('; ') : '—'}`,
    `- **At boot**: ${list([module.seed && `seed: ${module.seed.name}`, module.wire && `wire: ${module.wire.name || 'inline'}`].filter((x): x is string => !!x))}`,
    `- **Tables it owns**: ${list(tables)}`,
    `- **Joins**: ${joinsOf(app, mounted)}`,
    `- **Offers other modules**: ${list(await offeredFunctions(module.name))}`,
    '',
  ];
}

/** The order in which the handlers of each event type apply. */
function handlerOrder(app: FastifyInstance): string[] {
  const lines = [
    '## Event handlers, in the order they apply',
    '',
    '| event | handlers in order |',
    '|---|---|',
  ];
  for (const type of EVENT_TYPES) {
    const names = app.events
      .handlers()
      .filter((h) => (h.types as readonly string[]).includes(type))
      .map((h) => `\`${h.name}\``);
    lines.push(`| \`${type}\` | ${names.length ? names.join(' → ') : '— (kept in the outbox only)'} |`);
  }
  return [...lines, ''];
}

export async function renderModulesDoc(app: FastifyInstance): Promise<string> {
  const head = [
    '# Modules',
    '',
    "<!-- Generated by `npm run docs:modules` from each module's manifest (its index.ts); do not edit. -->",
    '',
    'Each server module declares in its `index.ts` what it adds to the product (docs/ARCHITECTURE.md ' +
      '"Modules"); `apps/server/src/modules.ts` mounts them in this order. A module reads and writes only ' +
      'the tables it owns and reaches the others through the functions they offer, or joins their typed ' +
      'tables where its manifest declares it ("Joins"). As mounted on the ' +
      'embedded database (on PostgreSQL the `embedded.vacuum` job is not defined).',
    '',
  ];
  const sections: string[] = [];
  for (const mounted of app.modules) sections.push(...(await moduleSection(app, mounted)));
  return [...head, ...handlerOrder(app), ...sections].join('\n');
}

/** Builds the app on a throw-away database and renders the document. */
export async function currentModulesDoc(): Promise<string> {
  const t = await createTestApp();
  try {
    await t.app.ready();
    return await renderModulesDoc(t.app);
  } finally {
    await t.close();
  }
}

if (process.argv.includes('--write')) {
  writeFileSync(MODULES_DOC, await currentModulesDoc());
  console.log(`wrote ${MODULES_DOC}`);
}
