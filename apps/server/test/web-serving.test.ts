import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let root = '';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'jl-web-'));
  for (const app of ['web', 'admin']) {
    mkdirSync(join(root, app, 'assets'), { recursive: true });
    writeFileSync(join(root, app, 'index.html'), `<!doctype html><title>${app}</title>`);
    writeFileSync(join(root, app, 'assets', `${app}-abc.js`), `console.log('${app}')`);
  }
  t = await createTestApp({ WEB_DIST: join(root, 'web'), ADMIN_DIST: join(root, 'admin') });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html') => t.app.inject({ method: 'GET', url, headers: { accept } });

describe('one process serves the player app at / and the back office at /admin', () => {
  it('answers each app’s index.html for its own client routes (history mode)', async () => {
    for (const url of ['/', '/pages/mine/mine', '/pages/index/index?x=1']) {
      expect((await get(url)).body, url).toContain('<title>web</title>');
    }
    for (const url of ['/admin', '/admin/', '/admin/withdrawals', '/admin/audit?page=2']) {
      expect((await get(url)).body, url).toContain('<title>admin</title>');
    }
  });

  it('serves each app’s hashed assets as immutable, and index.html as no-cache', async () => {
    const asset = await get('/admin/assets/admin-abc.js', '*/*');
    expect(asset.body).toContain("console.log('admin')");
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/web-abc.js', '*/*')).body).toContain("console.log('web')");
    expect((await get('/admin/withdrawals')).headers['cache-control']).toBe('no-cache');
  });

  it('never answers HTML for the API, a missing asset, or a request that does not accept HTML', async () => {
    const api = await get('/api/v2/admin/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
    expect((await get('/admin/assets/missing.js', '*/*')).statusCode).toBe(404);
    expect((await get('/admin/withdrawals', 'application/json')).statusCode).toBe(404);
  });
});

describe('the player app’s inline scripts (the prerendered first paint) and the CSP', () => {
  const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  const scriptSrc = async () =>
    /script-src ([^;]*)/.exec(String((await get('/')).headers['content-security-policy']))?.[1] ?? '';

  it('allows exactly the inline scripts of the index.html being served, also after a rebuild', async () => {
    const page = join(root, 'web', 'index.html');
    writeFileSync(
      page,
      '<!doctype html><head><script>first()</script></head><body><script>start(1)</script>',
    );
    expect(await scriptSrc()).toContain(`'self' ${hash('first()')} ${hash('start(1)')}`);

    // A rebuild while the server runs: the new scripts are allowed, the old ones no longer.
    writeFileSync(page, '<!doctype html><body><script>start(2)</script>');
    utimesSync(page, new Date(), new Date(Date.now() + 5000));
    const after = await scriptSrc();
    expect(after).toContain(hash('start(2)'));
    expect(after).not.toContain(hash('start(1)'));
    // Never an inline script the file does not contain, nor 'unsafe-inline'.
    expect(after).not.toContain('unsafe-inline');
  });
});
