// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes.ts';
import { paths } from '../src/config/paths.ts';
import { type BuiltFile, routeChunkMap, routeModules } from './route-chunks.ts';

const routesFile = fileURLToPath(new URL('../src/app/routes.ts', import.meta.url));

describe('which file each route loads, read from the route table', () => {
  it('finds every route of the real table, each with a page file under src/app/routes', () => {
    const found = routeModules(readFileSync(routesFile, 'utf8'), paths, routesFile);
    expect(found.map((route) => route.path)).toEqual(routes.map((route) => route.path));
    for (const { module } of found) expect(module).toMatch(/[\\/]src[\\/]app[\\/]routes[\\/].+-page\.tsx$/);
    expect(found.find((route) => route.path === paths.mine)?.module).toMatch(
      /routes[\\/]mine[\\/]mine-page\.tsx$/,
    );
  });

  it('reads inline loaders, named loaders and calls over several lines', () => {
    const source = `
      const shared = () => import('./routes/shared-page.tsx');
      page(paths.a, 'a', () => import('./routes/a-page.tsx'), { public: true }),
      page(paths.b, 'b', shared),
      page(
        paths.c,
        'c',
        () => import('./routes/c-page.tsx'),
      ),`;
    expect(routeModules(source, { a: '/a', b: '/b', c: '/c' }, '/app/src/app/routes.ts')).toEqual([
      { path: '/a', module: '/app/src/app/routes/a-page.tsx' },
      { path: '/b', module: '/app/src/app/routes/shared-page.tsx' },
      { path: '/c', module: '/app/src/app/routes/c-page.tsx' },
    ]);
  });

  it('refuses a path key or a loader it cannot resolve, rather than leaving the route out', () => {
    expect(() => routeModules("page(paths.nope, 'x', () => import('./x.tsx'))", {}, '/r.ts')).toThrow(
      /paths\.nope/,
    );
    expect(() => routeModules("page(paths.a, 'x', unknownLoader)", { a: '/a' }, '/r.ts')).toThrow(
      /unknownLoader/,
    );
  });
});

describe('the files each route needs beyond the first load', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []) =>
    [
      fileName,
      { type: 'chunk', fileName, moduleIds, imports, viteMetadata: { importedCss: new Set(css) } },
    ] as const;
  const bundle: Record<string, BuiltFile> = Object.fromEntries([
    chunk('assets/app-1.js', ['/src/app/start.tsx', '/src/routes/home-page.tsx']),
    chunk('assets/mine-page-2.js', ['/src/routes/mine-page.tsx'], ['assets/app-1.js', 'assets/wallet-3.js']),
    chunk(
      'assets/wallet-3.js',
      ['/src/wallet.ts'],
      ['assets/list-4.js', 'assets/app-1.js'],
      ['assets/wallet-3.css'],
    ),
    chunk('assets/list-4.js', ['/src/list.ts'], ['assets/wallet-3.js']),
    chunk('assets/team-page-5.js', ['/src/routes/team-page.tsx'], ['assets/list-4.js'], ['assets/app.css']),
    ['assets/wallet-3.css', { type: 'asset', fileName: 'assets/wallet-3.css' }],
  ]);
  const routes = [
    { path: '/', module: '/src/routes/home-page.tsx' },
    { path: '/mine', module: '/src/routes/mine-page.tsx' },
    { path: '/team', module: '/src/routes/team-page.tsx' },
  ];

  it('names the route’s chunk, its static imports (once, cycles included) and their stylesheets, less the first load', () => {
    const map = routeChunkMap(routes, bundle, new Set(['/assets/app-1.js', '/assets/app.css']));
    const files = (path: string) => map.routes[path]?.map((i) => map.files[i]);
    expect(files('/mine')).toEqual([
      '/assets/mine-page-2.js',
      '/assets/wallet-3.js',
      '/assets/wallet-3.css',
      '/assets/list-4.js',
    ]);
    expect(files('/team')).toEqual([
      '/assets/team-page-5.js',
      '/assets/list-4.js',
      '/assets/wallet-3.js',
      '/assets/wallet-3.css',
    ]);
    // Home is in the first load: nothing to add.
    expect(map.routes['/']).toBeUndefined();
    // A file two routes share is written once.
    expect(new Set(map.files).size).toBe(map.files.length);
  });

  it('refuses a route whose module no built chunk holds', () => {
    expect(() => routeChunkMap([{ path: '/x', module: '/src/x.tsx' }], bundle, new Set())).toThrow(
      /\/src\/x\.tsx/,
    );
  });
});
