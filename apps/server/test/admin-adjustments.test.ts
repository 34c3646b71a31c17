import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dependsOn } from '../src/approvals/index.ts';
import { ledgerTransfers, staffAuditLog, staffChanges } from '../src/db/schema.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { getWallet } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { bearer, invitationToken, invitedStaff, refusalAudits, signInStaff } from './staff-fixtures.ts';
import { newPlayer } from './wallet-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, role] of [
    ['fin1', 'finance'],
    ['fin2', 'finance'],
    ['boss', 'owner'],
    ['help', 'support'],
  ] as const) {
    await createStaff(t.database.db, {
      username: name,
      email: `${name}@x.dev`,
      password: `${name}-pass-123`,
      role,
    });
    tokens[name] = await signInStaff(t, name, `${name}-pass-123`);
  }
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const as = (name: string) => bearer(tokens[name]!);
const request = (name: string, memberId: bigint, body: Record<string, unknown>) =>
  t.api('POST', `/admin/players/${memberId}/adjustments`, { headers: as(name), body, form: false });
const approve = (name: string, id: string) =>
  t.api('POST', `/admin/adjustments/${id}/approve`, { headers: as(name), body: {}, form: false });
const reject = (name: string, id: string, reason = 'Pedido em duplicidade') =>
  t.api('POST', `/admin/adjustments/${id}/reject`, { headers: as(name), body: { reason }, form: false });
const cash = async (memberId: bigint) => (await getWallet(t.database.db, memberId)).withdrawable;

