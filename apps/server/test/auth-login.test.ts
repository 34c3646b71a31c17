import { inflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../src/modules/auth/index.ts';
import { renderCaptcha } from '../src/modules/captcha/captcha-image.ts';
import { updateSettingsSection } from '../src/modules/config/index.ts';
import { freshCaptcha, lastCode, loginAs, newPhone, requestCode } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  // Logins an hour apart keep both sessions; the idle end (30 min by default) is tested in
  // rg-session.test.ts.
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
});
afterAll(async () => {
  await t.close();
});
// Each test starts two hours later, so that the failure count of the shared test address starts afresh.
beforeEach(() => {
  t.clock.advance(2 * 3600_000);
});
afterEach(async () => {
  await updateSettingsSection(t.database.db, 'login', { captcha: 'after_failures' });
});

const PASSWORD = 'segredo123';

async function seedPlayer(options: { status?: number } = {}) {
  const phone = newPhone();
  const member = await createMember(t.database.db, {
    phone,
    password: PASSWORD,
    status: options.status,
    now: t.clock.now,
  });
  return { phone, member };
}

/** A login from a given network address, for the per-address rules. */
async function loginFrom(ip: string, body: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/user/login',
    remoteAddress: ip,
    payload: body,
  });
  return response.json();
}

async function failLogins(phone: string, times: number) {
  for (let i = 0; i < times; i++) {
    const extra = i >= 3 ? await freshCaptcha(t) : {};
    const answer = await loginAs(t, phone, 'wrong-password', extra);
    expect(answer.code).toBe(0);
  }
}

describe('login', () => {
  it('logs in with the phone typed in any common form and shows the previous login time', async () => {
    const { phone } = await seedPlayer();
    const digits = phone.replace(/\D/g, '');
    const first = await loginAs(t, digits, PASSWORD);
    expect(first).toMatchObject({
      code: 1,
      data: { member_id: expect.any(String), token: expect.any(String) },
    });
    expect(first.data.userInfo.last_login_at).toBeNull();
    expect(first.headers.token).toBe(first.data.token);
    const firstAt = t.clock.now.toISOString();

    t.clock.advance(3600_000);
    const second = await loginAs(t, `+55 ${digits.slice(0, 2)} ${digits.slice(2)}`, PASSWORD);
    expect(second.code).toBe(1);
    expect(second.data.userInfo.last_login_at).toBe(firstAt);
    expect(second.data.token).not.toBe(first.data.token);
    const info = await t.api('GET', '/user/info', { token: second.data.token });
    expect(info.data.last_login_at).toBe(firstAt);
    // Both sessions live side by side.
    expect((await t.api('GET', '/user/info', { token: first.data.token })).code).toBe(1);
  });

  it('answers an unknown phone and a wrong password with the same refusal', async () => {
    const { phone } = await seedPlayer();
    const wrong = await loginAs(t, phone, 'not-the-password');
    const unknown = await loginAs(t, newPhone(), 'not-the-password');
    expect(wrong).toMatchObject({ code: 0, data: { error: 'INVALID_CREDENTIALS', field: 'password' } });
    expect({ code: unknown.code, msg: unknown.msg, data: unknown.data }).toEqual({
      code: wrong.code,
      msg: wrong.msg,
      data: wrong.data,
    });
  });

  it('refuses a username that is not a mobile number, and missing fields, naming them', async () => {
    const notPhone = await loginAs(t, 'admin', PASSWORD);
    expect(notPhone).toMatchObject({ code: 0, data: { field: 'username' } });
    const noUser = await t.api('POST', '/user/login', { body: { password: PASSWORD }, lang: 'en' });
    expect(noUser).toMatchObject({ code: 0, msg: 'Enter your phone number', data: { field: 'username' } });
    const noPassword = await t.api('POST', '/user/login', {
      body: { username: newPhone(), password: '' },
      lang: 'id-ID',
    });
    expect(noPassword).toMatchObject({ code: 0, msg: 'Masukkan kata sandi', data: { field: 'password' } });
  });

  it('refuses a disabled account after the right password only', async () => {
    const { phone } = await seedPlayer({ status: 1 });
    expect((await loginAs(t, phone, 'wrong-password')).data.error).toBe('INVALID_CREDENTIALS');
    expect(await loginAs(t, phone, PASSWORD)).toMatchObject({ code: 0, data: { error: 'ACCOUNT_DISABLED' } });
  });
});

