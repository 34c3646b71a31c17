import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositStats, ledgerTransfers, pixResolutions, staffAuditLog } from '../src/db/schema.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { getWallet } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { incomingOf, newE2e, newOrder, newPayer, pixPaying, postWebhook, sandboxOf } from './pay-fixtures.ts';
import { bearer, invitedStaff, refusalAudits, signInStaff } from './staff-fixtures.ts';

/** Payments recorded but not credited, resolved under four eyes: credit to the rightful player or refund. */
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
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
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const as = (name: string) => bearer(tokens[name]!);
const list = (name: string, state = 'open') =>
  t.api('GET', '/admin/payments/uncredited', { headers: as(name), query: { state, size: '100' } });
const resolve = (name: string, paymentId: string, body: Record<string, unknown>) =>
  t.api('POST', `/admin/payments/${paymentId}/resolve`, { headers: as(name), body, form: false });
const approve = (name: string, id: string) =>
  t.api('POST', `/admin/payments/resolutions/${id}/approve`, { headers: as(name), body: {}, form: false });
const reject = (name: string, id: string, reason = 'Pagador não identificado') =>
  t.api('POST', `/admin/payments/resolutions/${id}/reject`, {
    headers: as(name),
    body: { reason },
    form: false,
  });
const balance = async (memberId: bigint) => {
  const w = await getWallet(t.database.db, memberId);
  return w.withdrawable + w.locked;
};
const creditsOf = async (endToEndId: string) =>
  (
    await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `pix:${endToEndId}`))
  ).length;

/** A Pix of a wrong amount for the player's order: recorded as amount_mismatch, not credited. */
async function wrongAmount(amount = '49.00') {
  const payer = await newPayer(t);
  const order = await newOrder(t, payer, '50.00');
  const body = pixPaying(t, order, payer, { amount });
  const answer = await postWebhook(t, body);
  expect(answer.data.receipts[0].disposition).toBe('amount_mismatch');
  const row = await incomingOf(t.database.db, body.endToEndId);
  return { payer, order, endToEndId: body.endToEndId, paymentId: String(row!.id) };
}

/** A Pix to the key without a charge: unknown_charge. */
async function unknownCharge(amount = '30.00') {
  const body = {
    endToEndId: newE2e(),
    txid: null,
    amount,
    paidAt: t.clock.now.toISOString(),
    payer: { cpf: '52998224725', name: 'Pagador Desconhecido' },
  };
  expect((await postWebhook(t, body)).data.receipts[0].disposition).toBe('unknown_charge');
  return {
    endToEndId: body.endToEndId,
    paymentId: String((await incomingOf(t.database.db, body.endToEndId))!.id),
  };
}

