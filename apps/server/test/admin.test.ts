import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../src/db/schema.ts';
import { createStaff, seedStaffOwner } from '../src/modules/admin/index.ts';
import { getWallet } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { sandboxOf } from './pay-fixtures.ts';
import { signInStaff } from './staff-fixtures.ts';
import { apply, eligiblePlayer, NOON_SP } from './withdraw-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

let ownerPassword = '';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON_SP);
  // The first start of any deployment: an owner with a generated password, printed once.
  const printed = await seedStaffOwner(t.database.db, t.clock.now);
  ownerPassword = /owner \/ (\S+)/.exec(printed.join('\n'))?.[1] ?? '';
  expect(ownerPassword.length).toBeGreaterThanOrEqual(20);
  for (const role of ['finance', 'support', 'marketing'] as const) {
    await createStaff(t.database.db, {
      username: role,
      email: `${role}@jogolimpo.local`,
      password: `${role}-pass-123`,
      role,
    });
  }
  tokens.owner = await login('owner', ownerPassword);
  for (const role of ['finance', 'support', 'marketing'])
    tokens[role] = await login(role, `${role}-pass-123`);
});
beforeEach(() => t.clock.set(NOON_SP));
afterAll(async () => {
  if (t) {
    await sandboxOf(t).settle();
    await assertLedgerInvariants(t.database.db);
  }
  await t?.close();
});

const login = (username: string, password: string) => signInStaff(t, username, password);

const as = (role: string) => ({ authorization: `Bearer ${tokens[role]}` });
const queue = (role: string, status = 'applying') =>
  t.api('GET', '/admin/withdrawals', { headers: as(role), query: { status } });
const approve = (role: string, id: string) =>
  t.api('POST', `/admin/withdrawals/${id}/approve`, { headers: as(role), body: {}, form: false });
const reject = (role: string, id: string, reason = 'Dados bancários divergentes') =>
  t.api('POST', `/admin/withdrawals/${id}/reject`, { headers: as(role), body: { reason } });

async function lastAudit() {
  const [row] = await t.database.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
  return row!;
}

/** A withdrawal above the auto-approve threshold: it waits in the review queue. */
async function underReview(amount = '600.00') {
  const player = await eligiblePlayer(t);
  const applied = await apply(t, player, { amount, account_id: player.accountId });
  expect(applied.data.withdrawal.status).toBe('applying');
  const list = await queue('finance');
  const row = list.data.list.find(
    (w: { order_no: string }) => w.order_no === applied.data.withdrawal.order_no,
  );
  return { player, id: row.id as string, orderNo: row.order_no as string };
}

describe('staff accounts and sign-in', () => {
  it('seeds one owner at first start; the generated password is printed once and stored hashed', async () => {
    expect(await seedStaffOwner(t.database.db)).toEqual([]);
    const stored = (await t.database.db.execute(
      sql`select password_hash from staff where username = 'owner'`,
    )) as unknown as {
      rows: { password_hash: string }[];
    };
    expect(stored.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.rows[0]?.password_hash).not.toContain(ownerPassword);
  });

  it('signs in by e-mail or user name, refuses wrong passwords with one message, and slows the guesser only', async () => {
    const me = await t.api('GET', '/admin/me', { headers: as('owner') });
    expect(me.data).toMatchObject({ staff: { username: 'owner', role: 'owner' }, second_factor: 'done' });
    await createStaff(t.database.db, {
      username: 'temp',
      email: 'temp@x.dev',
      password: 'right-pass-1',
      role: 'support',
    });
    const staffLogin = (username: string, password: string, remoteAddress = '127.0.0.1') =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/v2/admin/login',
          payload: { username, password },
          remoteAddress,
        })
        .then((r) => ({ status: r.statusCode, ...r.json() }));
    const unknown = await staffLogin('nobody', 'x');
    expect(unknown).toMatchObject({
      code: 0,
      msg: 'Usuário ou senha incorretos',
      data: { error: 'STAFF_INVALID_CREDENTIALS' },
    });
    // A real name and an unknown one meet exactly the same answers, in the same order: the login reveals no
    // names.
    for (const name of ['temp', 'ghost']) {
      for (let i = 0; i < 3; i++) {
        expect((await staffLogin(name, 'wrong')).data.error).toBe('STAFF_INVALID_CREDENTIALS');
      }
      const held = await staffLogin(name.toUpperCase(), name === 'temp' ? 'right-pass-1' : 'x');
      expect(held).toMatchObject({ status: 429, code: 0, data: { error: 'LOGIN_THROTTLED' } });
      expect(held.msg).toBe('Muitas tentativas. Tente de novo em 5 s');
    }
    // Nobody is locked out from elsewhere: the staff member signs in from their own address at once.
    expect((await staffLogin('temp', 'right-pass-1', '198.51.100.7')).code).toBe(1);
    t.clock.advance(6_000);
    expect((await staffLogin('temp@x.dev', 'right-pass-1')).code).toBe(1);
    expect((await staffLogin('temp', 'right-pass-1')).code).toBe(1);
    const failures = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'login.failed'));
    expect(failures.length).toBeGreaterThanOrEqual(7);
    const throttled = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'login.throttled'));
    expect(throttled.length).toBe(2);
  });

  it('holds an address that fails across many staff names, and only that address', async () => {
    const staffLogin = (username: string, remoteAddress: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/v2/admin/login',
          payload: { username, password: 'x' },
          remoteAddress,
        })
        .then((r) => r.json());
    for (let i = 0; i < 10; i++) {
      expect((await staffLogin(`stuffed-${i}`, '203.0.113.99')).data.error).toBe('STAFF_INVALID_CREDENTIALS');
    }
    expect((await staffLogin('stuffed-x', '203.0.113.99')).data.error).toBe('LOGIN_THROTTLED');
    expect((await staffLogin('stuffed-x', '203.0.113.98')).data.error).toBe('STAFF_INVALID_CREDENTIALS');
  });

  it('needs a staff bearer token: none, a player token or an expired session answer 409', async () => {
    expect((await t.api('GET', '/admin/withdrawals')).code).toBe(409);
    const player = await eligiblePlayer(t);
    const withPlayer = await t.api('GET', '/admin/withdrawals', {
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(withPlayer).toMatchObject({ code: 409, data: { error: 'STAFF_LOGIN_REQUIRED' } });
    const token = await login('support', 'support-pass-123');
    t.clock.advance(31 * 60_000);
    const idle = await t.api('GET', '/admin/me', { headers: { authorization: `Bearer ${token}` } });
    expect(idle.code).toBe(409);
    tokens.support = await login('support', 'support-pass-123');
  });

  it('ends a session at logout', async () => {
    const token = await login('marketing', 'marketing-pass-123');
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.api('POST', '/admin/logout', { headers })).code).toBe(1);
    expect((await t.api('GET', '/admin/me', { headers })).code).toBe(409);
  });
});

