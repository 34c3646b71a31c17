import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, smsCodes } from '../src/modules/auth/auth-schema.ts';
import { createMember } from '../src/modules/auth/index.ts';
import {
  countRows,
  e164,
  lastCode,
  newPhone,
  registerBody,
  registerPlayer,
  requestCode,
} from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
// Each test starts a day later, so the daily SMS caps of the shared test address start afresh.
beforeEach(() => {
  t.clock.advance(24 * 3600_000);
});

/** Sends from a given network address (the per-IP rules), through the same API. */
async function sendFrom(ip: string, phone: string, scene = 'register') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/sms/send',
    remoteAddress: ip,
    payload: { phone, scene },
  });
  return response.json();
}

describe('registration', () => {
  it('registers a phone typed with a mask, stores it in E.164 and lands the player logged in', async () => {
    const phone = newPhone();
    const sms_code = await requestCode(t, phone);
    const answer = await t.api('POST', '/user/register', { body: registerBody(phone, sms_code) });
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({ member_id: expect.any(String), token: expect.any(String) });
    expect(answer.headers.token).toBe(answer.data.token);
    expect(answer.data.userInfo).toMatchObject({
      member_id: answer.data.member_id,
      phone: expect.stringMatching(/^\(11\) 9\*\*\*\*-\d{4}$/),
      vip_level: 0,
      last_login_at: null,
      has_withdraw_password: false,
      balance: '0.00',
    });
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.id, BigInt(answer.data.member_id)));
    expect(row!.phone).toBe(e164(phone));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const info = await t.api('GET', '/user/info', {
      token: answer.data.token,
      query: { id: answer.data.member_id },
    });
    expect(info).toMatchObject({ code: 1, data: { member_id: answer.data.member_id } });
  });

  it('gives every member its own 8-character invite code without look-alike characters', async () => {
    const a = await registerPlayer(t);
    const b = await registerPlayer(t);
    for (const code of [a.inviteCode, b.inviteCode]) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(a.inviteCode).not.toBe(b.inviteCode);
  });

  it('records the inviter of an invite code, typed in any case', async () => {
    const inviter = await registerPlayer(t);
    const invited = await registerPlayer(t, { invite_code: ` ${inviter.inviteCode.toLowerCase()} ` });
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.id, BigInt(invited.memberId)));
    expect(row!.inviterId).toBe(BigInt(inviter.memberId));
  });

  it('refuses an unknown invite code, naming the field, and writes nothing', async () => {
    const phone = newPhone();
    const sms_code = await requestCode(t, phone);
    const before = await countRows(t, 'members');
    const answer = await t.api('POST', '/user/register', {
      body: registerBody(phone, sms_code, { invite_code: 'ZZZZZZZZ' }),
    });
    expect(answer).toMatchObject({ code: 0, data: { error: 'INVITE_CODE_UNKNOWN', field: 'invite_code' } });
    expect(await countRows(t, 'members')).toBe(before);
    // The code was not used up: the player fixes the invite code and goes on.
    const retry = await t.api('POST', '/user/register', { body: registerBody(phone, sms_code) });
    expect(retry.code).toBe(1);
  });

  it('allows one account per phone', async () => {
    const player = await registerPlayer(t);
    const send = await t.api('POST', '/sms/send', { body: { phone: player.phone, scene: 'register' } });
    expect(send).toMatchObject({ code: 0, data: { error: 'PHONE_TAKEN', field: 'phone' } });
    const again = await t.api('POST', '/user/register', { body: registerBody(e164(player.phone), '123456') });
    expect(again).toMatchObject({ code: 0, data: { error: 'PHONE_TAKEN', field: 'phone' } });
  });

  it('lets exactly one of several concurrent registrations of the same phone win', async () => {
    const phone = newPhone();
    const sms_code = await requestCode(t, phone);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.api('POST', '/user/register', { body: registerBody(phone, sms_code) }),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 1)) {
      expect(refused.code).toBe(0);
      expect(['PHONE_TAKEN', 'SMS_CODE_INVALID']).toContain(refused.data.error);
    }
    const rows = await t.database.db
      .select()
      .from(members)
      .where(eq(members.phone, e164(phone)));
    expect(rows).toHaveLength(1);
  });

  it('maps the unique index to PHONE_TAKEN when inserts race past every check', async () => {
    const phone = newPhone();
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => createMember(t.database.db, { phone, password: 'segredo123' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        error: 'PHONE_TAKEN',
        options: { field: 'phone' },
      });
    }
  });

  describe('refuses bad input with code 0, naming the field, writing nothing', () => {
    const cases: [string, (phone: string, code: string) => Record<string, unknown>, string, string][] = [
      [
        'no phone',
        (_p, c) => ({ ...registerBody('', c), phone: undefined }),
        'phone',
        'Digite seu número de celular',
      ],
      ['an empty phone', (_p, c) => registerBody('', c), 'phone', 'Digite seu número de celular'],
      [
        'a landline',
        (_p, c) => registerBody('(11) 3123-4567', c),
        'phone',
        'Digite um celular brasileiro válido, com DDD: (11) 91234-5678',
      ],
      ['no password', (p, c) => registerBody(p, c, { password: '' }), 'password', 'Digite a senha'],
      [
        'a short password',
        (p, c) => registerBody(p, c, { password: '12345', repassword: '12345' }),
        'password',
        'A senha deve ter de 6 a 32 caracteres',
      ],
      [
        'a long password',
        (p, c) => registerBody(p, c, { password: 'x'.repeat(33), repassword: 'x'.repeat(33) }),
        'password',
        'A senha deve ter de 6 a 32 caracteres',
      ],
      [
        'no repeat',
        (p, c) => registerBody(p, c, { repassword: '' }),
        'repassword',
        'Digite a senha novamente',
      ],
      [
        'a different repeat',
        (p, c) => registerBody(p, c, { repassword: 'segredo124' }),
        'repassword',
        'As duas senhas digitadas são diferentes',
      ],
      ['no SMS code', (p) => registerBody(p, ''), 'sms_code', 'Digite o código de confirmação'],
      [
        'a malformed SMS code',
        (p) => registerBody(p, '12ab56'),
        'sms_code',
        'O código de verificação é inválido',
      ],
      [
        'a wrong SMS code',
        (p, c) => registerBody(p, c === '000000' ? '000001' : '000000'),
        'sms_code',
        'O código de verificação é inválido',
      ],
      [
        'age not confirmed',
        (p, c) => registerBody(p, c, { age_confirm: 0 }),
        'age_confirm',
        'Confirme que você tem mais de 18 anos',
      ],
      [
        'terms not accepted',
        (p, c) => ({ ...registerBody(p, c), terms: undefined }),
        'terms',
        'Leia e aceite os termos de uso',
      ],
      [
        'an unknown field',
        (p, c) => registerBody(p, c, { vip_level: 9 }),
        'vip_level',
        'Campo não permitido: vip_level',
      ],
    ];
    for (const [name, body, field, msg] of cases) {
      it(name, async () => {
        const phone = newPhone();
        const code = await requestCode(t, phone);
        const before = { members: await countRows(t, 'members'), sessions: await countRows(t, 'sessions') };
        const raw = Object.fromEntries(Object.entries(body(phone, code)).filter(([, v]) => v !== undefined));
        const answer = await t.api('POST', '/user/register', { body: raw });
        expect(answer.status).toBe(200);
        expect(answer.code).toBe(0);
        expect(answer.data.field).toBe(field);
        expect(answer.msg).toBe(msg);
        expect({ members: await countRows(t, 'members'), sessions: await countRows(t, 'sessions') }).toEqual(
          before,
        );
      });
    }
  });

  it('answers validation messages in the player language', async () => {
    const body = {
      password: 'segredo123',
      repassword: 'segredo123',
      sms_code: '123456',
      age_confirm: 1,
      terms: 1,
    };
    const en = await t.api('POST', '/user/register', { body, lang: 'en' });
    const zh = await t.api('POST', '/user/register', { body, lang: 'zh-Hans' });
    const es = await t.api('POST', '/user/register', { body: { ...body, phone: '1' }, lang: 'es' });
    expect(en).toMatchObject({ code: 0, msg: 'Enter your phone number', data: { field: 'phone' } });
    expect(zh).toMatchObject({ code: 0, msg: '请输入手机号码', data: { field: 'phone' } });
    expect(es.msg).toContain('celular brasileño');
    const differ = await t.api('POST', '/user/register', {
      body: { ...body, phone: newPhone(), repassword: 'x1234567' },
      lang: 'en',
    });
    expect(differ.msg).toBe('The two passwords you entered are different');
  });
});

