// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const locales = fileURLToPath(new URL('../../../packages/core/src/i18n/locales/', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'jl-web-build-'));
let build: ReturnType<typeof spawnSync>;

// One production build for the whole file, as `npm run build` makes it, but with NODE_ENV=development.
beforeAll(() => {
  build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: webRoot,
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
  });
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the player app build', () => {
  it('is the production build even when the caller has NODE_ENV=development', () => {
    expect(build.status, String(build.stderr)).toBe(0);
    const assets = join(outDir, 'assets');
    const code = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    // React's development build carries this banner and its dev-only warnings; production has neither.
    expect(code).not.toContain('Download the React DevTools');
    expect(code).not.toContain('react-stack-top-frame');
  });
});

describe('the built index.html: home prerendered for the first paint', () => {
  const catalog = (locale: string) =>
    JSON.parse(readFileSync(join(locales, locale, 'common.json'), 'utf8')) as {
      home: {
        eyebrow: string;
        heroTitle: string;
        heroBody: string;
        heroCta: string;
        tabs: Record<string, string>;
      };
      rg: Record<string, string>;
      tabs: Record<string, string>;
    };
  const page = () => readFileSync(join(outDir, 'index.html'), 'utf8');
  const root = () => /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(page())?.[1] ?? '';

  it('has home in #root, in the pt-BR catalog’s words: header, hero, game tabs, tab bar, 18+ notice', () => {
    const { home, rg, tabs } = catalog('pt-BR');
    const html = root();
    for (const text of [home.eyebrow, home.heroTitle, home.heroBody, home.heroCta, rg.title, rg.body])
      expect(html).toContain(text);
    for (const tab of ['slots', 'hot', 'live', 'new']) expect(html).toContain(`>${home.tabs[tab]}<`);
    for (const tab of ['home', 'team', 'vip', 'activity', 'mine']) expect(html).toContain(`>${tabs[tab]}<`);
    expect(html).toContain('class="jl-rg__badge"');
    // The game grid waits for the API: placeholders, not games.
    expect(html).toContain('jl-skeleton');
    // Not another language's words.
    expect(html).not.toContain(catalog('en').home.heroTitle);
  });

  it('marks the visitor-only buttons, so that a logged-in player’s first paint hides them', () => {
    const { home } = catalog('pt-BR');
    expect(root()).toMatch(new RegExp(`data-guest-only="true">${home.heroCta}<`));
  });

  it('decides who sees it in <head>, and requests and starts the app after the first paint', () => {
    const html = page();
    const head = html.slice(0, html.indexOf('</head>'));
    // The page's early GETs first (lib/early-get.ts), then the first-paint mode.
    expect(head).toMatch(/<script>try\{\(function startEarlyGets\(/);
    expect(head).toMatch(/try\{var m=\(function firstPaintMode\(/);
    expect(head).toContain('document.documentElement.setAttribute("data-first-paint",m)');
    expect(head).toContain('"/pages/mine/mine":["/wallet/info"');
    // Nothing but the document and the font before the first paint: no module script, no modulepreload;
    // the last script lists the entry and the modules, which the build wrote.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const start =
      /\}\)\("(\/assets\/index-[\w-]+\.js)",(\[[^\]]*\]),"data-first-paint",(\{.*\})\)<\/script>\s*<\/body>/.exec(
        html,
      );
    const modules = JSON.parse(start?.[2] ?? '[]') as string[];
    expect(modules.length).toBeGreaterThan(5);
    // Each other page's own files, requested with the app's code when that page is opened.
    const chunks = JSON.parse(start?.[3] ?? '{}') as { files: string[]; routes: Record<string, number[]> };
    expect(chunks.routes['/pages/mine/mine']?.map((i) => chunks.files[i])).toContainEqual(
      expect.stringMatching(/^\/assets\/mine-page-[\w-]+\.js$/),
    );
    expect(chunks.routes['/']).toBeUndefined();
    for (const file of chunks.files) expect(modules).not.toContain(file);
    for (const file of [start?.[1], ...modules, ...chunks.files])
      expect(existsSync(join(outDir, String(file))), file).toBe(true);
    // The font is preloaded by the <head> script where home is painted from the document, not on every page.
    expect(head).not.toContain('<link rel="preload" as="font"');
    const font = /\(function startFont\([\s\S]*?\}\)\(m,"(\/assets\/[\w-]+\.woff2)","data-font-later"\)/.exec(
      head,
    )?.[1];
    expect(font).toMatch(/plus-jakarta-sans-latin-wght-normal/);
    expect(existsSync(join(outDir, String(font)))).toBe(true);
  });
});