describe('adjustments under four eyes', () => {
  it('parses staff amounts strictly: no spaces, commas, exponents, NaN, zero or a sign where none belongs', async () => {
    const { memberId } = await newPlayer(t.database.db);
    for (const amount of [
      ' 50',
      '50 ',
      '50,00',
      '1e3',
      'NaN',
      'Infinity',
      '0',
      '0.00',
      '50.5',
      '-5.00',
      '+5',
      '',
      '12345678901234',
    ]) {
      const answer = await request('fin1', memberId, { code: 2, amount, reason: 'Compensação' });
      expect(answer.data, JSON.stringify(amount)).toMatchObject({ field: 'amount' });
    }
    expect((await request('fin1', memberId, { code: 2, amount: 50, reason: 'Compensação' })).data.field).toBe(
      'amount',
    );
    expect((await request('fin1', memberId, { code: 7, amount: '5.00', reason: 'x y z' })).code).toBe(0);
    expect((await request('fin1', memberId, { code: 2, amount: '5.00' })).data.field).toBe('reason');
    const signed = await request('fin1', memberId, {
      code: 15,
      amount: '-5.00',
      reason: 'Estorno de crédito indevido',
    });
    expect(signed.data.adjustment).toMatchObject({ code: 15, amount: '-5.00', status: 'pending' });
    expect((await request('help', memberId, { code: 2, amount: '5.00', reason: 'x y z' })).data.error).toBe(
      'STAFF_FORBIDDEN',
    );
  });

  it('a request moves nothing; its requester cannot approve it; a second staff member applies it once', async () => {
    const { memberId, token } = await newPlayer(t.database.db);
    const asked = await request('fin1', memberId, {
      code: 2,
      amount: '50.00',
      reason: 'Compensação por falha no jogo',
    });
    const id = asked.data.adjustment.id as string;
    expect(asked.data.adjustment).toMatchObject({
      status: 'pending',
      requested_by_name: 'fin1',
      target: 'cash',
    });
    expect(await cash(memberId)).toBe(0n);
    const self = await approve('fin1', id);
    expect(self.data.error).toBe('STAFF_SELF_APPROVAL');
    expect(await cash(memberId)).toBe(0n);
    const applied = await approve('fin2', id);
    expect(applied.data.adjustment).toMatchObject({ status: 'applied', decided_by_name: 'fin2' });
    expect(await cash(memberId)).toBe(5_000n);
    expect((await approve('boss', id)).data.error).toBe('STAFF_REQUEST_DECIDED');
    // The player's fund log shows it as type 2 "add money".
    const log = await t.api('GET', '/fund/log', { token });
    expect(log.data.list[0]).toMatchObject({ type: 2, amount: '50.00', balance_after: '50.00' });
    const audits = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, id));
    expect(audits.map((a) => a.action)).toEqual(['adjustment.request', 'adjustment.approve']);
  });

  it('concurrent approvals by different staff apply it exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const { memberId } = await newPlayer(t.database.db);
      const asked = await request('fin1', memberId, {
        code: 2,
        amount: '10.00',
        reason: 'Bônus de cortesia',
      });
      const id = asked.data.adjustment.id as string;
      const answers = await Promise.all([
        approve('fin2', id),
        approve('boss', id),
        approve('fin2', id),
        approve('boss', id),
      ]);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      for (const a of answers.filter((x) => x.code !== 1)) expect(a.data.error).toBe('STAFF_REQUEST_DECIDED');
      expect(await cash(memberId)).toBe(1_000n);
      const transfers = await t.database.db
        .select()
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.idempotencyKey, `adjustment:${id}`));
      expect(transfers).toHaveLength(1);
    }
  });

  it('a deduction above the balance is refused and stays pending; a rejected request moves nothing', async () => {
    const { memberId } = await newPlayer(t.database.db);
    const credit = await request('fin1', memberId, { code: 2, amount: '20.00', reason: 'Crédito inicial' });
    await approve('fin2', credit.data.adjustment.id);
    const big = await request('fin1', memberId, { code: 22, amount: '25.00', reason: 'Dedução de saldo' });
    expect((await approve('fin2', big.data.adjustment.id)).data.error).toBe('INSUFFICIENT_FUNDS');
    const list = await t.api('GET', '/admin/adjustments', {
      headers: as('fin2'),
      query: { status: 'pending', member_id: String(memberId) },
    });
    expect(list.data.list.map((a: { id: string }) => a.id)).toContain(big.data.adjustment.id);
    const rejected = await reject('fin1', big.data.adjustment.id);
    expect(rejected.data.adjustment).toMatchObject({
      status: 'rejected',
      decision_reason: 'Pedido em duplicidade',
    });
    expect((await approve('fin2', big.data.adjustment.id)).data.error).toBe('STAFF_REQUEST_DECIDED');
    const fits = await request('fin1', memberId, { code: 22, amount: '5.00', reason: 'Dedução de saldo' });
    await approve('boss', fits.data.adjustment.id);
    expect(await cash(memberId)).toBe(1_500n);
  });

  it('a request not approved within 24 hours expires and can no longer move money', async () => {
    const { memberId } = await newPlayer(t.database.db);
    const asked = await request('fin1', memberId, { code: 2, amount: '9.99', reason: 'Compensação' });
    t.clock.advance(24 * 3_600_000 + 1_000);
    // Staff sessions end after 12 hours in any case: fin2 signs in again the next day.
    tokens.fin2 = await signInStaff(t, 'fin2', 'fin2-pass-123');
    const late = await approve('fin2', asked.data.adjustment.id);
    expect(late.data.error).toBe('STAFF_REQUEST_DECIDED');
    const [row] = (
      await t.api('GET', '/admin/adjustments', {
        headers: as('fin2'),
        query: { member_id: String(memberId) },
      })
    ).data.list;
    expect(row.status).toBe('expired');
    expect(await cash(memberId)).toBe(0n);
  });
});

