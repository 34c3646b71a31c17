import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffChanges, staffInvitations } from '../src/db/schema.ts';
import { seedStaffOwner } from '../src/modules/admin/index.ts';
import { hashToken } from '../src/modules/admin/staff-service.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { bearer, invitationToken, signInNewStaff, signInStaff } from './staff-fixtures.ts';

/** Invitations instead of passwords (docs/API.md "Staff invitations"). */
let t: TestApp;
let ownerToken = '';

beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
  t.clock.set('2026-03-02T15:00:00Z');
  ownerToken = await signInNewStaff(t, 'boss', 'owner');
});
afterAll(async () => t?.close());

const invite = async (username: string) => {
  const created = await t.api('POST', '/admin/staff', {
    headers: bearer(ownerToken),
    body: { username, email: `${username}@x.dev`, role: 'support' },
  });
  expect(created.code, created.msg).toBe(1);
  return { id: created.data.staff.id as string, token: invitationToken(created.data.invitation.path) };
};
const accept = (token: string, password = 'my-own-password-1') =>
  t.api('POST', '/admin/staff/invitations/accept', { body: { token, password } });
const passwordOf = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(staff)
      .where(eq(staff.id, BigInt(id)))
  )[0]!;

describe('staff invitations', () => {
  it('stores only the token’s hash; the link is single use', async () => {
    const { id, token } = await invite('lia');
    const [row] = await t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.staffId, BigInt(id)));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(Object.values(row!).map(String).join(' ')).not.toContain(token);
    // Before accepting, no password works.
    expect((await t.api('POST', '/admin/login', { body: { username: 'lia', password: '' } })).code).toBe(0);
    expect((await accept(token)).data).toEqual({ username: 'lia' });
    const before = await passwordOf(id);
    const reused = await accept(token, 'another-password-2');
    expect(reused).toMatchObject({ code: 0, data: { error: 'STAFF_INVITATION_INVALID' } });
    expect(reused.msg).toBe('Convite inválido ou já usado. Peça um novo a um proprietário');
    expect((await passwordOf(id)).passwordHash).toBe(before.passwordHash);
    await signInStaff(t, 'lia', 'my-own-password-1');
  });

  it('refuses an expired link (24 h) and an unknown one, with nothing written; a new link spends the old', async () => {
    const { id, token } = await invite('rui');
    t.clock.advance(24 * 3_600_000);
    ownerToken = await signInStaff(t, 'boss', 'boss-pw-123'); // sessions last 12 hours at most
    const expired = await accept(token);
    expect(expired).toMatchObject({ code: 0, data: { error: 'STAFF_INVITATION_EXPIRED', field: 'token' } });
    expect((await passwordOf(id)).passwordSetAt).toBeNull();
    const unknown = await accept('x'.repeat(43));
    expect(unknown.data.error).toBe('STAFF_INVITATION_INVALID');
    expect((await accept('bad token')).data.field).toBe('token');
    // The owner resets the account: a fresh link; the old one stays refused.
    const reset = await t.api('POST', `/admin/staff/${id}/reset-2fa`, {
      headers: bearer(ownerToken),
      body: { reason: 'Convite expirou' },
    });
    const fresh = invitationToken(reset.data.invitation.path);
    expect((await accept(token)).data.error).toBe('STAFF_INVITATION_INVALID');
    expect((await accept(fresh, 'short')).data.field).toBe('password');
    expect((await accept(fresh)).code).toBe(1);
  });

  it('two racing acceptances of one link: exactly one sets the password', async () => {
    const { token } = await invite('ivo');
    const answers = await Promise.all([
      accept(token, 'first-password-1'),
      accept(token, 'second-password-2'),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
  });

  it('records who created each account (the seeded first owner: nobody)', async () => {
    const { id } = await invite('gil');
    const boss = (await t.api('GET', '/admin/me', { headers: bearer(ownerToken) })).data.staff.id;
    const [change] = await t.database.db
      .select()
      .from(staffChanges)
      .where(eq(staffChanges.staffId, BigInt(id)));
    expect(change).toMatchObject({
      kind: 'create',
      actorId: BigInt(boss),
      approvedBy: null,
      role: 'support',
    });
    const fresh = await createTestApp();
    expect((await seedStaffOwner(fresh.database.db)).join('\n')).toContain('Staff owner created');
    const [seeded] = await fresh.database.db.select().from(staffChanges);
    expect(seeded).toMatchObject({ kind: 'create', actorId: null, role: 'owner' });
    await fresh.close();
  });
});
