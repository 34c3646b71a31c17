import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@jl/core';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { base32Decode, totp } from '../src/lib/totp.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import type { TestApp } from './harness.ts';

/** The TOTP secrets of staff enrolled by these helpers, by user name (what their phone app holds). */
export const totpSecrets = new Map<string, string>();
/** Each user's recovery codes, as shown once at enrolment. */
export const recoveryCodes = new Map<string, string[]>();

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code the staff member's authenticator app shows now. */
export const codeFor = (t: TestApp, username: string, at = t.clock.now) =>
  totp(base32Decode(totpSecrets.get(username)!), at);

/**
 * Signs a staff member in with both factors, as the back office does: password, then TOTP enrolment
 * on the first sign-in (recording the secret and the recovery codes) or a fresh code afterwards. The
 * clock moves 30 s before a verification so each sign-in uses a new time step (codes are good once).
 */
export async function signInStaff(t: TestApp, username: string, password: string): Promise<string> {
  const login = await t.api('POST', '/admin/login', { body: { username, password } });
  if (login.code !== 1) throw new Error(JSON.stringify(login));
  const token: string = login.data.token;
  if (login.data.second_factor === 'enrol') {
    const enrol = await t.api('POST', '/admin/2fa/enrol', { headers: bearer(token) });
    expect(enrol.code).toBe(1);
    totpSecrets.set(username, enrol.data.secret);
    const confirm = await t.api('POST', '/admin/2fa/confirm', {
      headers: bearer(token),
      body: { code: codeFor(t, username) },
    });
    expect(confirm.code).toBe(1);
    recoveryCodes.set(username, confirm.data.recovery_codes);
  } else {
    t.clock.advance(30_000);
    const verify = await t.api('POST', '/admin/2fa/verify', {
      headers: bearer(token),
      body: { code: codeFor(t, username) },
    });
    if (verify.code !== 1) throw new Error(JSON.stringify(verify));
  }
  return token;
}

/** A new staff member of `role`, signed in with both factors; answers the bearer token. */
export async function createStaffSession(t: TestApp, role: StaffRole): Promise<string> {
  const username = `${role}${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  await createStaff(t.database.db, { username, email: `${username}@jogolimpo.local`, password, role });
  return signInStaff(t, username, password);
}

/**
 * A staff member of `role` named `username`, created with a known password and signed in with both
 * factors; answers the bearer token (`createStaffSession` when the name does not matter).
 */
export async function signInNewStaff(t: TestApp, username: string, role: StaffRole): Promise<string> {
  const password = `${username}-pw-123`;
  await createStaff(t.database.db, { username, email: `${username}@x.dev`, password, role });
  return signInStaff(t, username, password);
}

/** The token of an invitation link (`/admin/invitation#<token>`). */
export const invitationToken = (path: string) => path.slice(path.indexOf('#') + 1);

/**
 * A staff member created by an owner through the back office's path: the owner's `POST /admin/staff`
 * (applied at once with a single owner), the invitee's acceptance with their own password, then both
 * factors. Answers the new member's bearer token and id.
 */
export async function invitedStaff(
  t: TestApp,
  ownerToken: string,
  username: string,
  role: StaffRole,
): Promise<{ token: string; id: string }> {
  const created = await t.api('POST', '/admin/staff', {
    headers: bearer(ownerToken),
    body: { username, email: `${username}@jogolimpo.local`, role },
  });
  if (created.code !== 1 || !created.data.invitation) throw new Error(JSON.stringify(created));
  const password = `${username}-own-password`;
  const accepted = await t.api('POST', '/admin/staff/invitations/accept', {
    body: { token: invitationToken(created.data.invitation.path), password },
  });
  expect(accepted.code, accepted.msg).toBe(1);
  return { token: await signInStaff(t, username, password), id: created.data.staff.id };
}

/** The audit rows of a refused approval for a non-independent approver. */
export const refusalAudits = async (t: TestApp, action: string) =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from staff_audit_log where action = ${action}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;