describe('payments not credited', () => {
  it('lists them for finance with the order, the payer and the rightful player; support may not', async () => {
    const { payer, order, paymentId } = await wrongAmount();
    const answer = await list('fin1');
    const row = answer.data.list.find((p: { id: string }) => p.id === paymentId);
    expect(row).toMatchObject({
      disposition: 'amount_mismatch',
      amount: '49.00',
      order_no: order.order_no,
      order_amount: '50.00',
      order_member_id: String(payer.memberId),
      payer_member_id: String(payer.memberId),
      resolution: null,
      last_request: null,
    });
    expect(row.payer_cpf).toMatch(/^\d{11}$/);
    expect((await list('help')).data.error).toBe('STAFF_FORBIDDEN');
    const dashboard = await t.api('GET', '/admin/reports/dashboard', { headers: as('help') });
    expect(dashboard.data.pending.payments_not_credited).toBe(answer.data.total);
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(Number(/^jl_payments_not_credited (\S+)$/m.exec(metrics)?.[1])).toBe(answer.data.total);
  });

  it('credits to the rightful player only when a different staff member approves; request, approval and credit audited', async () => {
    const { payer, endToEndId, paymentId } = await wrongAmount('48.00');
    const before = await balance(payer.memberId);
    const asked = await resolve('fin1', paymentId, {
      action: 'credit',
      member_id: String(payer.memberId),
      reason: 'Pagou valor diferente do pedido',
    });
    expect(asked.code).toBe(1);
    const id = asked.data.resolution.id as string;
    expect(asked.data.resolution).toMatchObject({
      status: 'pending',
      action: 'credit',
      requested_by_name: 'fin1',
    });
    expect(await balance(payer.memberId)).toBe(before);
    // Maker cannot check; a second request for the same payment waits for this one.
    expect((await approve('fin1', id)).data.error).toBe('STAFF_SELF_APPROVAL');
    expect((await resolve('fin2', paymentId, { action: 'refund', reason: 'Devolver' })).data.error).toBe(
      'PAYMENT_REQUEST_PENDING',
    );
    const done = await approve('fin2', id);
    expect(done.data.resolution).toMatchObject({ status: 'applied', decided_by_name: 'fin2' });
    expect(done.data.resolution.transfer_id).not.toBeNull();
    expect(await balance(payer.memberId)).toBe(before + 4_800n);
    expect(await creditsOf(endToEndId)).toBe(1);
    const stats = await t.database.db
      .select()
      .from(depositStats)
      .where(eq(depositStats.memberId, payer.memberId));
    expect(stats[0]?.accumulatedCents).toBe(4_800n);
    // Replays: the same approval, a new request, and the fund log shows one recharge.
    expect((await approve('fin2', id)).data.error).toBe('STAFF_REQUEST_DECIDED');
    expect((await approve('boss', id)).data.error).toBe('STAFF_REQUEST_DECIDED');
    expect((await resolve('fin1', paymentId, { action: 'refund', reason: 'De novo' })).data.error).toBe(
      'PAYMENT_NOT_OPEN',
    );
    expect(await creditsOf(endToEndId)).toBe(1);
    const log = await t.api('GET', '/fund/log', { token: payer.token });
    expect(log.data.list.filter((e: { type: number }) => e.type === 1)).toHaveLength(1);
    const resolved = await list('fin1', 'resolved');
    expect(resolved.data.list.find((p: { id: string }) => p.id === paymentId)).toMatchObject({
      resolution: 'credited',
      last_request: { status: 'applied' },
    });
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, paymentId));
    expect(audit.map((a) => a.action)).toEqual(['payment.resolve.request', 'payment.resolve.approve']);
  });

  it('refunds to the payer through the PSP devolução once approved; nothing is credited', async () => {
    const { endToEndId, paymentId } = await unknownCharge('31.00');
    const asked = await resolve('fin2', paymentId, {
      action: 'refund',
      reason: 'Pix sem cobrança, devolver',
    });
    const done = await approve('fin1', asked.data.resolution.id);
    expect(done.data.resolution).toMatchObject({
      status: 'applied',
      refund_id: `RS${asked.data.resolution.id}`,
    });
    const row = await incomingOf(t.database.db, endToEndId);
    expect(row).toMatchObject({ resolution: 'refunded', refundStatus: 'refunded' });
    expect(row?.refundReturnId).toMatch(/^D/);
    const refunds = sandboxOf(t)
      .listRefunds()
      .filter((r) => r.endToEndId === endToEndId);
    expect(refunds).toEqual([expect.objectContaining({ amountCents: 3_100n, status: 'refunded' })]);
    expect(await creditsOf(endToEndId)).toBe(0);
  });

  it('keeps a refund the PSP refused visible as failed, and a failed call pending for the retry job', async () => {
    const { endToEndId, paymentId } = await unknownCharge('32.00');
    sandboxOf(t).configure({ failRefunds: true });
    try {
      const asked = await resolve('fin1', paymentId, { action: 'refund', reason: 'Devolver ao pagador' });
      await approve('fin2', asked.data.resolution.id);
      expect(await incomingOf(t.database.db, endToEndId)).toMatchObject({ refundStatus: 'failed' });
    } finally {
      sandboxOf(t).configure({ failRefunds: false });
    }
    // A PSP that threw: the refund stays pending and the job sends it again with the same id.
    const other = await unknownCharge('33.00');
    const refundDeposit = t.app.pix.refundDeposit;
    t.app.pix.refundDeposit = async () => {
      throw new Error('PSP timeout');
    };
    try {
      const asked = await resolve('fin1', other.paymentId, {
        action: 'refund',
        reason: 'Devolver ao pagador',
      });
      expect((await approve('fin2', asked.data.resolution.id)).code).toBe(1);
      expect(await incomingOf(t.database.db, other.endToEndId)).toMatchObject({ refundStatus: 'pending' });
    } finally {
      t.app.pix.refundDeposit = refundDeposit;
    }
    t.clock.advance(120_000);
    const { retryPendingRefunds } = await import('../src/modules/payments/payment-resolutions.ts');
    const { requestContext } = await import('../src/lib/request-context.ts');
    expect(await retryPendingRefunds(requestContext(t.app))).toBeGreaterThanOrEqual(1);
    expect(await incomingOf(t.database.db, other.endToEndId)).toMatchObject({ refundStatus: 'refunded' });
    expect(
      sandboxOf(t)
        .listRefunds()
        .filter((r) => r.endToEndId === other.endToEndId),
    ).toHaveLength(1);
  });

  it('moves nothing on a rejected or expired request, and validates the player and the body', async () => {
    const { payer, endToEndId, paymentId } = await wrongAmount('47.00');
    const before = await balance(payer.memberId);
    for (const body of [
      { action: 'credit', reason: 'sem jogador' },
      { action: 'credit', member_id: 'abc', reason: 'jogador inválido' },
      { action: 'credit', member_id: String(payer.memberId), reason: '' },
      { action: 'gift', reason: 'ação inválida' },
      { action: 'refund', reason: 'campo a mais', member_id: '1' },
    ]) {
      const answer = await resolve('fin1', paymentId, body);
      expect(answer.code, JSON.stringify(body)).toBe(0);
      expect(answer.data.field, JSON.stringify(body)).toBeTruthy();
    }
    expect(
      (await resolve('fin1', paymentId, { action: 'credit', member_id: '999999999', reason: 'Quem?' })).data,
    ).toMatchObject({ error: 'NOT_FOUND', field: 'member_id' });
    expect((await resolve('fin1', '999999999', { action: 'refund', reason: 'Quem?' })).data.error).toBe(
      'NOT_FOUND',
    );
    expect(
      (
        await t.database.db
          .select()
          .from(pixResolutions)
          .where(eq(pixResolutions.incomingId, BigInt(paymentId)))
      ).length,
    ).toBe(0);

    const first = await resolve('fin1', paymentId, {
      action: 'credit',
      member_id: String(payer.memberId),
      reason: 'Creditar',
    });
    const rejected = await reject('fin2', first.data.resolution.id);
    expect(rejected.data.resolution).toMatchObject({
      status: 'rejected',
      decision_reason: 'Pagador não identificado',
    });
    expect((await approve('fin2', first.data.resolution.id)).data.error).toBe('STAFF_REQUEST_DECIDED');

    const second = await resolve('fin1', paymentId, {
      action: 'credit',
      member_id: String(payer.memberId),
      reason: 'Creditar',
    });
    // Its 24 hours are up (staff sessions end after 30 idle minutes, so the request is aged instead).
    await t.database.db
      .update(pixResolutions)
      .set({ expiresAt: new Date(t.clock.now.getTime() - 1) })
      .where(eq(pixResolutions.id, BigInt(second.data.resolution.id)));
    expect((await approve('fin2', second.data.resolution.id)).data).toMatchObject({
      error: 'STAFF_REQUEST_DECIDED',
    });
    const [expired] = await t.database.db
      .select()
      .from(pixResolutions)
      .where(eq(pixResolutions.id, BigInt(second.data.resolution.id)));
    expect(expired?.status).toBe('expired');
    expect(await balance(payer.memberId)).toBe(before);
    expect(await creditsOf(endToEndId)).toBe(0);
    // Still open: a new request may be made.
    const third = await resolve('fin2', paymentId, { action: 'refund', reason: 'Devolver' });
    expect(third.code).toBe(1);
    await reject('fin2', third.data.resolution.id, 'Retirado pelo solicitante');
  });

  it('applies racing approvals once, and racing requests leave one pending', async () => {
    for (let round = 0; round < 3; round++) {
      const { payer, endToEndId, paymentId } = await wrongAmount('46.00');
      const requests = await Promise.all([
        resolve('fin1', paymentId, {
          action: 'credit',
          member_id: String(payer.memberId),
          reason: 'Creditar',
        }),
        resolve('fin2', paymentId, { action: 'refund', reason: 'Devolver' }),
      ]);
      expect(requests.filter((r) => r.code === 1)).toHaveLength(1);
      expect(requests.find((r) => r.code === 0)!.data.error).toBe('PAYMENT_REQUEST_PENDING');
      const made = requests.find((r) => r.code === 1)!.data.resolution;
      const checkers = made.requested_by_name === 'fin1' ? ['fin2', 'boss'] : ['fin1', 'boss'];
      const answers = await Promise.all([
        approve(checkers[0]!, made.id),
        approve(checkers[1]!, made.id),
        approve(checkers[0]!, made.id),
      ]);
      expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
      expect(answers.filter((a) => a.data?.error === 'STAFF_REQUEST_DECIDED')).toHaveLength(2);
      expect(await creditsOf(endToEndId)).toBe(made.action === 'credit' ? 1 : 0);
    }
  });

  it('credits an unknown charge to the player the payer’s CPF names', async () => {
    const payer = await newPayer(t);
    const body = {
      endToEndId: newE2e(),
      txid: null,
      amount: '25.00',
      paidAt: t.clock.now.toISOString(),
      payer: { cpf: payer.cpf.replace(/\D/g, ''), name: payer.name },
    };
    await postWebhook(t, body);
    const paymentId = String((await incomingOf(t.database.db, body.endToEndId))!.id);
    const row = (await list('fin1')).data.list.find((p: { id: string }) => p.id === paymentId);
    expect(row).toMatchObject({ disposition: 'unknown_charge', payer_member_id: String(payer.memberId) });
    const asked = await resolve('fin1', paymentId, {
      action: 'credit',
      member_id: String(payer.memberId),
      reason: 'Pix sem cobrança do próprio CPF',
    });
    expect((await approve('boss', asked.data.resolution.id)).code).toBe(1);
    expect(await balance(payer.memberId)).toBe(2_500n);
  });

  it('refuses the approval of a finance account the requesting owner created: nothing credited, audited', async () => {
    tokens.boss = await signInStaff(t, 'boss', 'boss-pw-123');
    tokens['fin.made'] = (await invitedStaff(t, tokens.boss, 'fin.made', 'finance')).token;
    const { payer, endToEndId, paymentId } = await wrongAmount('47.00');
    const before = await balance(payer.memberId);
    const asked = await resolve('boss', paymentId, {
      action: 'credit',
      member_id: String(payer.memberId),
      reason: 'Pagou valor diferente do pedido',
    });
    const refused = await approve('fin.made', asked.data.resolution.id);
    expect(refused).toMatchObject({ code: 0, data: { error: 'STAFF_NOT_INDEPENDENT' } });
    expect(await balance(payer.memberId)).toBe(before);
    expect(await creditsOf(endToEndId)).toBe(0);
    expect(await refusalAudits(t, 'payment.resolve.approve.refused')).toBe(1);
    expect((await approve('fin2', asked.data.resolution.id)).code).toBe(1);
    expect(await balance(payer.memberId)).toBe(before + 4_700n);
  });
});
