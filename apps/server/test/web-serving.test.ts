import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
