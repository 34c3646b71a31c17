import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDevSecrets } from '../src/config/dev-secrets.ts';
import { loadConfig } from '../src/config/env.ts';
import { isLoopback } from '../src/lib/dev-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { newMember } from './pay-fixtures.ts';

/** Development mode must not fail open (docs/PRODUCT.md "Hostile input"). */

const REMOTE = '203.0.113.7';

// Three development starts shared by every test here (jobs left to the job tests): the default, one
// with the helpers opened, and one behind trusted proxies.
let closed: TestApp;
let open: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  const dev = { NODE_ENV: 'development', JOBS_ENABLED: 'false' };
  closed = await createTestApp({ ...dev, PORT: '3941' });
  open = await createTestApp({ ...dev, DEV_HELPERS_OPEN: 'true' });
  proxied = await createTestApp({ ...dev, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
}, 180_000);
afterAll(async () => {
  await closed?.close();
  await open?.close();
  await proxied?.close();
});

describe('development helpers', () => {
  const get = (t: TestApp, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('answer loopback clients (IPv4, IPv6, mapped) and nobody else by default', async () => {
    for (const url of ['/api/v2/dev/outbox', '/sandbox/pix']) {
      for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await get(closed, url, local)).statusCode, `${url} from ${local}`).toBe(200);
      }
      const remote = await get(closed, url, REMOTE);
      expect(remote.statusCode, url).toBe(404);
      expect(remote.json()).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
    }
    const pay = await closed.app.inject({
      method: 'POST',
      url: '/sandbox/pix/pay',
      remoteAddress: REMOTE,
      payload: { code: 'x' },
    });
    expect(pay.statusCode).toBe(404);
  });

  it('are not offered to a remote player on the recharge screen', async () => {
    const { token } = await newMember(closed);
    const init = (remoteAddress: string) =>
      closed.app.inject({ method: 'GET', url: '/api/v2/recharge/init', headers: { token }, remoteAddress });
    expect((await init('127.0.0.1')).json().data.sandbox_payer_url).toBe('/sandbox/pix');
    expect((await init(REMOTE)).json().data.sandbox_payer_url).toBeNull();
    expect(isLoopback('10.0.0.1')).toBe(false);
    expect(isLoopback('127.10.0.1')).toBe(true);
  });

  it('open to every client only when DEV_HELPERS_OPEN=true', async () => {
    expect((await get(open, '/api/v2/dev/outbox', REMOTE)).statusCode).toBe(200);
    expect((await get(open, '/sandbox/pix', REMOTE)).statusCode).toBe(200);
  });

  it('behind a trusted proxy on the same machine, judge the client the proxy reports', async () => {
    const viaProxy = await get(proxied, '/api/v2/dev/outbox', '127.0.0.1', { 'x-forwarded-for': REMOTE });
    expect(viaProxy.statusCode).toBe(404);
    const localViaProxy = await get(proxied, '/api/v2/dev/outbox', '127.0.0.1', {
      'x-forwarded-for': '127.0.0.1',
    });
    expect(localViaProxy.statusCode).toBe(200);
    // An untrusted peer cannot claim to be local.
    const spoofed = await get(proxied, '/api/v2/dev/outbox', REMOTE, { 'x-forwarded-for': '127.0.0.1' });
    expect(spoofed.statusCode).toBe(404);
  });

  it('do not exist in production', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) })).toThrow();
  });
});

describe('request ids', () => {
  it('go out on every answer: success, refusal, not found', async () => {
    for (const url of ['/api/v2/config/index', '/api/v2/user/info', '/api/v2/nothing-here', '/healthz']) {
      const answer = await closed.app.inject({ method: 'GET', url });
      expect(answer.headers['x-request-id'], url).toMatch(/^[\w.:-]{8,}$/);
    }
  });

  it('take a client-sent id only from a trusted proxy', async () => {
    const headers = { 'x-request-id': 'abc-123-forged' };
    const fromClient = await closed.app.inject({ method: 'GET', url: '/api/v2/config/index', headers });
    expect(fromClient.headers['x-request-id']).not.toBe('abc-123-forged');
    const fromProxy = await proxied.app.inject({
      method: 'GET',
      url: '/api/v2/config/index',
      headers,
      remoteAddress: '10.1.2.3',
    });
    expect(fromProxy.headers['x-request-id']).toBe('abc-123-forged');
    const fromOutside = await proxied.app.inject({
      method: 'GET',
      url: '/api/v2/config/index',
      headers,
      remoteAddress: REMOTE,
    });
    expect(fromOutside.headers['x-request-id']).not.toBe('abc-123-forged');
  });
});

describe('secrets and the public URL of a development start', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'jl-dev-secrets-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('are generated per data directory, kept private, printed once, and stable across restarts', async () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
    const first = await withDevSecrets(config);
    expect(first.lines.join('\n')).toContain(first.config.pixWebhookSecret);
    expect(first.config.pixWebhookSecret.length).toBeGreaterThanOrEqual(32);
    expect((await stat(join(dir, 'dev-secrets.json'))).mode & 0o077).toBe(0);
    const second = await withDevSecrets(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir }));
    expect(second.lines).toEqual([]);
    expect(second.config.pixWebhookSecret).toBe(first.config.pixWebhookSecret);
    expect(second.config.appSecret).toBe(first.config.appSecret);
    const other = await mkdtemp(join(tmpdir(), 'jl-dev-secrets-'));
    const third = await withDevSecrets(loadConfig({ NODE_ENV: 'development', DATA_DIR: other }));
    expect(third.config.pixWebhookSecret).not.toBe(first.config.pixWebhookSecret);
    await rm(other, { recursive: true, force: true });
    expect(await readFile(join(dir, 'dev-secrets.json'), 'utf8')).toContain(first.config.appSecret);
  });

  it('never fall back to a constant, and secrets from the environment win', async () => {
    const a = loadConfig({ NODE_ENV: 'test' });
    const b = loadConfig({ NODE_ENV: 'test' });
    expect(a.appSecret).not.toBe(b.appSecret);
    expect(a.pixWebhookSecret).not.toBe(b.pixWebhookSecret);
    const given = await withDevSecrets(
      loadConfig({
        NODE_ENV: 'development',
        DATA_DIR: dir,
        APP_SECRET: 'a'.repeat(32),
        PIX_WEBHOOK_SECRET: 'b'.repeat(16),
      }),
    );
    expect(given.config.appSecret).toBe('a'.repeat(32));
    expect(given.config.pixWebhookSecret).toBe('b'.repeat(16));
  });

  it('take the public URL and the first site.url from PORT unless PUBLIC_URL is set', async () => {
    expect((await closed.api('GET', '/config/index')).data.site.url).toBe('http://localhost:3941');
    expect(loadConfig({ PORT: '3941' }).PUBLIC_URL).toBe('http://localhost:3941');
    expect(loadConfig({ PORT: '3941', PUBLIC_URL: 'https://jogo.example' }).PUBLIC_URL).toBe(
      'https://jogo.example',
    );
  });
});
