import { formatDateTime } from '@jl/core/dates.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffAuditLog, staffRecoveryCodes } from '../src/db/schema.ts';
import { base32Decode, totp } from '../src/lib/totp.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { bearer, codeFor, recoveryCodes, signInStaff, totpSecrets } from './staff-fixtures.ts';

let t: TestApp;
let ownerToken = '';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-02T15:00:00Z');
  await createStaff(t.database.db, {
    username: 'boss',
    email: 'boss@x.dev',
    password: 'boss-pass-123',
    role: 'owner',
  });
  ownerToken = await signInStaff(t, 'boss', 'boss-pass-123');
});
afterAll(async () => t?.close());

const password = (username: string) =>
  t.api('POST', '/admin/login', { body: { username, password: `${username}-pass-123` } });
const acceptToken = (path: string) => path.slice(path.indexOf('#') + 1);
const accept = (token: string, newPassword: string) =>
  t.api('POST', '/admin/staff/invitations/accept', { body: { token, password: newPassword } });
const newStaff = async (username: string, role = 'finance') =>
  createStaff(t.database.db, {
    username,
    email: `${username}@x.dev`,
    password: `${username}-pass-123`,
    role: role as 'finance',
  });

describe('TOTP enrolment', () => {
  it('a password-only session can do nothing but enrol: admin endpoints answer STAFF_SECOND_FACTOR_REQUIRED', async () => {
    await newStaff('ana');
    const login = await password('ana');
    expect(login.data).toMatchObject({ second_factor: 'enrol', staff: { totp: false } });
    const headers = bearer(login.data.token);
    expect((await t.api('GET', '/admin/withdrawals', { headers })).data.error).toBe(
      'STAFF_SECOND_FACTOR_REQUIRED',
    );
    expect((await t.api('GET', '/admin/me', { headers })).data.second_factor).toBe('enrol');
    // Confirming before a QR code was shown is refused.
    expect(
      (await t.api('POST', '/admin/2fa/confirm', { headers, body: { code: '123456' } })).data.error,
    ).toBe('STAFF_TOTP_NOT_STARTED');
  });

  it('enrols by QR code, confirms with a code, answers ten recovery codes once and stores only hashes', async () => {
    await newStaff('bia');
    const login = await password('bia');
    const headers = bearer(login.data.token);
    const enrol = await t.api('POST', '/admin/2fa/enrol', { headers });
    expect(enrol.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.data.otpauth_uri).toBe(
      `otpauth://totp/Jogo%20Limpo%3Abia?secret=${enrol.data.secret}&issuer=Jogo+Limpo&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrol.data.qr).toMatch(/^data:image\/png;base64,/);
    const secret = base32Decode(enrol.data.secret);
    const wrong = await t.api('POST', '/admin/2fa/confirm', {
      headers,
      body: { code: totp(secret, new Date(t.clock.now.getTime() - 5 * 60_000)) },
    });
    expect(wrong).toMatchObject({ code: 0, data: { error: 'STAFF_TOTP_INVALID', field: 'code' } });
    expect(
      (await t.api('POST', '/admin/2fa/confirm', { headers, body: { code: ' 12345' } })).data.field,
    ).toBe('code');
    const confirm = await t.api('POST', '/admin/2fa/confirm', {
      headers,
      body: { code: totp(secret, t.clock.now) },
    });
    expect(confirm.code).toBe(1);
    const codes: string[] = confirm.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.username, 'bia'));
    const stored = await t.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, row!.id));
    expect(stored.map((s) => s.codeHash).join()).not.toContain(codes[0]!.replace(/-/g, ''));
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.codeHash))).toBe(true);
    // The session passed the second factor; enrolling again is refused.
    expect((await t.api('GET', '/admin/me', { headers })).data.second_factor).toBe('done');
    expect((await t.api('POST', '/admin/2fa/enrol', { headers })).data.error).toBe('STAFF_TOTP_ENROLLED');
    totpSecrets.set('bia', enrol.data.secret);
    recoveryCodes.set('bia', codes);
  });
});

describe('signing in with the second factor', () => {
  it('accepts the current code once: the same code again (a replay) is refused', async () => {
    t.clock.advance(60_000);
    const first = await password('bia');
    expect(first.data.second_factor).toBe('verify');
    const code = codeFor(t, 'bia');
    const ok = await t.api('POST', '/admin/2fa/verify', {
      headers: bearer(first.data.token),
      body: { code },
    });
    expect(ok.code).toBe(1);
    const second = await password('bia');
    const replay = await t.api('POST', '/admin/2fa/verify', {
      headers: bearer(second.data.token),
      body: { code },
    });
    expect(replay.data.error).toBe('STAFF_TOTP_INVALID');
    expect(
      (await t.api('GET', '/admin/withdrawals', { headers: bearer(second.data.token) })).data.error,
    ).toBe('STAFF_SECOND_FACTOR_REQUIRED');
  });

  it('two requests racing with one code: exactly one passes', async () => {
    t.clock.advance(60_000);
    const a = await password('bia');
    const b = await password('bia');
    const code = codeFor(t, 'bia');
    const answers = await Promise.all(
      [a, b].map((l) =>
        t.api('POST', '/admin/2fa/verify', { headers: bearer(l.data.token), body: { code } }),
      ),
    );
    expect(answers.map((x) => x.code).sort()).toEqual([0, 1]);
  });

  it('recovery codes work once each, with or without dashes and in any case', async () => {
    const [c1, c2] = recoveryCodes.get('bia')!;
    const one = await password('bia');
    const used = await t.api('POST', '/admin/2fa/verify', {
      headers: bearer(one.data.token),
      body: { recovery_code: c1! },
    });
    expect(used.code).toBe(1);
    const two = await password('bia');
    const again = await t.api('POST', '/admin/2fa/verify', {
      headers: bearer(two.data.token),
      body: { recovery_code: c1! },
    });
    expect(again.data.error).toBe('STAFF_TOTP_INVALID');
    const loose = c2!.replace(/-/g, '').toLowerCase();
    expect(
      (
        await t.api('POST', '/admin/2fa/verify', {
          headers: bearer(two.data.token),
          body: { recovery_code: loose },
        })
      ).code,
    ).toBe(1);
    const audits = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, '2fa.recovery_code_used'));
    expect(audits).toHaveLength(2);
  });

  it('five wrong codes lock the account for 15 minutes, say so and until when, end the sessions; an owner unlocks', async () => {
    await newStaff('caio');
    const token = await signInStaff(t, 'caio', 'caio-pass-123');
    const pending = await password('caio');
    const until = new Date(t.clock.now.getTime() + 15 * 60_000);
    const shown = formatDateTime(until);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        await t.api('POST', '/admin/2fa/verify', {
          headers: bearer(pending.data.token),
          body: { code: '000000' },
        }),
      );
    }
    expect(answers.slice(0, 4).map((a) => a.data.error)).toEqual(Array(4).fill('STAFF_TOTP_INVALID'));
    // The fifth says the account is locked and until when (São Paulo time), not a bare "wrong code".
    expect(answers[4]!.data.error).toBe('STAFF_ACCOUNT_LOCKED');
    expect(answers[4]!.msg).toContain(shown);
    expect((await t.api('GET', '/admin/me', { headers: bearer(token) })).code).toBe(409);
    // The right password is refused with the same message: no session, no silent return to the password.
    const again = await password('caio');
    expect(again.data.error).toBe('STAFF_ACCOUNT_LOCKED');
    expect(again.msg).toContain(shown);
    // The owner's list shows the lock; the owner lifts it (audited) and caio signs in again.
    const list = await t.api('GET', '/admin/staff', { headers: bearer(ownerToken) });
    const caio = list.data.list.find((s: { username: string }) => s.username === 'caio');
    expect(caio.locked_until).toBe(until.toISOString());
    const noReason = await t.api('POST', `/admin/staff/${caio.id}/unlock`, {
      headers: bearer(ownerToken),
      body: {},
    });
    expect(noReason.data.field).toBe('reason');
    const unlocked = await t.api('POST', `/admin/staff/${caio.id}/unlock`, {
      headers: bearer(ownerToken),
      body: { reason: 'Confirmado por telefone' },
    });
    expect(unlocked.data.staff.locked_until).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'staff.unlock'));
    expect(row!.detail).toMatchObject({ reason: 'Confirmado por telefone' });
    await signInStaff(t, 'caio', 'caio-pass-123');
  });

  it('a session idle for 30 minutes ends; one in use stays', async () => {
    await newStaff('duda');
    const token = await signInStaff(t, 'duda', 'duda-pass-123');
    for (let i = 0; i < 3; i++) {
      t.clock.advance(20 * 60_000);
      expect((await t.api('GET', '/admin/me', { headers: bearer(token) })).code).toBe(1);
    }
    t.clock.advance(30 * 60_000);
    expect((await t.api('GET', '/admin/me', { headers: bearer(token) })).code).toBe(409);
  });
});

describe('the owner manages staff', () => {
  const owner = () => bearer(ownerToken);
  const refreshOwner = async () => {
    ownerToken = await signInStaff(t, 'boss', 'boss-pass-123');
  };

  it('creates an account with an invitation link, never a password; the invitee sets it and enrols', async () => {
    await refreshOwner();
    const created = await t.api('POST', '/admin/staff', {
      headers: owner(),
      body: { username: 'Edu.Fin', email: 'EDU@x.dev', role: 'finance' },
    });
    expect(created.data.staff).toMatchObject({
      username: 'edu.fin',
      email: 'edu@x.dev',
      role: 'finance',
      totp: false,
      invited: true,
    });
    expect(created.data).not.toHaveProperty('password');
    expect(created.data.request).toBeNull();
    const token = acceptToken(created.data.invitation.path);
    expect(new Date(created.data.invitation.expires_at).getTime() - t.clock.now.getTime()).toBe(
      24 * 3_600_000,
    );
    expect((await accept(token, 'short')).data.field).toBe('password');
    expect((await accept(token, 'edu-own-password-1')).data).toEqual({ username: 'edu.fin' });
    const signed = await signInStaff(t, 'edu.fin', 'edu-own-password-1');
    expect((await t.api('GET', '/admin/me', { headers: bearer(signed) })).data.staff).toMatchObject({
      totp: true,
      invited: false,
    });
    const taken = await t.api('POST', '/admin/staff', {
      headers: owner(),
      body: { username: 'edu.fin', email: 'other@x.dev', role: 'support' },
    });
    expect(taken.data.error).toBe('STAFF_TAKEN');
    const bad = await t.api('POST', '/admin/staff', {
      headers: owner(),
      body: { username: 'a b', email: 'x', role: 'boss' },
    });
    expect(bad.code).toBe(0);
  });

  it('changes roles and disables with a reason (audited before/after); never their own account', async () => {
    const list = await t.api('GET', '/admin/staff', { headers: owner() });
    const edu = list.data.list.find((s: { username: string }) => s.username === 'edu.fin');
    const me = list.data.list.find((s: { username: string }) => s.username === 'boss');
    const changed = await t.api('POST', `/admin/staff/${edu.id}`, {
      headers: owner(),
      body: { role: 'support', reason: 'Mudou de área' },
    });
    expect(changed.data.staff.role).toBe('support');
    const [row] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'staff.update'));
    expect(row!.detail).toMatchObject({
      reason: 'Mudou de área',
      before: { role: 'finance' },
      after: { role: 'support' },
    });
    expect(
      (await t.api('POST', `/admin/staff/${edu.id}`, { headers: owner(), body: { role: 'owner' } })).data
        .field,
    ).toBe('reason');
    const self = await t.api('POST', `/admin/staff/${me.id}`, {
      headers: owner(),
      body: { role: 'support', reason: 'teste' },
    });
    expect(self.data.error).toBe('STAFF_SELF_CHANGE');
    const off = await t.api('POST', `/admin/staff/${edu.id}`, {
      headers: owner(),
      body: { status: 'disabled', reason: 'Saiu da empresa' },
    });
    expect(off.data.staff.status).toBe('disabled');
  });

  it('resets a lost second factor with a reason: their sessions end and they enrol again', async () => {
    await refreshOwner();
    const token = await signInStaff(t, 'bia', 'bia-pass-123');
    const list = await t.api('GET', '/admin/staff', { headers: owner() });
    const bia = list.data.list.find((s: { username: string }) => s.username === 'bia');
    expect(
      (await t.api('POST', `/admin/staff/${bia.id}/reset-2fa`, { headers: owner(), body: {} })).data.field,
    ).toBe('reason');
    const reset = await t.api('POST', `/admin/staff/${bia.id}/reset-2fa`, {
      headers: owner(),
      body: { reason: 'Celular perdido, confirmado por telefone' },
    });
    expect(reset.data.staff).toMatchObject({ totp: false, invited: true });
    expect((await t.api('GET', '/admin/me', { headers: bearer(token) })).code).toBe(409);
    // The old password no longer opens anything: bia sets a new one through the link.
    expect((await password('bia')).data.error).toBe('STAFF_INVALID_CREDENTIALS');
    expect((await accept(acceptToken(reset.data.invitation.path), 'bia-pass-123')).code).toBe(1);
    const again = await password('bia');
    expect(again.data.second_factor).toBe('enrol');
    const recovery = await t.api('POST', '/admin/2fa/verify', {
      headers: bearer(again.data.token),
      body: { recovery_code: recoveryCodes.get('bia')![5]! },
    });
    expect(recovery.code).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'staff.reset_2fa'));
    expect(row!.detail).toMatchObject({ reason: 'Celular perdido, confirmado por telefone' });
  });
});
