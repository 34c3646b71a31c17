import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Output = Bundle[string];
type Chunk = Extract<Output, { type: 'chunk' }>;
type Asset = Extract<Output, { type: 'asset' }>;

/**
 * Shapes the built index.html for the first load of home on a slow phone network (docs/PERFORMANCE.md):
 * - the stylesheets of the first load are inlined, so nothing render-blocking is requested
 *   before the first paint (a disabled link with the same address stays, so that a lazy route importing
 *   the same CSS does not load it a second time);
 * - the app's chunks that the entry imports dynamically (main.tsx), the home route's lazy chunk and
 *   their static imports are modulepreloaded with the entry, so they arrive in the same wave as the
 *   entry instead of one network round trip per import level after it (build/prerender.ts then moves
 *   these links, and the entry, into the script that starts the app after the first paint);
 * - the critical font subset (latin, the variable weight axis) is preloaded, not discovered from CSS.
 * Other routes stay lazy. The development server is untouched.
 */
export function firstLoad(options: { homeModule: string; fontFile: RegExp }): Plugin {
  return {
    name: 'jl-first-load',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const tags: HtmlTagDescriptor[] = [];
        const font = Object.values(bundle).find(
          (o): o is Asset => o.type === 'asset' && options.fontFile.test(o.fileName),
        );
        if (font)
          tags.push({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `/${font.fileName}`,
            },
            injectTo: 'head-prepend',
          });
        const home = Object.values(bundle).find(
          (o): o is Chunk => o.type === 'chunk' && !!o.facadeModuleId?.endsWith(options.homeModule),
        );
        // The entry's own dynamic imports are the app itself (main.tsx imports it in steps, so that
        // its evaluation is split into several tasks): part of the first load like home.
        const entry = Object.values(bundle).find((o): o is Chunk => o.type === 'chunk' && o.isEntry);
        const firstLoad = [...(entry?.dynamicImports ?? []), ...(home ? [home.fileName] : [])];
        const files = new Set<string>();
        for (const start of firstLoad) staticClosure(bundle, start, files);
        const css = new Set<string>();
        for (const file of files) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk')
            for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
          if (!html.includes(`/${file}"`))
            tags.push({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
              injectTo: 'head',
            });
        }
        // Their stylesheets too (home's ≈ 4 KB): the lazy route would otherwise wait for them.
        for (const file of css)
          if (!html.includes(`/${file}"`)) {
            const asset = bundle[file];
            if (asset?.type !== 'asset') continue;
            tags.push({ tag: 'style', children: String(asset.source).trim(), injectTo: 'head' });
            tags.push({
              tag: 'link',
              attrs: { rel: 'stylesheet', href: `/${file}`, disabled: true },
              injectTo: 'head',
            });
          }
        const inlined = html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return link;
            // The disabled link is never fetched; it tells Vite's lazy-route preloader the sheet is there.
            return `<style>${String(asset.source).trim()}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
        return { html: inlined, tags };
      },
    },
  };
}

function staticClosure(bundle: Bundle, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) staticClosure(bundle, dep, seen);
  return seen;
}
