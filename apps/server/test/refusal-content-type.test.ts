import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { newMember, postWebhook } from './pay-fixtures.ts';

/**
 * Every refusal envelope is JSON and says so (docs/API.md "Conventions"): the error handler serialises
 * refusals itself, and a custom serializer leaves `Content-Type` unset unless it is named.
 */
const JSON_UTF8 = 'application/json; charset=utf-8';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Sent = { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string };

async function refusal(request: Sent, app: TestApp = t) {
  const response = await app.app.inject({ ...request, headers: { platform: 'H5', ...request.headers } });
  const body = response.json();
  return { status: response.statusCode, type: response.headers['content-type'], body };
}

describe('refusal envelopes carry Content-Type: application/json; charset=utf-8', () => {
  it('on validation refusals: invalid, unknown and required fields, a body that is no object, an unreadable body', async () => {
    const { token } = await newMember(t);
    const cases: Sent[] = [
      { method: 'GET', url: '/api/v2/fund/log?from=2026-13-01', headers: { token } },
      { method: 'GET', url: '/api/v2/fund/log?size=0', headers: { token } },
      { method: 'GET', url: '/api/v2/fund/log?nope=1', headers: { token } },
      {
        method: 'POST',
        url: '/api/v2/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":"11912345678"}',
      },
      {
        method: 'POST',
        url: '/api/v2/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '[1]',
      },
      {
        method: 'POST',
        url: '/api/v2/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      },
    ];
    for (const request of cases) {
      const answer = await refusal(request);
      expect(answer.body.code, request.url).toBe(0);
      expect(answer.type, `${request.url} ${request.payload ?? ''}`).toBe(JSON_UTF8);
    }
  });

  it('on a refusal of a service rule (AppError), login required (409) and a session ended elsewhere', async () => {
    const { token } = await newMember(t);
    const rule = await refusal({
      method: 'POST',
      url: '/api/v2/wallet/unlock',
      headers: { token, 'idempotency-key': 'k-content-type-1' },
    });
    expect(rule.body.code).toBe(0);
    expect(rule.type).toBe(JSON_UTF8);
    const login = await refusal({ method: 'GET', url: '/api/v2/wallet/info' });
    expect(login.body.code).toBe(409);
    expect(login.type).toBe(JSON_UTF8);
    const unknownToken = await refusal({
      method: 'GET',
      url: '/api/v2/wallet/info',
      headers: { token: 'x'.repeat(40) },
    });
    expect(unknownToken.body.code).toBe(409);
    expect(unknownToken.type).toBe(JSON_UTF8);
  });

  it('on not found (404), before routing (a malformed URL), a body too large (413) and a bad webhook signature (401)', async () => {
    const missing = await refusal({ method: 'GET', url: '/api/v2/no-such-endpoint' });
    expect(missing).toMatchObject({ status: 404, type: JSON_UTF8, body: { data: { error: 'NOT_FOUND' } } });
    const malformed = await refusal({ method: 'GET', url: '/api/v2/%E0%A4%A' });
    expect(malformed).toMatchObject({ status: 404, type: JSON_UTF8 });
    const large = await refusal({
      method: 'POST',
      url: '/api/v2/user/login',
      headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
      payload: '{}',
    });
    expect(large).toMatchObject({
      status: 413,
      type: JSON_UTF8,
      body: { data: { error: 'BODY_TOO_LARGE' } },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payments/pix/webhook',
      headers: { 'content-type': 'application/json', 'x-signature': 'sha256=00' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe(JSON_UTF8);
    expect((await postWebhook(t, {}, { signature: null })).status).toBe(401);
  });

  it('on rate limits (429)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const answers = [];
      for (let i = 0; i < 3; i += 1) {
        answers.push(await refusal({ method: 'GET', url: '/api/v2/game/checkGameStatus' }, limited));
      }
      expect(answers[2]).toMatchObject({
        status: 429,
        type: JSON_UTF8,
        body: { data: { error: 'RATE_LIMITED' } },
      });
    } finally {
      await limited.close();
    }
  });
});
