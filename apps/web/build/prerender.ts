import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { RouteChunks } from '../src/app/first-paint.ts';

export type Prerendered = {
  html: string;
  headScript: (font: string) => string;
  startScript: (entry: string, modules: string[], chunks?: RouteChunks) => string;
};
type PrerenderModule = { prerenderHome: () => Promise<Prerendered> };

const ROOT = '<div id="root"></div>';
/** The entry script Vite writes, and the modulepreload links (Vite's and build/first-load.ts's). */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>\s*/g;
/** The font's preload (build/first-load.ts): the <head> script adds it where home is painted from the document. */
const FONT = /<link rel="preload" as="font"[^>]*? href="([^"]+)"[^>]*>\s*/;

/**
 * Writes the prerendered page into the built index.html: its markup into `#root`, the first-paint
 * script at the end of <head> (it runs before the body is parsed, so before any paint), and at the end
 * of <body> the script that requests and starts the app after the first paint: the entry and the
 * modules Vite and build/first-load.ts would have modulepreloaded from <head>. Nothing but the
 * document and the font is requested before the first paint, which needs no script. (On a fast local
 * network the scripts would otherwise arrive, and run, before the first paint, and Lighthouse's
 * simulation of a slow phone network would count every script loaded before the observed paint as
 * holding it back — a phone on 4G paints the document long before 150 KB of script arrive.)
 */
export function writeFirstPaint(
  page: string,
  { html, headScript, startScript }: Prerendered,
  routeChunks?: (loaded: ReadonlySet<string>) => RouteChunks,
): string {
  const entry = ENTRY.exec(page)?.[1];
  if (!page.includes(ROOT) || !entry) throw new Error(`index.html has no empty ${ROOT} or no entry script`);
  const modules = [...page.matchAll(PRELOAD)].map(([, href]) => String(href));
  // Each other page's own files (build/route-chunks.ts), less what the page already names: the entry,
  // the modules the start script requests, the stylesheets inlined in <head>.
  const named = [...page.matchAll(/"(\/assets\/[^"]+)"/g)].map(([, href]) => String(href));
  const chunks = routeChunks?.(new Set([entry, ...modules, ...named]));
  const font = FONT.exec(page)?.[1] ?? '';
  return page
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(FONT, '')
    .replace('</head>', () => `<script>${headScript(font)}</script>\n  </head>`)
    .replace(ROOT, () => `<div id="root">${html}</div>`)
    .replace('</body>', () => `<script>${startScript(entry, modules, chunks)}</script>\n  </body>`);
}

/** Builds the prerender entry for Node with the app's own configuration (an SSR build) and runs it. */
async function runPrerender(config: ResolvedConfig, ssrEntry: string): Promise<Prerendered> {
  // Per process: two builds at once (a test's and `npm run build`) must not share it.
  const outDir = join(config.cacheDir, `prerender-${process.pid}`);
  try {
    await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: ssrEntry,
        outDir,
        emptyOutDir: true,
        manifest: false,
        rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
      },
    });
    const module = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as PrerenderModule;
    return await module.prerenderHome();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The static first paint (docs/PERFORMANCE.md, src/app/first-paint.ts): after the client build, prerenders
 * home (src/prerender.tsx) and writes it into the built index.html. The development server is untouched.
 */
export function prerender(options: {
  entry: string;
  routeChunks?: (loaded: ReadonlySet<string>) => RouteChunks;
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'jl-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const prerendered = await runPrerender(config, options.entry);
      const file = resolve(config.root, config.build.outDir, 'index.html');
      writeFileSync(file, writeFirstPaint(readFileSync(file, 'utf8'), prerendered, options.routeChunks));
    },
  };
}
