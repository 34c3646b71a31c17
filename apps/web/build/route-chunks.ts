import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteChunks } from '../src/app/first-paint.ts';

/** A route of the app's route table: its path and the file of its lazily loaded page. */
export type RouteModule = { path: string; module: string };

/**
 * Which file each route loads, read from the route table's source (src/app/routes.ts): every
 * `page(paths.<key>, '<title>', () => import('<file>'), …)`, or `page(paths.<key>, '<title>', <name>, …)`
 * with `const <name> = () => import('<file>')`. Files come back absolute, resolved from `routesFile`.
 * (The build cannot call the table's loaders to learn their files; its test checks that every route of
 * the table is found here.)
 */
export function routeModules(
  source: string,
  paths: Record<string, string>,
  routesFile: string,
): RouteModule[] {
  const base = dirname(routesFile);
  const loaders = new Map<string, string>();
  for (const [, name, file] of source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g))
    loaders.set(String(name), String(file));
  const found: RouteModule[] = [];
  const page = /\bpage\(\s*paths\.(\w+),\s*'\w+',\s*(?:\(\) => import\('([^']+)'\)|(\w+))/g;
  for (const [, key, file, name] of source.matchAll(page)) {
    const path = paths[String(key)];
    const module = file ?? loaders.get(String(name));
    if (path === undefined || module === undefined)
      throw new Error(`route table: cannot resolve paths.${key} → ${file ?? name}`);
    found.push({ path, module: resolve(base, module) });
  }
  return found;
}

/** The parts of a built chunk (Rolldown's output) that say what it holds and needs. */
export type BuiltChunk = {
  type: 'chunk';
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
};
export type BuiltFile = BuiltChunk | { type: 'asset'; fileName: string };

/**
 * Path → the files its page needs before it can render: the chunk holding the route's module, that
 * chunk's static imports (transitively) and their stylesheets, less `loaded` (the app's first load,
 * which index.html requests anyway). A route whose page is in the first load (home) needs nothing more
 * and is left out.
 */
export function routeChunkMap(
  routes: readonly RouteModule[],
  bundle: Record<string, BuiltFile>,
  loaded: ReadonlySet<string>,
): RouteChunks {
  const chunks = Object.values(bundle).filter((file): file is BuiltChunk => file.type === 'chunk');
  const files: string[] = [];
  const index = new Map<string, number>();
  const at = (file: string) => {
    let i = index.get(file);
    if (i === undefined) {
      i = files.push(file) - 1;
      index.set(file, i);
    }
    return i;
  };
  const result: Record<string, number[]> = {};
  for (const { path, module } of routes) {
    const chunk = chunks.find((c) => c.moduleIds.includes(module));
    if (!chunk) throw new Error(`no built chunk holds ${module} (route ${path})`);
    const needed: string[] = [];
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      const file = bundle[fileName];
      if (file?.type !== 'chunk') return;
      needed.push(`/${fileName}`);
      for (const css of file.viteMetadata?.importedCss ?? []) needed.push(`/${css}`);
      for (const dep of file.imports) visit(dep);
    };
    visit(chunk.fileName);
    const extra = [...new Set(needed)].filter((file) => !loaded.has(file));
    if (extra.length) result[path] = extra.map(at);
  }
  return { files, routes: result };
}

/**
 * Writes, for the script that starts the app (build/prerender.ts, src/app/first-paint.ts), which files
 * each route's page needs: a page other than home is then requested with the app's code, not one
 * network round trip after it (when the app's router asks for it). `chunks()` is read once the client
 * bundle is written (closeBundle); `loaded` is the first load's files, which are left out.
 */
export function routeChunks(options: { routesFile: string; paths: Record<string, string> }): Plugin & {
  chunks: (loaded: ReadonlySet<string>) => RouteChunks;
} {
  let routes: RouteModule[] = [];
  let bundle: Record<string, BuiltFile> = {};
  return {
    name: 'jl-route-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      const file = resolve(config.root, options.routesFile);
      routes = routeModules(readFileSync(file, 'utf8'), options.paths, file);
    },
    // Once written: by then Vite has folded its pure-CSS chunks into their importers (generateBundle).
    writeBundle(_output, output) {
      bundle = output as unknown as Record<string, BuiltFile>;
    },
    chunks: (loaded) => routeChunkMap(routes, bundle, loaded),
  };
}
