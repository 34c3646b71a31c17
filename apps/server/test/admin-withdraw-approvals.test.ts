import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerTransfers, staffAuditLog, withdrawals } from '../src/db/schema.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { updateSettingsSection } from '../src/modules/config/index.ts';
import { getWallet } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { sandboxOf } from './pay-fixtures.ts';
import { bearer, invitedStaff, refusalAudits, signInStaff } from './staff-fixtures.ts';
import { apply, eligiblePlayer, NOON_SP } from './withdraw-fixtures.ts';

/**
 * Withdrawals above the second configured amount (`withdraw.twoApprovalsAbove`) need two approvals
 * from two different staff members: the first is recorded, the second sends the payout.
 */
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON_SP);
  for (const [name, role] of [
    ['fin1', 'finance'],
    ['fin2', 'finance'],
    ['boss', 'owner'],
    ['help', 'support'],
  ] as const) {
    await createStaff(t.database.db, {
      username: name,
      email: `${name}@x.dev`,
      password: `${name}-pw-123`,
      role,
    });
    tokens[name] = await signInStaff(t, name, `${name}-pw-123`);
  }
  // VIP2 may withdraw up to R$ 1.000 a time: one approval from R$ 500,01, two from R$ 650,01.
  await updateSettingsSection(t.database.db, 'withdraw', {
    min: '20.00',
    windowStart: '00:00',
    windowEnd: '22:00',
    timeZone: 'America/Sao_Paulo',
    autoApproveMax: '500.00',
    twoApprovalsAbove: '650.00',
  });
});
beforeEach(() => t.clock.set(NOON_SP));
afterAll(async () => {
  if (t) {
    await sandboxOf(t).settle();
    await assertLedgerInvariants(t.database.db);
  }
  await t?.close();
});

const as = (name: string) => bearer(tokens[name]!);
const approve = (name: string, id: string) =>
  t.api('POST', `/admin/withdrawals/${id}/approve`, { headers: as(name), body: {}, form: false });
const reject = (name: string, id: string) =>
  t.api('POST', `/admin/withdrawals/${id}/reject`, {
    headers: as(name),
    body: { reason: 'Titular diverge' },
  });

async function underReview(amount: string) {
  const player = await eligiblePlayer(t);
  const applied = await apply(t, player, { amount, account_id: player.accountId });
  expect(applied.data.withdrawal.status).toBe('applying');
  const [row] = await t.database.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.orderNo, applied.data.withdrawal.order_no));
  return { player, id: String(row!.id), orderNo: row!.orderNo };
}

const payoutTransfers = async (orderNo: string) =>
  (
    await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `%${orderNo}%`))
  ).length;

