import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../src/modules/auth/auth-schema.ts';
import { createMember, verifyWithdrawPassword } from '../src/modules/auth/index.ts';
import { updateSettingsSection } from '../src/modules/config/index.ts';
import { countRows, freshCaptcha, lastCode, loginAs, newPhone, requestCode } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
// Each test starts a day later: fresh daily SMS caps and failure counts for the shared test address.
beforeEach(() => {
  t.clock.advance(24 * 3600_000);
});

const PASSWORD = 'segredo123';

async function loggedIn() {
  const phone = newPhone();
  const member = await createMember(t.database.db, { phone, password: PASSWORD, now: t.clock.now });
  const answer = await loginAs(t, phone, PASSWORD);
  return { phone, member, token: answer.data.token as string };
}

async function memberRow(id: bigint) {
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  return row!;
}

describe('changing the login password', () => {
  const cases: [string, Record<string, string>, string, string, string][] = [
    [
      'no old password',
      { password: 'novaSenha1', repassword: 'novaSenha1' },
      'old_password',
      'Digite a senha antiga',
      'Enter old password',
    ],
    [
      'no new password',
      { old_password: PASSWORD, password: '', repassword: '' },
      'password',
      'Digite uma nova senha',
      'Enter a new password',
    ],
    [
      'no repeat',
      { old_password: PASSWORD, password: 'novaSenha1' },
      'repassword',
      'Digite a senha novamente',
      'Enter password again',
    ],
    [
      'different passwords',
      { old_password: PASSWORD, password: 'novaSenha1', repassword: 'novaSenha2' },
      'repassword',
      'As duas senhas digitadas são diferentes',
      'The two passwords you entered are different',
    ],
    [
      'a short new password',
      { old_password: PASSWORD, password: 'abc', repassword: 'abc' },
      'password',
      'A senha deve ter de 6 a 32 caracteres',
      'The password must have 6 to 32 characters',
    ],
  ];
  for (const [name, body, field, pt, en] of cases) {
    it(`refuses ${name} naming the field, in pt-BR and en, changing nothing`, async () => {
      const { token, member } = await loggedIn();
      const before = (await memberRow(member.id)).passwordHash;
      const inPt = await t.api('POST', '/user/password', { token, body });
      const inEn = await t.api('POST', '/user/password', { token, body, lang: 'en' });
      expect(inPt).toMatchObject({ code: 0, msg: pt, data: { field } });
      expect(inEn).toMatchObject({ code: 0, msg: en, data: { field } });
      expect((await memberRow(member.id)).passwordHash).toBe(before);
    });
  }

  it('refuses a wrong old password and an unchanged one', async () => {
    const { token } = await loggedIn();
    const wrong = await t.api('POST', '/user/password', {
      token,
      body: { old_password: 'nope-nope', password: 'novaSenha1', repassword: 'novaSenha1' },
    });
    expect(wrong).toMatchObject({ code: 0, data: { error: 'OLD_PASSWORD_WRONG', field: 'old_password' } });
    const same = await t.api('POST', '/user/password', {
      token,
      body: { old_password: PASSWORD, password: PASSWORD, repassword: PASSWORD },
    });
    expect(same).toMatchObject({ code: 0, data: { error: 'PASSWORD_UNCHANGED', field: 'password' } });
  });

  it('needs a session', async () => {
    const answer = await t.api('POST', '/user/password', {
      body: { old_password: 'a', password: 'b', repassword: 'b' },
    });
    expect(answer.code).toBe(409);
  });
});

