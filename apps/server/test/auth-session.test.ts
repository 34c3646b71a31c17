import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { members, sessions } from '../src/modules/auth/auth-schema.ts';
import { createMember, hashToken, seedDemoPlayer } from '../src/modules/auth/index.ts';
import { seedDemoMoney } from '../src/modules/wallet/index.ts';
import { loginAs, newPhone, requestCode } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  // These tests move the clock by hours and days between a player's calls; the idle end (30 min by
  // default) is tested in rg-session.test.ts.
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'segredo123';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function loggedIn() {
  const phone = newPhone();
  const member = await createMember(t.database.db, { phone, password: PASSWORD, now: t.clock.now });
  const answer = await loginAs(t, phone, PASSWORD);
  expect(answer.code).toBe(1);
  return { phone, member, token: answer.data.token as string };
}

const info = (token?: string) => t.api('GET', '/user/info', token ? { token } : {});

describe('tokens', () => {
  it('are 256-bit random and stored only as a hash', async () => {
    const { token, member } = await loggedIn();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(token);
  });

  it('answers 409 without a token, with an unknown one, and after the session expired', async () => {
    expect(await info()).toMatchObject({ status: 200, code: 409, data: { error: 'LOGIN_REQUIRED' } });
    expect((await info('not-a-token')).code).toBe(409);
    const { token } = await loggedIn();
    t.clock.advance(31 * DAY);
    expect((await info(token)).code).toBe(409);
  });

  it('slides the expiry while the session is used', async () => {
    let { token } = await loggedIn();
    for (let i = 0; i < 3; i++) {
      t.clock.advance(20 * DAY);
      const answer = await info(token);
      expect(answer.code).toBe(1);
      token = (answer.headers.token as string | undefined) ?? token;
    }
    // 60 days after the login, still in.
    expect((await info(token)).code).toBe(1);
  });

  it('is replaced after a day: the new one comes in the token header, the old one works for 60 s more', async () => {
    const { token } = await loggedIn();
    t.clock.advance(23 * HOUR);
    const early = await info(token);
    expect(early.code).toBe(1);
    expect(early.headers.token).toBeUndefined();

    t.clock.advance(2 * HOUR);
    const refreshed = await info(token);
    expect(refreshed.code).toBe(1);
    const next = refreshed.headers.token as string;
    expect(next).toMatch(/^[\w-]{43}$/);
    expect(next).not.toBe(token);
    expect((await info(next)).code).toBe(1);

    t.clock.advance(30_000);
    const grace = await info(token);
    expect(grace.code).toBe(1);
    expect(grace.headers.token).toBeUndefined();

    t.clock.advance(31_000);
    expect((await info(token)).code).toBe(409);
    expect((await info(next)).code).toBe(1);
  });

  it('is replaced once when several requests carry the old token at the same time', async () => {
    const { token } = await loggedIn();
    t.clock.advance(DAY + HOUR);
    const answers = await Promise.all(Array.from({ length: 4 }, () => info(token)));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    const issued = answers.map((a) => a.headers.token).filter(Boolean);
    expect(issued).toHaveLength(1);
    expect((await info(issued[0] as string)).code).toBe(1);
  });

  it('ends with logout: the token then answers 409', async () => {
    const { token } = await loggedIn();
    const other = await loginAs(t, (await loggedIn()).phone, PASSWORD);
    expect(await t.api('POST', '/user/logout', { token })).toMatchObject({ code: 1 });
    expect(await info(token)).toMatchObject({ code: 409, data: { error: 'LOGIN_REQUIRED' } });
    expect((await t.api('POST', '/user/logout', { token })).code).toBe(409);
    expect((await info(other.data.token)).code).toBe(1);
  });

  it('answers 302 for a disabled member', async () => {
    const { token, member } = await loggedIn();
    await t.database.db.update(members).set({ status: 1 }).where(eq(members.id, member.id));
    expect(await info(token)).toMatchObject({ code: 302, data: { error: 'SESSION_ENDED' } });
  });

  it('ends every other session on a password change (302), keeping the one that changed it', async () => {
    const { phone, token: here } = await loggedIn();
    const elsewhere = (await loginAs(t, phone, PASSWORD)).data.token;
    const answer = await t.api('POST', '/user/password', {
      token: here,
      body: { old_password: PASSWORD, password: 'novaSenha1', repassword: 'novaSenha1' },
    });
    expect(answer.code).toBe(1);
    expect(await info(elsewhere)).toMatchObject({ code: 302, data: { error: 'SESSION_ENDED' } });
    expect((await info(here)).code).toBe(1);
    expect((await loginAs(t, phone, PASSWORD)).data.error).toBe('INVALID_CREDENTIALS');
    expect((await loginAs(t, phone, 'novaSenha1')).code).toBe(1);
  });

  it('ends every session on a password reset by SMS (302)', async () => {
    const { phone, token } = await loggedIn();
    const sms_code = await requestCode(t, phone, 'reset');
    const reset = await t.api('POST', '/user/password/reset', {
      body: { phone, sms_code, password: 'outraSenha9', repassword: 'outraSenha9' },
    });
    expect(reset.code).toBe(1);
    expect((await info(token)).code).toBe(302);
    expect((await loginAs(t, phone, 'outraSenha9')).code).toBe(1);
  });
});

