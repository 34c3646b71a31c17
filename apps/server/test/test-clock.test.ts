import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** TEST_CLOCK: the deployed-product suite's clock (docs/OPERATIONS.md "The test clock"). */
let clocked: TestApp;
let plain: TestApp;
beforeAll(async () => {
  clocked = await createTestApp({ NODE_ENV: 'development', JOBS_ENABLED: 'false', TEST_CLOCK: 'true' });
  plain = await createTestApp({ NODE_ENV: 'development', JOBS_ENABLED: 'false' });
}, 120_000);
afterAll(async () => {
  await clocked?.close();
  await plain?.close();
});

const call = (t: TestApp, method: 'GET' | 'POST', remoteAddress: string, payload?: object) =>
  t.app.inject({ method, url: '/api/v2/dev/clock', remoteAddress, payload });

describe('the test clock', () => {
  it('moves the time the product sees forward, never back, for loopback clients only', async () => {
    const before = clocked.app.now().getTime();
    const moved = (await call(clocked, 'POST', '127.0.0.1', { advance_seconds: 2 * 86_400 })).json();
    expect(moved.code).toBe(1);
    expect(new Date(moved.data.now).getTime()).toBeGreaterThanOrEqual(before + 2 * 86_400_000);
    expect(clocked.app.now().getTime()).toBeGreaterThanOrEqual(before + 2 * 86_400_000);
    const back = (await call(clocked, 'POST', '127.0.0.1', { to: new Date(before).toISOString() })).json();
    expect(new Date(back.data.now).getTime()).toBeGreaterThanOrEqual(before + 2 * 86_400_000);
    const read = (await call(clocked, 'GET', '::1')).json();
    expect(new Date(read.data.now).getTime()).toBeGreaterThanOrEqual(before + 2 * 86_400_000);
    expect((await call(clocked, 'POST', '203.0.113.5', { advance_seconds: 1 })).statusCode).toBe(404);
  });

  it('refuses an unclear move with nothing moved', async () => {
    const before = clocked.app.now().getTime();
    const both = await call(clocked, 'POST', '127.0.0.1', {
      advance_seconds: 5,
      to: new Date().toISOString(),
    });
    expect(both.json()).toMatchObject({ code: 0 });
    const negative = await call(clocked, 'POST', '127.0.0.1', { advance_seconds: -5 });
    expect(negative.json()).toMatchObject({ code: 0, data: { error: 'INVALID_FIELD' } });
    expect(clocked.app.now().getTime() - before).toBeLessThan(5_000);
  });

  it('does not exist without TEST_CLOCK, and production refuses to boot with it', async () => {
    expect((await call(plain, 'POST', '127.0.0.1', { advance_seconds: 1 })).statusCode).toBe(404);
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/jl',
      APP_SECRET: 'x'.repeat(40),
      PIX_WEBHOOK_SECRET: 'y'.repeat(20),
      TEST_CLOCK: 'true',
    };
    expect(() => loadConfig(production)).toThrow(/TEST_CLOCK cannot run in production/);
  });
});