describe('SMS codes', () => {
  it('sends a 6-digit code in the player language and stores only its hash', async () => {
    const phone = newPhone();
    const answer = await t.api('POST', '/sms/send', { body: { phone, scene: 'register' }, lang: 'en' });
    expect(answer).toMatchObject({ code: 1, data: { resend_after: 60, expires_in: 300 } });
    const outbox = await t.api('GET', '/dev/outbox', { query: { phone } });
    expect(outbox.data.list[0]).toMatchObject({
      phone: e164(phone),
      text: expect.stringMatching(/your code is \d{6}\. Valid for 5 minutes/),
    });
    const code = await lastCode(t, phone);
    const rows = await t.database.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phone, e164(phone)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code!);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('waits 60 s before another code for the same phone', async () => {
    const phone = newPhone();
    await requestCode(t, phone);
    t.clock.advance(20_000);
    const early = await t.api('POST', '/sms/send', { body: { phone, scene: 'register' }, lang: 'en' });
    expect(early).toMatchObject({ code: 0, data: { error: 'SMS_COOLDOWN', field: 'phone' } });
    expect(early.msg).toContain('40 s');
    t.clock.advance(40_000);
    expect((await t.api('POST', '/sms/send', { body: { phone, scene: 'register' } })).code).toBe(1);
  });

  it('accepts only the latest code, and refuses a code after five minutes', async () => {
    const phone = newPhone();
    const first = await requestCode(t, phone);
    t.clock.advance(61_000);
    const second = await requestCode(t, phone);
    if (first !== second) {
      const old = await t.api('POST', '/user/register', { body: registerBody(phone, first) });
      expect(old).toMatchObject({ code: 0, data: { error: 'SMS_CODE_INVALID', field: 'sms_code' } });
    }
    t.clock.advance(5 * 60_000 + 1000);
    const late = await t.api('POST', '/user/register', { body: registerBody(phone, second) });
    expect(late).toMatchObject({ code: 0, data: { error: 'SMS_CODE_INVALID', field: 'sms_code' } });
    expect(await countRows(t, `members where phone = '${e164(phone)}'`)).toBe(0);
  });

  it('allows five checks of a code: after five wrong ones even the right code fails', async () => {
    const phone = newPhone();
    const code = await requestCode(t, phone);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      const answer = await t.api('POST', '/user/register', { body: registerBody(phone, wrong) });
      expect(answer.data.error).toBe('SMS_CODE_INVALID');
    }
    const right = await t.api('POST', '/user/register', { body: registerBody(phone, code) });
    expect(right).toMatchObject({ code: 0, data: { error: 'SMS_CODE_INVALID' } });
    // A new code starts over.
    t.clock.advance(61_000);
    const fresh = await requestCode(t, phone);
    expect((await t.api('POST', '/user/register', { body: registerBody(phone, fresh) })).code).toBe(1);
  });

  it('sends at most 10 codes a day to one phone', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      expect((await t.api('POST', '/sms/send', { body: { phone, scene: 'register' } })).code).toBe(1);
      t.clock.advance(61_000);
    }
    const over = await t.api('POST', '/sms/send', { body: { phone, scene: 'register' } });
    expect(over).toMatchObject({ code: 0, data: { error: 'SMS_DAILY_LIMIT', field: 'phone' } });
    t.clock.advance(24 * 3600_000);
    expect((await t.api('POST', '/sms/send', { body: { phone, scene: 'register' } })).code).toBe(1);
  });

  it('sends at most 30 codes a day from one network address', async () => {
    for (let i = 0; i < 30; i++) expect((await sendFrom('203.0.113.7', newPhone())).code).toBe(1);
    const over = await sendFrom('203.0.113.7', newPhone());
    expect(over).toMatchObject({ code: 0, data: { error: 'SMS_DAILY_LIMIT' } });
    expect((await sendFrom('203.0.113.8', newPhone())).code).toBe(1);
  });

  it('answers a reset for a phone without an account like any other, but sends nothing', async () => {
    const stranger = newPhone();
    const member = await registerPlayer(t);
    const forStranger = await t.api('POST', '/sms/send', { body: { phone: stranger, scene: 'reset' } });
    const forMember = await t.api('POST', '/sms/send', { body: { phone: member.phone, scene: 'reset' } });
    expect(forStranger).toEqual({ ...forMember, headers: forStranger.headers });
    expect((await t.api('GET', '/dev/outbox', { query: { phone: stranger } })).data.list).toHaveLength(0);
    expect(await lastCode(t, member.phone)).toMatch(/^\d{6}$/);
    // The cooldown applies alike, so it does not tell them apart either.
    const again = await t.api('POST', '/sms/send', { body: { phone: stranger, scene: 'reset' } });
    expect(again.data.error).toBe('SMS_COOLDOWN');
  });

  it('refuses a bad scene or phone naming the field, and stores nothing', async () => {
    const before = await countRows(t, 'sms_codes');
    const scene = await t.api('POST', '/sms/send', { body: { phone: newPhone(), scene: 'withdraw' } });
    expect(scene).toMatchObject({ code: 0, data: { field: 'scene' } });
    const phone = await t.api('POST', '/sms/send', { body: { phone: '(20) 91234-5678', scene: 'register' } });
    expect(phone).toMatchObject({ code: 0, data: { field: 'phone' } });
    expect(await countRows(t, 'sms_codes')).toBe(before);
  });
});