describe('resetting a forgotten password by SMS', () => {
  it('sets the new password with a reset code, which works only once', async () => {
    const { phone } = await loggedIn();
    const sms_code = await requestCode(t, phone, 'reset');
    const body = { phone, sms_code, password: 'novaSenha1', repassword: 'novaSenha1' };
    expect((await t.api('POST', '/user/password/reset', { body })).code).toBe(1);
    expect((await loginAs(t, phone, 'novaSenha1')).code).toBe(1);
    const reused = await t.api('POST', '/user/password/reset', {
      body: { ...body, password: 'terceira1', repassword: 'terceira1' },
    });
    expect(reused).toMatchObject({ code: 0, data: { error: 'SMS_CODE_INVALID', field: 'sms_code' } });
    expect((await loginAs(t, phone, 'novaSenha1')).code).toBe(1);
  });

  it('does not accept a registration code for a reset', async () => {
    const phone = newPhone();
    const registerCode = await requestCode(t, phone, 'register');
    await createMember(t.database.db, { phone, password: PASSWORD });
    const answer = await t.api('POST', '/user/password/reset', {
      body: { phone, sms_code: registerCode, password: 'novaSenha1', repassword: 'novaSenha1' },
    });
    expect(answer.data.error).toBe('SMS_CODE_INVALID');
  });

  it('lifts the login holds of the phone', async () => {
    const { phone } = await loggedIn();
    await updateSettingsSection(t.database.db, 'login', { captcha: 'off' });
    for (let i = 0; i < 5; i++) await loginAs(t, phone, 'wrong');
    await updateSettingsSection(t.database.db, 'login', { captcha: 'after_failures' });
    expect((await loginAs(t, phone, PASSWORD)).data.error).toBe('LOGIN_THROTTLED');
    const sms_code = await requestCode(t, phone, 'reset');
    await t.api('POST', '/user/password/reset', {
      body: { phone, sms_code, password: 'novaSenha1', repassword: 'novaSenha1' },
    });
    // The phone's holds are lifted; the address's own failures still ask for a picture code.
    expect((await loginAs(t, phone, 'novaSenha1', await freshCaptcha(t))).code).toBe(1);
  });

  it('fails for a phone without an account like a wrong code', async () => {
    const stranger = newPhone();
    expect((await t.api('POST', '/sms/send', { body: { phone: stranger, scene: 'reset' } })).code).toBe(1);
    expect(await lastCode(t, stranger)).toBeUndefined();
    const before = await countRows(t, 'members');
    const answer = await t.api('POST', '/user/password/reset', {
      body: { phone: stranger, sms_code: '123456', password: 'novaSenha1', repassword: 'novaSenha1' },
    });
    expect(answer).toMatchObject({ code: 0, data: { error: 'SMS_CODE_INVALID', field: 'sms_code' } });
    expect(await countRows(t, 'members')).toBe(before);
  });

  it('refuses bad input naming the field', async () => {
    const missingCode = await t.api('POST', '/user/password/reset', {
      body: { phone: newPhone(), password: 'novaSenha1', repassword: 'novaSenha1' },
      lang: 'en',
    });
    expect(missingCode).toMatchObject({
      code: 0,
      msg: 'Enter confirmation code',
      data: { field: 'sms_code' },
    });
    const missingPhone = await t.api('POST', '/user/password/reset', {
      body: { sms_code: '123456', password: 'novaSenha1', repassword: 'novaSenha1' },
    });
    expect(missingPhone).toMatchObject({
      code: 0,
      msg: 'Digite seu número de celular',
      data: { field: 'phone' },
    });
  });
});