describe('the picture code (captcha)', () => {
  it('serves a raster picture (no shapes to parse), different each time even for the same code', async () => {
    const answer = await t.api('GET', '/common/captcha');
    expect(answer.code).toBe(1);
    expect(answer.data.captcha_id).toMatch(/^[\w-]{20,}$/);
    expect(answer.data.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(answer.data.image.split(',')[1], 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: 150 × 50, 8-bit RGB; nothing but IHDR, IDAT and IEND (no text chunk carrying the answer).
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([150, 50, 8, 2]);
    const chunks: string[] = [];
    for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
      chunks.push(png.subarray(at + 4, at + 8).toString('ascii'));
    }
    expect(chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(inflateSync(png.subarray(41, 41 + png.readUInt32BE(33))).length).toBe(50 * (150 * 3 + 1));
    // Randomised per picture: the same code never gives the same pixels twice.
    expect(renderCaptcha('1234')).not.toBe(renderCaptcha('1234'));
  });

  it('is required after three failures for a phone; a wrong or reused picture is refused', async () => {
    const { phone } = await seedPlayer();
    await failLogins(phone, 3);
    const missing = await loginAs(t, phone, PASSWORD);
    expect(missing).toMatchObject({ code: 0, data: { error: 'CAPTCHA_REQUIRED', field: 'captcha_code' } });

    const captcha = await freshCaptcha(t);
    const wrongCode = String((Number(captcha.captcha_code) + 1) % 10_000).padStart(4, '0');
    const wrong = await loginAs(t, phone, PASSWORD, { ...captcha, captcha_code: wrongCode });
    expect(wrong).toMatchObject({ code: 0, data: { error: 'CAPTCHA_INVALID', field: 'captcha_code' } });
    // Single use: the picture answered wrongly is gone even with the right answer.
    const reused = await loginAs(t, phone, PASSWORD, captcha);
    expect(reused.data.error).toBe('CAPTCHA_INVALID');

    const solved = await freshCaptcha(t);
    expect((await loginAs(t, phone, PASSWORD, solved)).code).toBe(1);
    // Success clears the counts of the phone: no picture from here or from elsewhere.
    expect((await loginFrom('192.0.2.50', { username: phone, password: PASSWORD })).code).toBe(1);
    expect((await loginAs(t, phone, PASSWORD)).code).toBe(1);
  });

  it('has an accessible alternative: a code sent by SMS to the phone stands in for the picture', async () => {
    const { phone } = await seedPlayer();
    await failLogins(phone, 3);
    expect((await loginAs(t, phone, PASSWORD)).data.error).toBe('CAPTCHA_REQUIRED');
    const sms_code = await requestCode(t, phone, 'login');
    const wrong = String((Number(sms_code) + 1) % 1_000_000).padStart(6, '0');
    expect((await loginAs(t, phone, PASSWORD, { sms_code: wrong })).data).toEqual({
      error: 'SMS_CODE_INVALID',
      field: 'sms_code',
    });
    expect((await loginAs(t, phone, PASSWORD, { sms_code })).code).toBe(1);
    // Single use.
    await failLogins(phone, 3);
    expect((await loginAs(t, phone, PASSWORD, { sms_code })).data.error).toBe('SMS_CODE_INVALID');
    // An unknown phone is answered the same, and no message is sent.
    const stranger = newPhone();
    expect((await t.api('POST', '/sms/send', { body: { phone: stranger, scene: 'login' } })).code).toBe(1);
    expect(await lastCode(t, stranger)).toBeUndefined();
  });

  it('expires after five minutes', async () => {
    await updateSettingsSection(t.database.db, 'login', { captcha: 'always' });
    const { phone } = await seedPlayer();
    const captcha = await freshCaptcha(t);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await loginAs(t, phone, PASSWORD, captcha)).data.error).toBe('CAPTCHA_INVALID');
  });

  it('is required after ten failures from one network address, whatever the phones', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < 10; i++) {
      const answer = await loginFrom(ip, { username: newPhone(), password: 'wrong-password' });
      expect(answer.data.error).toBe('INVALID_CREDENTIALS');
    }
    const { phone } = await seedPlayer();
    expect((await loginFrom(ip, { username: phone, password: PASSWORD })).data.error).toBe(
      'CAPTCHA_REQUIRED',
    );
    expect((await loginFrom('198.51.100.24', { username: phone, password: PASSWORD })).code).toBe(1);
    // A login to an account of one's own does not reset the address's count.
    expect(
      (await loginFrom(ip, { username: phone, password: PASSWORD, ...(await freshCaptcha(t)) })).code,
    ).toBe(1);
    expect((await loginFrom(ip, { username: phone, password: PASSWORD })).data.error).toBe(
      'CAPTCHA_REQUIRED',
    );
  });

  it('follows the operator setting: always, or off', async () => {
    const { phone } = await seedPlayer();
    await updateSettingsSection(t.database.db, 'login', { captcha: 'always' });
    expect((await loginAs(t, phone, PASSWORD)).data.error).toBe('CAPTCHA_REQUIRED');
    expect((await loginAs(t, phone, PASSWORD, await freshCaptcha(t))).code).toBe(1);

    // Off: never a picture code, but the growing holds still slow a guesser after five failures.
    await updateSettingsSection(t.database.db, 'login', { captcha: 'off' });
    for (let i = 0; i < 5; i++)
      expect((await loginAs(t, phone, 'wrong-password')).data.error).toBe('INVALID_CREDENTIALS');
    expect((await loginAs(t, phone, PASSWORD)).data.error).toBe('LOGIN_THROTTLED');
    t.clock.advance(5_000);
    expect((await loginAs(t, phone, PASSWORD)).code).toBe(1);
  });
});