describe('two approvals above the second amount', () => {
  it('needs one approval up to the second amount and two above it (fixed when the player applies)', async () => {
    const one = await underReview('650.00');
    const two = await underReview('650.01');
    const list = await t.api('GET', '/admin/withdrawals', { headers: as('help'), query: { size: '100' } });
    const find = (id: string) => list.data.list.find((w: { id: string }) => w.id === id);
    expect(find(one.id)).toMatchObject({ approvals_required: 1, approvals: 0, first_approved_by: null });
    expect(find(two.id)).toMatchObject({ approvals_required: 2, approvals: 0, first_approved_by: null });
    expect((await approve('fin1', one.id)).data.withdrawal).toMatchObject({ status: 'wait', approvals: 1 });
    await reject('boss', two.id);
  });

  it('records the first approval without paying; the same staff member cannot give the second; another one pays', async () => {
    const { player, id, orderNo } = await underReview('900.00');
    const held = (await getWallet(t.database.db, player.memberId)).withdrawPending;
    const first = await approve('fin1', id);
    expect(first.code).toBe(1);
    expect(first.data.withdrawal).toMatchObject({
      status: 'applying',
      approvals: 1,
      approvals_required: 2,
      first_approved_by_name: 'fin1',
    });
    expect(await sandboxOf(t).payoutStatus(orderNo)).toBeNull();
    expect((await getWallet(t.database.db, player.memberId)).withdrawPending).toBe(held);
    const again = await approve('fin1', id);
    expect(again).toMatchObject({ code: 0, data: { error: 'STAFF_SECOND_APPROVER' } });
    expect(again.msg).toBe('Outro membro da equipe deve dar a segunda aprovação');
    // Still in the queue, one of two.
    const queue = await t.api('GET', '/admin/withdrawals', {
      headers: as('fin2'),
      query: { status: 'applying' },
    });
    expect(queue.data.list.find((w: { id: string }) => w.id === id)).toMatchObject({
      approvals: 1,
      first_approved_by_name: 'fin1',
      reviewed_by_name: null,
    });

    const second = await approve('fin2', id);
    expect(second.code).toBe(1);
    expect(['wait', 'success']).toContain(second.data.withdrawal.status);
    expect(second.data.withdrawal).toMatchObject({ approvals: 2, reviewed_by_name: 'fin2' });
    await sandboxOf(t).settle();
    expect((await approve('boss', id)).data.error).toBe('WITHDRAWAL_STATE_CHANGED');
    expect((await getWallet(t.database.db, player.memberId)).withdrawPending).toBe(0n);
    // hold + post: the payout moved once.
    expect(await payoutTransfers(orderNo)).toBe(2);
    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, id));
    expect(audit.map((a) => a.action)).toEqual(['withdrawal.approve.first', 'withdrawal.approve']);
    expect(audit[1]!.detail).toMatchObject({ approval: 2, of: 2, from: 'applying', to: 'wait' });
  });

  it('lets a first approval be followed by a rejection: nothing is paid and the amount returns', async () => {
    const { player, id, orderNo } = await underReview('700.00');
    const before = (await getWallet(t.database.db, player.memberId)).withdrawable;
    expect((await approve('fin1', id)).code).toBe(1);
    expect((await reject('fin2', id)).data.withdrawal.status).toBe('rejected');
    expect((await approve('fin2', id)).data.error).toBe('WITHDRAWAL_STATE_CHANGED');
    expect((await getWallet(t.database.db, player.memberId)).withdrawable).toBe(before + 70_000n);
    expect(await payoutTransfers(orderNo)).toBe(2); // hold + void
  });

  it('applies racing approvals of three staff members in order: first recorded, second pays, third refused', async () => {
    for (let round = 0; round < 3; round++) {
      const { player, id, orderNo } = await underReview('800.00');
      const answers = await Promise.all([approve('fin1', id), approve('fin2', id), approve('boss', id)]);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(2);
      expect(answers.filter((a) => a.data?.error === 'WITHDRAWAL_STATE_CHANGED')).toHaveLength(1);
      await sandboxOf(t).settle();
      expect((await getWallet(t.database.db, player.memberId)).withdrawPending).toBe(0n);
      expect(await payoutTransfers(orderNo)).toBe(2);
    }
  });

  it('refuses racing approvals of one staff member twice: one is recorded, nothing is paid', async () => {
    const { player, id } = await underReview('800.00');
    const answers = await Promise.all([approve('fin1', id), approve('fin1', id)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
    expect(answers.find((a) => a.code === 0)!.data.error).toBe('STAFF_SECOND_APPROVER');
    expect((await getWallet(t.database.db, player.memberId)).withdrawPending).toBe(80_000n);
    await reject('fin2', id);
  });

  it('refuses support the approval at either step', async () => {
    const { id } = await underReview('800.00');
    expect((await approve('help', id)).data.error).toBe('STAFF_FORBIDDEN');
    expect((await approve('fin1', id)).code).toBe(1);
    expect((await approve('help', id)).data.error).toBe('STAFF_FORBIDDEN');
    await reject('fin2', id);
  });

  it('refuses a second approval from someone the first approver created (either order); nothing paid, audited', async () => {
    // The owner creates a finance account through the back office, and they are the two approvers.
    const created = await invitedStaff(t, tokens.boss!, 'fin.made', 'finance');
    tokens['fin.made'] = created.token;
    for (const [first, second] of [
      ['boss', 'fin.made'],
      ['fin.made', 'boss'],
    ] as const) {
      const { player, id, orderNo } = await underReview('800.00');
      expect((await approve(first, id)).code).toBe(1);
      const refused = await approve(second, id);
      expect(refused).toMatchObject({ code: 0, data: { error: 'STAFF_NOT_INDEPENDENT' } });
      expect(await sandboxOf(t).payoutStatus(orderNo)).toBeNull();
      expect((await getWallet(t.database.db, player.memberId)).withdrawPending).toBe(80_000n);
      // An independent colleague gives the second approval.
      expect((await approve('fin2', id)).code).toBe(1);
    }
    expect(await refusalAudits(t, 'withdrawal.approve.refused')).toBe(2);
    await sandboxOf(t).settle();
  });
});