describe('the withdrawal password', () => {
  it('is set the first time with the login password, as six digits hashed with Argon2id', async () => {
    const { token, member } = await loggedIn();
    const noLogin = await t.api('POST', '/user/withdraw-password', {
      token,
      body: { password: '246810', repassword: '246810' },
    });
    expect(noLogin).toMatchObject({ code: 0, data: { field: 'login_password' } });
    const wrongLogin = await t.api('POST', '/user/withdraw-password', {
      token,
      body: { password: '246810', repassword: '246810', login_password: 'wrong' },
    });
    expect(wrongLogin).toMatchObject({
      code: 0,
      data: { error: 'LOGIN_PASSWORD_WRONG', field: 'login_password' },
    });
    expect((await memberRow(member.id)).withdrawPasswordHash).toBeNull();

    const set = await t.api('POST', '/user/withdraw-password', {
      token,
      body: { password: '246810', repassword: '246810', login_password: PASSWORD },
    });
    expect(set.code).toBe(1);
    expect((await memberRow(member.id)).withdrawPasswordHash).toMatch(/^\$argon2id\$/);
    expect((await t.api('GET', '/user/info', { token })).data.has_withdraw_password).toBe(true);
  });

  it('refuses anything but six digits, and a repeat that differs, naming the field', async () => {
    const { token, member } = await loggedIn();
    for (const [password, repassword, field] of [
      ['12345', '12345', 'password'],
      ['12345a', '12345a', 'password'],
      ['1234567', '1234567', 'password'],
      ['', '', 'password'],
      ['123456', '', 'repassword'],
      ['123456', '654321', 'repassword'],
    ]) {
      const answer = await t.api('POST', '/user/withdraw-password', {
        token,
        body: { password: password!, repassword: repassword!, login_password: PASSWORD },
      });
      expect(answer, `${password}/${repassword}`).toMatchObject({ code: 0, data: { field } });
    }
    expect((await memberRow(member.id)).withdrawPasswordHash).toBeNull();
  });

  it('is changed with the old one, under a lock of 15 minutes after 5 wrong tries', async () => {
    const { token, member } = await loggedIn();
    await t.api('POST', '/user/withdraw-password', {
      token,
      body: { password: '111222', repassword: '111222', login_password: PASSWORD },
    });
    const noOld = await t.api('POST', '/user/withdraw-password', {
      token,
      body: { password: '333444', repassword: '333444' },
      lang: 'en',
    });
    expect(noOld).toMatchObject({ code: 0, msg: 'Enter old password', data: { field: 'old_password' } });
    const wrong = await t.api('POST', '/user/withdraw-password', {
      token,
      body: { old_password: '999999', password: '333444', repassword: '333444' },
      lang: 'en',
    });
    expect(wrong).toMatchObject({
      code: 0,
      msg: 'Wrong withdrawal password. 4 attempts left',
      data: { error: 'WITHDRAW_PASSWORD_WRONG', field: 'old_password' },
    });
    const changed = await t.api('POST', '/user/withdraw-password', {
      token,
      body: { old_password: '111222', password: '333444', repassword: '333444' },
    });
    expect(changed.code).toBe(1);
    await expect(
      verifyWithdrawPassword(t.database.db, member.id, '333444', { now: t.clock.now }),
    ).resolves.toBeUndefined();
  });

  it('is checked by verifyWithdrawPassword with its own count: five wrong lock it for 15 minutes', async () => {
    const { token, member } = await loggedIn();
    const check = (password: string) =>
      verifyWithdrawPassword(t.database.db, member.id, password, { now: t.clock.now });
    await expect(check('123456')).rejects.toMatchObject({
      error: 'WITHDRAW_PASSWORD_NOT_SET',
      options: { field: 'withdraw_password' },
    });
    await t.api('POST', '/user/withdraw-password', {
      token,
      body: { password: '135790', repassword: '135790', login_password: PASSWORD },
    });

    for (let left = 4; left >= 1; left--) {
      await expect(check('000000')).rejects.toMatchObject({
        error: 'WITHDRAW_PASSWORD_WRONG',
        options: { vars: { attempts: left } },
      });
    }
    await expect(check('000000')).rejects.toMatchObject({
      error: 'WITHDRAW_PASSWORD_LOCKED',
      options: { vars: { minutes: 15 } },
    });
    await expect(check('135790')).rejects.toMatchObject({ error: 'WITHDRAW_PASSWORD_LOCKED' });
    // The login itself is not affected by the withdrawal lock.
    expect((await loginAs(t, (await loggedIn()).phone, PASSWORD)).code).toBe(1);

    t.clock.advance(15 * 60_000);
    await expect(check('135790')).resolves.toBeUndefined();
    // A success clears the count: four more wrong tries do not lock.
    for (let i = 0; i < 4; i++)
      await expect(check('000000')).rejects.toMatchObject({ error: 'WITHDRAW_PASSWORD_WRONG' });
    await expect(check('135790')).resolves.toBeUndefined();
  });
});

describe('the profile', () => {
  it('shows the masked phone, invite code, VIP level, registration time and balance', async () => {
    const { token, member } = await loggedIn();
    const answer = await t.api('GET', '/user/info', { token, query: { id: String(member.id) } });
    expect(answer).toMatchObject({
      code: 1,
      data: {
        member_id: String(member.id),
        phone: expect.stringMatching(/^\(11\) 9\*\*\*\*-\d{4}$/),
        invite_code: member.inviteCode,
        vip_level: 0,
        registered_at: member.createdAt.toISOString(),
        balance: '0.00',
      },
    });
  });

  it('refuses unknown query fields', async () => {
    const { token } = await loggedIn();
    const answer = await t.api('GET', '/user/info', { token, query: { other: '1' } });
    expect(answer).toMatchObject({ code: 0, data: { error: 'UNKNOWN_FIELD', field: 'other' } });
  });
});