describe('throttling (docs/API.md "Throttling")', () => {
  it('counts concurrent wrong passwords atomically: 30 at once, at most 3 get past the picture code', async () => {
    const { phone } = await seedPlayer();
    const ip = '198.51.100.61';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/user/login',
          remoteAddress: ip,
          payload: { username: phone, password: 'wrong-password' },
        }),
      ),
    );
    const errors = answers.map((a) => {
      expect(a.statusCode).toBeLessThan(500);
      return a.json().data.error as string;
    });
    expect(errors.filter((e) => e === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(3);
    expect(errors.every((e) => e === 'INVALID_CREDENTIALS' || e === 'CAPTCHA_REQUIRED')).toBe(true);
  });

  it('holds only the guessing address, with growing delays; the player signs in from elsewhere at once', async () => {
    const { phone } = await seedPlayer();
    const ip = '198.51.100.62';
    const attempt = async (password: string, from = ip) =>
      loginFrom(from, { username: phone, password, ...(await freshCaptcha(t)) });
    for (let i = 0; i < 5; i++)
      expect((await attempt('wrong-password')).data.error).toBe('INVALID_CREDENTIALS');
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      remoteAddress: ip,
      headers: { lang: 'en' },
      payload: { username: phone, password: PASSWORD, ...(await freshCaptcha(t)) },
    });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({
      code: 0,
      msg: 'Too many attempts. Try again in 5 s',
      data: { error: 'LOGIN_THROTTLED' },
    });
    // Ten wrong passwords from one address lock nobody out: the owner signs in from another address.
    expect((await loginFrom('198.51.100.63', { username: phone, password: PASSWORD })).code).toBe(1);
    // The guessing pair is still held; each further failure doubles the wait.
    t.clock.advance(5_000);
    expect((await attempt('wrong-password')).data.error).toBe('INVALID_CREDENTIALS');
    expect((await attempt(PASSWORD)).data.error).toBe('LOGIN_THROTTLED');
    t.clock.advance(9_000);
    expect((await attempt(PASSWORD)).data.error).toBe('LOGIN_THROTTLED');
    t.clock.advance(1_000);
    expect((await attempt(PASSWORD)).code).toBe(1);
  });

  it('answers an unknown phone exactly like a known one at every step', async () => {
    const { phone } = await seedPlayer();
    const stranger = newPhone();
    const sequence = async (username: string, ip: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 7; i++) {
        const extra = i >= 3 && i !== 4 ? await freshCaptcha(t) : {};
        const answer = await loginFrom(ip, { username, password: 'wrong-password', ...extra });
        seen.push(`${answer.data.error}:${answer.msg}`);
      }
      return seen;
    };
    const known = await sequence(phone, '198.51.100.64');
    expect(known).toContain('LOGIN_THROTTLED:Muitas tentativas. Tente de novo em 5 s');
    expect(await sequence(stranger, '198.51.100.65')).toEqual(known);
  });

  it('asks for the picture code, never locks, after ten failures of a phone from many addresses', async () => {
    const { phone } = await seedPlayer();
    for (let i = 0; i < 10; i++) {
      const answer = await loginFrom(`203.0.113.${10 + i}`, { username: phone, password: 'wrong-password' });
      expect(answer.data.error).toBe('INVALID_CREDENTIALS');
    }
    const fresh = '203.0.113.50';
    expect((await loginFrom(fresh, { username: phone, password: PASSWORD })).data.error).toBe(
      'CAPTCHA_REQUIRED',
    );
    expect(
      (await loginFrom(fresh, { username: phone, password: PASSWORD, ...(await freshCaptcha(t)) })).code,
    ).toBe(1);
  });

  it('starts counting again after an hour without failures', async () => {
    const { phone } = await seedPlayer();
    await failLogins(phone, 3);
    t.clock.advance(3600_000);
    expect((await loginAs(t, phone, PASSWORD)).code).toBe(1);
  });
});
