import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { captchas } from '../src/modules/captcha/captcha-schema.ts';
import type { ApiAnswer, TestApp } from './harness.ts';

let serial = 0;

/** A fresh, valid mobile number as a player would type it: "(11) 9xxxx-xxxx". */
export function newPhone(): string {
  serial += 1;
  const rest = String(serial).padStart(8, '0');
  return `(11) 9${rest.slice(0, 4)}-${rest.slice(4)}`;
}

export function e164(typed: string): string {
  return `+55${typed.replace(/\D/g, '')}`;
}

/** Asks for an SMS code and reads it from the development outbox. */
export async function requestCode(
  t: TestApp,
  phone: string,
  scene: 'register' | 'reset' | 'login' = 'register',
): Promise<string> {
  const sent = await t.api('POST', '/sms/send', { body: { phone, scene } });
  expect(sent, JSON.stringify(sent)).toMatchObject({ code: 1 });
  const code = await lastCode(t, phone);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

export async function lastCode(t: TestApp, phone: string): Promise<string | undefined> {
  const outbox = await t.api('GET', '/dev/outbox', { query: { phone } });
  const text: string | undefined = outbox.data.list[0]?.text;
  return text?.match(/\b(\d{6})\b/)?.[1];
}

export type Player = { phone: string; password: string; token: string; memberId: string; inviteCode: string };

/** The registration form (password `segredo123` unless `extra` says otherwise), ages and terms accepted. */
export function registerBody(phone: string, sms_code: string, extra: Record<string, unknown> = {}) {
  return {
    phone,
    password: 'segredo123',
    repassword: 'segredo123',
    sms_code,
    age_confirm: 1,
    terms: 1,
    ...extra,
  };
}

/** Registers a player through the API (code, then register) and returns its login. */
export async function registerPlayer(
  t: TestApp,
  options: { phone?: string; password?: string; invite_code?: string } = {},
): Promise<Player> {
  const phone = options.phone ?? newPhone();
  const password = options.password ?? 'segredo123';
  const sms_code = await requestCode(t, phone);
  // Codes can be asked for once a minute per phone; move on so the next one is not refused.
  t.clock.advance(61_000);
  const answer = await t.api('POST', '/user/register', {
    body: registerBody(phone, sms_code, {
      password,
      repassword: password,
      ...(options.invite_code ? { invite_code: options.invite_code } : {}),
    }),
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 1 });
  return {
    phone,
    password,
    token: answer.data.token,
    memberId: answer.data.member_id,
    inviteCode: answer.data.userInfo.invite_code,
  };
}

export function loginAs(
  t: TestApp,
  username: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<ApiAnswer> {
  return t.api('POST', '/user/login', { body: { username, password, ...extra } });
}

/** Reads a picture code the way a person would, by trying the 10 000 answers against its stored HMAC. */
export async function solveCaptcha(t: TestApp, captchaId: string): Promise<string> {
  const [row] = await t.database.db.select().from(captchas).where(eq(captchas.id, captchaId));
  for (let n = 0; n < 10_000; n++) {
    const code = String(n).padStart(4, '0');
    const hash = createHmac('sha256', t.config.appSecret)
      .update(`captcha:${captchaId}:${code}`)
      .digest('hex');
    if (hash === row!.codeHash) return code;
  }
  throw new Error('captcha not found');
}

export async function freshCaptcha(t: TestApp): Promise<{ captcha_id: string; captcha_code: string }> {
  const answer = await t.api('GET', '/common/captcha');
  return { captcha_id: answer.data.captcha_id, captcha_code: await solveCaptcha(t, answer.data.captcha_id) };
}

export async function countRows(t: TestApp, table: string): Promise<number> {
  const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]!.n;
}
