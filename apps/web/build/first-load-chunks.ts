import type { Plugin } from 'vite';

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    isEntry: boolean;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
};

/**
 * The modules of the first load after the entry: the app main.tsx imports dynamically (in steps) and
 * the home route's module, with their static imports. The entry's own modules stay in the entry chunk
 * (grouped, they would be evaluated before main.tsx could split the evaluation in steps).
 */
function firstLoadModules(graph: ModuleGraph, homeModule: string): Set<string> {
  const found = new Set<string>();
  const add = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) add(next);
  };
  const ids = [...graph.getModuleIds()];
  for (const entry of ids.filter((id) => graph.getModuleInfo(id)?.isEntry)) {
    // The entry (index.html) imports main.tsx, whose dynamic imports are the app itself.
    for (const main of graph.getModuleInfo(entry)?.importedIds ?? [])
      for (const step of graph.getModuleInfo(main)?.dynamicallyImportedIds ?? []) add(step);
  }
  for (const id of ids.filter((id) => id.endsWith(homeModule))) add(id);
  return found;
}

/**
 * The first load in three chunks instead of the ~45 the automatic splitting makes of it (each one a
 * request: over HTTP/1.1's six connections, one network round trip per six on a phone): React and its
 * DOM renderer, the other libraries, and the app's own modules — the three steps in which main.tsx
 * evaluates the app. Modules only other routes use keep the automatic splitting.
 */
export function firstLoadChunks(options: { homeModule: string }): Plugin {
  let modules = new Set<string>();
  return {
    name: 'jl-first-load-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: (id) => modules.has(id) && REACT.test(id), priority: 3 },
                { name: 'libs', test: (id) => modules.has(id) && NODE_MODULES.test(id), priority: 2 },
                { name: 'app', test: (id) => modules.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      modules = firstLoadModules(this, options.homeModule);
    },
  };
}
