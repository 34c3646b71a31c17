import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * TRUST_PROXY=true is a documented value ("any peer"). It once crashed the boot: proxy-addr cannot
 * compile 0.0.0.0/0.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'development', JOBS_ENABLED: 'false', TRUST_PROXY: 'true' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('TRUST_PROXY=true', () => {
  it('boots and believes any peer: the forwarded client and the proxy request id', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v2/dev/outbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-request-id': 'edge-42.a' },
    });
    // The development helpers answer loopback clients only: the forwarded 127.0.0.1 is believed.
    expect(answer.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v2/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'edge-43' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['x-request-id']).toBe('edge-43');
  });
});
