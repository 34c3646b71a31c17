import { LOCALES } from '@jl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the spec launch calls', () => {
  it('serves the site configuration from the database', async () => {
    const answer = await t.api('GET', '/config/index');
    expect(answer.code).toBe(1);
    expect(answer.data.version).toBe('1.0.0');
    expect(answer.data.recharge.min).toBe('10.00');
    expect(answer.data.service.channels.length).toBeGreaterThan(0);
  });

  it('serves the VIP level rules as data.vip_lvl', async () => {
    const answer = await t.api('GET', '/activity/killconfig');
    expect(answer.code).toBe(1);
    expect(answer.data.vip_lvl).toHaveLength(11);
    expect(answer.data.vip_lvl[0]).toMatchObject({ level: 0 });
    // Rules only: nothing in it can steer an outcome.
    expect(JSON.stringify(answer.data)).not.toMatch(/rtp|kill|win_rate|odds/i);
  });

  it('reports the game status, 0 when open', async () => {
    const answer = await t.api('GET', '/game/checkGameStatus');
    expect(answer).toMatchObject({ code: 1, data: { status: 0 } });
  });

  it('records a landing visit with its ageCode and regKey', async () => {
    const answer = await t.api('GET', '/activity/uv', { query: { code: 'ad=kw123', regKey: 'ABC123' } });
    expect(answer).toMatchObject({ code: 1, data: { recorded: true } });
    const rows = await t.database.db.select().from(visits);
    expect(rows.some((r) => r.code === 'ad=kw123' && r.regKey === 'ABC123')).toBe(true);
  });
});

describe('the envelope and bad input', () => {
  it('refuses unknown query fields, naming the field, and writes nothing', async () => {
    const before = await t.database.db.select().from(visits);
    const answer = await t.api('GET', '/activity/uv', { query: { code: 'x', evil: '1' } });
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({ error: 'UNKNOWN_FIELD', field: 'evil' });
    expect(answer.msg).toContain('evil');
    expect(await t.database.db.select().from(visits)).toHaveLength(before.length);
  });

  it('refuses oversize strings naming the field', async () => {
    const answer = await t.api('GET', '/activity/uv', { query: { code: 'x'.repeat(501) } });
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({ error: 'INVALID_FIELD', field: 'code' });
  });

  it('localises messages by the lang header in all five locales, pt-BR by default', async () => {
    const messages = new Set<string>();
    for (const lang of LOCALES) {
      const answer = await t.api('GET', '/activity/uv', { query: { bogus: '1' }, lang });
      messages.add(answer.msg);
    }
    expect(messages.size).toBe(5);
    const fallback = await t.api('GET', '/activity/uv', { query: { bogus: '1' } });
    const pt = await t.api('GET', '/activity/uv', { query: { bogus: '1' }, lang: 'pt-BR' });
    expect(fallback.msg).toBe(pt.msg);
  });

  it('answers unknown API paths with a NOT_FOUND envelope', async () => {
    const answer = await t.api('GET', '/no/such/thing');
    expect(answer.status).toBe(404);
    expect(answer).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
  });

  it('answers an unreadable body with MALFORMED_BODY, not a fault', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/activity/uv',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.json()).toMatchObject({ code: 0, data: { error: 'MALFORMED_BODY' } });
  });
});

describe('operations endpoints', () => {
  it('reports health with a database check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('exposes Prometheus metrics with latency by route and envelope code', async () => {
    await t.api('GET', '/config/index');
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/v2\/config\/index"[^}]*code="1"/,
    );
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json();
    expect(doc.paths['/config/index']).toBeDefined();
    expect(doc.paths['/activity/killconfig']).toBeDefined();
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/config/index' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('missing fields', () => {
  it('answers REQUIRED_FIELD naming a field that was not sent', async () => {
    const answer = await t.api('POST', '/user/login', { body: { username: '11912345678' } });
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({ error: 'REQUIRED_FIELD', field: 'password' });
  });
});