describe('configuration and environments', () => {
  it('takes the session lifetime from SESSION_TTL_DAYS', async () => {
    const short = await createTestApp({ SESSION_TTL_DAYS: '2' });
    try {
      const phone = newPhone();
      await createMember(short.database.db, { phone, password: PASSWORD });
      const { data } = await short.api('POST', '/user/login', {
        body: { username: phone, password: PASSWORD },
      });
      short.clock.advance(2 * DAY + 1000);
      expect((await short.api('GET', '/user/info', { token: data.token })).code).toBe(409);
    } finally {
      await short.close();
    }
  });

  it('answers HTTP 429 when one address calls login, register or SMS too often', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (const [path, body] of [
        ['/user/login', { username: newPhone(), password: 'x' }],
        ['/user/register', { phone: newPhone() }],
        ['/sms/send', { phone: 'x', scene: 'register' }],
      ] as const) {
        const answers = [];
        for (let i = 0; i < 4; i++) answers.push(await limited.api('POST', path, { body }));
        expect(answers.slice(0, 3).every((a) => a.status === 200)).toBe(true);
        expect(answers[3]).toMatchObject({ status: 429, code: 0, data: { error: 'RATE_LIMITED' } });
      }
    } finally {
      await limited.close();
    }
  });

  it('does not register the SMS outbox in production', async () => {
    const production = await buildApp({
      config: { ...t.config, NODE_ENV: 'production', isProduction: true },
      database: t.database,
    });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/v2/dev/outbox' });
      expect(response.statusCode).toBe(404);
      const dev = await t.app.inject({ method: 'GET', url: '/api/v2/dev/outbox' });
      expect(dev.json()).toMatchObject({ code: 1 });
    } finally {
      await production.close();
    }
  });

  it('seeds the demo player once and prints its login only when it was created', async () => {
    const first = await seedDemoPlayer(t.database.db, t.clock.now);
    expect(first.map((l) => l.trim())).toContain('Demo player: (11) 91234-5678 / demo1234');
    expect(await seedDemoPlayer(t.database.db, t.clock.now)).toEqual([]);
    const login = await loginAs(t, '(11) 91234-5678', 'demo1234');
    expect(login).toMatchObject({ code: 1, data: { userInfo: { nickname: 'Demo', balance: '0.00' } } });
    // The profile reads its balances from the wallet.
    await seedDemoMoney(t.database.db, BigInt(login.data.member_id));
    const profile = await t.api('GET', '/user/info', { token: login.data.token });
    expect(profile.data).toMatchObject({ balance: '100.00', withdrawable: expect.any(String) });
  });
});