describe('roles', () => {
  it('lets support read the queue but not decide, and marketing neither; refusals are audited', async () => {
    const { id } = await underReview();
    expect((await queue('support')).code).toBe(1);
    const byMarketing = await queue('marketing');
    expect(byMarketing).toMatchObject({ code: 0, data: { error: 'STAFF_FORBIDDEN' } });
    const bySupport = await approve('support', id);
    expect(bySupport).toMatchObject({
      code: 0,
      msg: 'Seu perfil não permite esta ação',
      data: { error: 'STAFF_FORBIDDEN' },
    });
    expect(await lastAudit()).toMatchObject({ action: 'forbidden' });
    expect((await reject('support', id)).data.error).toBe('STAFF_FORBIDDEN');
    expect((await t.api('GET', '/admin/audit', { headers: as('finance') })).data.error).toBe(
      'STAFF_FORBIDDEN',
    );
    expect((await t.api('GET', '/admin/audit', { headers: as('owner') })).code).toBe(1);
  });
});

describe('withdrawal review', () => {
  it('lists the queue oldest first with the full CPF for finance, and audits the read', async () => {
    const { orderNo } = await underReview('700.00');
    const list = await queue('finance');
    const row = list.data.list.find((w: { order_no: string }) => w.order_no === orderNo);
    expect(row).toMatchObject({
      status: 'applying',
      amount: '700.00',
      fee: '14.00',
      net: '686.00',
      review: 'staff',
    });
    expect(row.cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(await lastAudit()).toMatchObject({ action: 'withdrawals.list' });
  });

  it('approves: the payout is sent and paid; the decision is audited with its staff member', async () => {
    const { player, id, orderNo } = await underReview();
    const answer = await approve('finance', id);
    expect(answer.code).toBe(1);
    expect(['wait', 'success']).toContain(answer.data.withdrawal.status);
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'withdrawal.approve'));
    expect(audit.find((a) => a.targetId === id)).toMatchObject({ targetType: 'withdrawal' });
    await sandboxOf(t).settle();
    const detail = await t.api('GET', '/withdraw/detail', {
      token: player.token,
      query: { order_no: orderNo },
    });
    expect(detail.data.status).toBe('success');
    expect((await approve('finance', id)).data.error).toBe('WITHDRAWAL_STATE_CHANGED');
  });

  it('rejects with a reason: the amount returns to the cash and the player sees why', async () => {
    const { player, id, orderNo } = await underReview();
    const before = await getWallet(t.database.db, player.memberId);
    const answer = await reject('owner', id, 'CPF do titular diverge');
    expect(answer.data.withdrawal).toMatchObject({ status: 'rejected', reason: 'CPF do titular diverge' });
    const after = await getWallet(t.database.db, player.memberId);
    expect(after.withdrawable).toBe(before.withdrawable + 60_000n);
    const detail = await t.api('GET', '/withdraw/detail', {
      token: player.token,
      query: { order_no: orderNo },
    });
    expect(detail.data).toMatchObject({
      status: 'rejected',
      status_label: 'Recusado',
      reason: 'CPF do titular diverge',
    });
    expect((await reject('owner', id)).data.error).toBe('WITHDRAWAL_STATE_CHANGED');
    expect((await reject('owner', id, '')).data.field).toBe('reason');
    expect((await approve('owner', '999999')).data.error).toBe('NOT_FOUND');
  });

  it('lets exactly one of racing approve and reject decisions win', async () => {
    for (let round = 0; round < 3; round++) {
      const { player, id } = await underReview();
      const answers = await Promise.all([
        approve('finance', id),
        reject('owner', id),
        approve('owner', id),
        reject('finance', id),
      ]);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect(answers.filter((a) => a.data?.error === 'WITHDRAWAL_STATE_CHANGED')).toHaveLength(3);
      await sandboxOf(t).settle();
      const wallet = await getWallet(t.database.db, player.memberId);
      expect(wallet.withdrawPending).toBe(0n);
    }
  });

  it('keeps the audit log append-only', async () => {
    const row = await lastAudit();
    await expect(
      t.database.db.execute(sql`update staff_audit_log set action = 'x' where id = ${row.id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from staff_audit_log where id = ${row.id}`),
    ).rejects.toThrow();
  });
});