describe('four eyes that are two people', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    // The sessions of the tests above ended with their clock; everyone signs in again.
    for (const name of ['fin2', 'boss']) tokens[name] = await signInStaff(t, name, `${name}-pass-123`);
  });

  it('refuses the approval of a finance account the requesting owner created (audited, nothing moves)', async () => {
    const { memberId } = await newPlayer(t.database.db);
    const made = await invitedStaff(t, tokens.boss!, 'fin.made', 'finance');
    tokens['fin.made'] = made.token;
    ids['fin.made'] = made.id;
    const asked = await request('boss', memberId, { code: 2, amount: '40.00', reason: 'Compensação' });
    const refused = await approve('fin.made', asked.data.adjustment.id);
    expect(refused).toMatchObject({ code: 0, data: { error: 'STAFF_NOT_INDEPENDENT' } });
    expect(refused.msg).toContain('Outra pessoa independente precisa aprovar');
    expect(await cash(memberId)).toBe(0n);
    expect(await refusalAudits(t, 'adjustment.approve.refused')).toBe(1);
    // Still pending: an independent colleague applies it, once.
    expect((await approve('fin2', asked.data.adjustment.id)).data.adjustment.status).toBe('applied');
    expect(await cash(memberId)).toBe(4_000n);
    // The other way round is independent: the owner was not made by fin.made.
    const theirs = await request('fin.made', memberId, { code: 2, amount: '1.00', reason: 'Compensação' });
    expect((await approve('boss', theirs.data.adjustment.id)).code).toBe(1);
  });

  it('follows the chain: whoever the requester made, and whoever they made, is not independent', async () => {
    const help = (await t.api('GET', '/admin/staff', { headers: as('boss') })).data.list.find(
      (s: { username: string }) => s.username === 'help',
    );
    await t.database.db.insert(staffChanges).values({
      staffId: BigInt(help.id),
      kind: 'role',
      actorId: BigInt(ids['fin.made']!),
      role: 'support',
      at: t.clock.now,
    });
    const boss = (await t.api('GET', '/admin/me', { headers: as('boss') })).data.staff.id;
    expect(await dependsOn(t.database.db, BigInt(help.id), BigInt(boss))).toBe(true);
    expect(await dependsOn(t.database.db, BigInt(boss), BigInt(help.id))).toBe(false);
  });

  it('with a second owner, creations and role grants wait; the other owner’s approval makes the new account independent', async () => {
    await createStaff(t.database.db, {
      username: 'boss2',
      email: 'boss2@x.dev',
      password: 'boss2-pass-123',
      role: 'owner',
    });
    tokens.boss2 = await signInStaff(t, 'boss2', 'boss2-pass-123');
    const asked = await t.api('POST', '/admin/staff', {
      headers: as('boss'),
      body: { username: 'fin.checked', email: 'checked@x.dev', role: 'finance' },
    });
    expect(asked.data).toMatchObject({
      staff: null,
      invitation: null,
      request: { kind: 'create', status: 'pending' },
    });
    const requestId = asked.data.request.id;
    const pending = await t.api('GET', '/admin/staff/requests', { headers: as('boss2') });
    expect(pending.data.list.map((r: { id: string }) => r.id)).toContain(requestId);
    const own = await t.api('POST', `/admin/staff/requests/${requestId}/approve`, {
      headers: as('boss'),
      body: {},
    });
    expect(own.data.error).toBe('STAFF_SELF_APPROVAL');
    const approved = await t.api('POST', `/admin/staff/requests/${requestId}/approve`, {
      headers: as('boss2'),
      body: {},
    });
    expect(approved.data.request.status).toBe('applied');
    const token = invitationToken(approved.data.invitation.path);
    expect(
      (
        await t.api('POST', '/admin/staff/invitations/accept', {
          body: { token, password: 'checked-own-pass' },
        })
      ).code,
    ).toBe(1);
    tokens['fin.checked'] = await signInStaff(t, 'fin.checked', 'checked-own-pass');
    const { memberId } = await newPlayer(t.database.db);
    const adjustment = await request('boss', memberId, { code: 2, amount: '3.00', reason: 'Compensação' });
    expect((await approve('fin.checked', adjustment.data.adjustment.id)).data.adjustment.status).toBe(
      'applied',
    );

    // A role grant waits too: help stays support until boss2 approves.
    const help = (await t.api('GET', '/admin/staff', { headers: as('boss') })).data.list.find(
      (s: { username: string }) => s.username === 'help',
    );
    const grant = await t.api('POST', `/admin/staff/${help.id}`, {
      headers: as('boss'),
      body: { role: 'finance', reason: 'Vai para o financeiro' },
    });
    expect(grant.data.staff.role).toBe('support');
    expect(grant.data.request).toMatchObject({ kind: 'role', role: 'finance', username: 'help' });
    const granted = await t.api('POST', `/admin/staff/requests/${grant.data.request.id}/approve`, {
      headers: as('boss2'),
      body: {},
    });
    expect(granted.data.request.status).toBe('applied');
    const after = (await t.api('GET', '/admin/staff', { headers: as('boss') })).data.list.find(
      (s: { username: string }) => s.username === 'help',
    );
    expect(after.role).toBe('finance');
    const rejected = await t.api('POST', '/admin/staff', {
      headers: as('boss2'),
      body: { username: 'nope', email: 'nope@x.dev', role: 'marketing' },
    });
    const no = await t.api('POST', `/admin/staff/requests/${rejected.data.request.id}/reject`, {
      headers: as('boss'),
      body: { reason: 'Não precisamos' },
    });
    expect(no.data.request.status).toBe('rejected');
    expect(
      (await t.api('GET', '/admin/staff', { headers: as('boss') })).data.list.map(
        (s: { username: string }) => s.username,
      ),
    ).not.toContain('nope');
  });
});
