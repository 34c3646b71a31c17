import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixIncoming, rechargeOrders } from '../src/db/schema.ts';
import { DEFAULT_SETTINGS, updateSettingsSection } from '../src/modules/config/index.ts';
import { signBody } from '../src/providers/pix/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import {
  incomingOf,
  newE2e,
  newOrder,
  newPayer,
  type Payer,
  payCounts,
  pixPaying,
  postWebhook,
  sandboxOf,
} from './pay-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  // These tests move the clock by hours between a player's calls; the idle end (30 min by default)
  // is tested in rg-session.test.ts.
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
});
afterAll(async () => {
  await assertLedgerInvariants(t.database.db);
  await t.close();
});

const wallet = async (payer: Payer) => (await t.api('GET', '/wallet/info', { token: payer.token })).data;
const orderStatus = async (payer: Payer, orderNo: string) =>
  (await t.api('GET', '/recharge/order', { token: payer.token, query: { order_no: orderNo } })).data;
const fb = async (payer: Payer) => (await t.api('GET', '/user/fb', { token: payer.token })).data.userInfo;

async function setProfile(profile: 'standard' | 'br-regulated') {
  await updateSettingsSection(t.database.db, 'compliance', { ...DEFAULT_SETTINGS.compliance, profile });
}

describe('signature', () => {
  it('refuses a missing, wrong or foreign signature with HTTP 401 and writes nothing', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer);
    const body = pixPaying(t, order, payer);
    const raw = JSON.stringify(body);
    const before = await payCounts(t.database.db);
    for (const signature of [
      null,
      '',
      'sha256=',
      signBody(raw, 'someone-elses-secret-1234'),
      signBody(`${raw} `, t.config.pixWebhookSecret),
      signBody(raw, t.config.pixWebhookSecret).replace('sha256=', 'sha1='),
    ]) {
      const answer = await postWebhook(t, body, { signature });
      expect(answer.status, String(signature)).toBe(401);
      expect(answer).toMatchObject({ code: 0, data: { error: 'WEBHOOK_SIGNATURE_INVALID' } });
    }
    // The signature covers the raw bytes: the same JSON re-serialised differently is refused too.
    const spaced = JSON.stringify(body, null, 2);
    const reformatted = await postWebhook(t, body, {
      raw: spaced,
      signature: signBody(raw, t.config.pixWebhookSecret),
    });
    expect(reformatted.status).toBe(401);
    expect(await payCounts(t.database.db)).toEqual(before);
    expect(await wallet(payer)).toMatchObject({ locked: '0.00', wager_required: '0.00' });
    expect((await orderStatus(payer, order.order_no)).status).toBe('wait');
  });

  it('verifies the raw bytes exactly: a differently formatted body with its own signature is accepted', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '12.34');
    const body = pixPaying(t, order, payer);
    const raw = JSON.stringify(body, null, 2);
    const answer = await postWebhook(t, body, { raw });
    expect(answer).toMatchObject({ status: 200, code: 1 });
    expect(answer.data.receipts[0]).toMatchObject({ disposition: 'credited', duplicate: false });
  });

  it('answers an unreadable signed body with code 0 and writes nothing', async () => {
    const before = await payCounts(t.database.db);
    for (const raw of ['{not json', '{"endToEndId":"E1"}', '[]', '{"txid":"R1","amount":"1.00"}']) {
      const answer = await postWebhook(t, null, { raw });
      expect(answer.status, raw).toBe(400);
      expect(answer).toMatchObject({ code: 0, data: { error: 'MALFORMED_BODY' } });
    }
    expect(await payCounts(t.database.db)).toEqual(before);
  });
});

describe('crediting', () => {
  it('credits the locked balance with 1.5× wagering, marks the order paid and counts the deposit', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer);
    const body = pixPaying(t, order, payer);
    const answer = await postWebhook(t, body);
    expect(answer).toMatchObject({
      status: 200,
      code: 1,
      data: {
        received: 1,
        receipts: [{ endToEndId: body.endToEndId, disposition: 'credited', duplicate: false }],
      },
    });
    expect(await wallet(payer)).toMatchObject({
      balance: '50.00',
      locked: '50.00',
      withdrawable: '0.00',
      wager_required: '75.00',
      wager_remaining: '75.00',
    });
    expect(await orderStatus(payer, order.order_no)).toMatchObject({
      status: 'success',
      paid_at: body.paidAt,
    });
    expect(await fb(payer)).toEqual({ accumulated_recharge: '50.00', is_fb: 0 });
    const row = await incomingOf(t.database.db, body.endToEndId);
    expect(row).toMatchObject({ disposition: 'credited', amountCents: 5_000n, deliveries: 1 });
    expect(row?.transferId).not.toBeNull();
    // The recharge CPF is now fixed.
    const info = await t.api('GET', '/recharge/info', { token: payer.token });
    expect(info.data.cpf_locked).toBe(true);
  });

  it('credits once however often the same payment is delivered', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer);
    const body = pixPaying(t, order, payer);
    for (let i = 0; i < 3; i++) {
      const answer = await postWebhook(t, body);
      expect(answer).toMatchObject({
        code: 1,
        data: { receipts: [{ disposition: 'credited', duplicate: i > 0 }] },
      });
    }
    expect(await wallet(payer)).toMatchObject({ locked: '50.00', wager_required: '75.00' });
    expect((await incomingOf(t.database.db, body.endToEndId))?.deliveries).toBe(3);
    expect(await fb(payer)).toMatchObject({ accumulated_recharge: '50.00' });
  });

  it('credits once when the same payment arrives concurrently', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer);
    const body = pixPaying(t, order, payer);
    const answers = await Promise.all(Array.from({ length: 6 }, () => postWebhook(t, body)));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(answers.filter((a) => !a.data.receipts[0].duplicate)).toHaveLength(1);
    expect(await wallet(payer)).toMatchObject({ locked: '50.00', wager_required: '75.00' });
    expect(await fb(payer)).toMatchObject({ accumulated_recharge: '50.00' });
  });

  it('credits one of two payments of the same charge, delivered out of order and concurrently', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer);
    const first = pixPaying(t, order, payer);
    const second = pixPaying(t, order, payer, { endToEndId: newE2e() });
    const answers = await Promise.all([second, first, second, first].map((b) => postWebhook(t, b)));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    const dispositions = [
      (await incomingOf(t.database.db, first.endToEndId))?.disposition,
      (await incomingOf(t.database.db, second.endToEndId))?.disposition,
    ].sort();
    expect(dispositions).toEqual(['already_paid', 'credited']);
    expect(await wallet(payer)).toMatchObject({ locked: '50.00' });
  });

  it('credits a late report of a payment made in time, even after the order expired on read', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer);
    const paidAt = new Date(t.clock.now.getTime() + 10 * 60_000).toISOString();
    t.clock.advance(45 * 60_000);
    expect((await orderStatus(payer, order.order_no)).status).toBe('fail');
    const answer = await postWebhook(t, pixPaying(t, order, payer, { paidAt }));
    expect(answer.data.receipts[0].disposition).toBe('credited');
    expect(await orderStatus(payer, order.order_no)).toMatchObject({ status: 'success', paid_at: paidAt });
    expect(await wallet(payer)).toMatchObject({ locked: '50.00' });
  });

  it('adds the deposits of one player up in accumulated_recharge', async () => {
    const payer = await newPayer(t);
    for (const amount of ['10.00', '20.55']) {
      const order = await newOrder(t, payer, amount);
      expect((await postWebhook(t, pixPaying(t, order, payer))).code).toBe(1);
    }
    expect(await fb(payer)).toEqual({ accumulated_recharge: '30.55', is_fb: 0 });
    expect(await wallet(payer)).toMatchObject({ locked: '30.55', wager_required: '45.83' });
  });
});

describe('payments that are recorded and not credited', () => {
  async function notCredited(payer: Payer, orderNo: string, endToEndId: string, disposition: string) {
    const row = await incomingOf(t.database.db, endToEndId);
    expect(row?.disposition).toBe(disposition);
    expect(row?.transferId).toBeNull();
    expect(await wallet(payer)).toMatchObject({ locked: '0.00', wager_required: '0.00' });
    expect(await fb(payer)).toEqual({ accumulated_recharge: '0.00', is_fb: 0 });
    return (await orderStatus(payer, orderNo)).status;
  }

  it('a wrong amount: recorded, not credited, the order still waits', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer);
    for (const amount of ['49.99', '50.01', '500.00']) {
      const body = pixPaying(t, order, payer, { amount });
      const answer = await postWebhook(t, body);
      expect(answer).toMatchObject({ code: 1, data: { receipts: [{ disposition: 'amount_mismatch' }] } });
      expect(await notCredited(payer, order.order_no, body.endToEndId, 'amount_mismatch')).toBe('wait');
    }
  });

  it('a payment after the expiry: recorded, not credited, the order fails', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer);
    t.clock.advance(31 * 60_000);
    const body = pixPaying(t, order, payer);
    expect((await postWebhook(t, body)).data.receipts[0].disposition).toBe('expired');
    expect(await notCredited(payer, order.order_no, body.endToEndId, 'expired')).toBe('fail');
    const [orderRow] = await t.database.db
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.orderNo, order.order_no));
    expect(orderRow?.failReason).toBe('expired');
  });

  it('an unknown charge, or a Pix without one: recorded, not credited', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer);
    for (const txid of ['R999999999999UNKNOWN', null, '***']) {
      const body = pixPaying(t, order, payer, { txid });
      expect((await postWebhook(t, body)).data.receipts[0].disposition).toBe('unknown_charge');
      const row = await incomingOf(t.database.db, body.endToEndId);
      expect(row).toMatchObject({ disposition: 'unknown_charge', orderId: null, memberId: null });
    }
    expect(await wallet(payer)).toMatchObject({ locked: '0.00' });
  });

  it("another CPF's payment (or one without a payer): recorded, not credited, not refunded in standard", async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer);
    for (const body of [
      pixPaying(t, order, payer, { payer: { cpf: '52998224725', name: 'Terceiro' } }),
      pixPaying(t, order, payer, { payer: null }),
    ]) {
      const answer = await postWebhook(t, body);
      expect(answer.data.receipts[0]).toMatchObject({ disposition: 'third_party', refundStatus: null });
      expect(await notCredited(payer, order.order_no, body.endToEndId, 'third_party')).toBe('wait');
    }
    // The right payer may still pay the same order.
    expect((await postWebhook(t, pixPaying(t, order, payer))).data.receipts[0].disposition).toBe('credited');
  });

  it('br-regulated: a third-party payment is refunded through the provider and the refund recorded', async () => {
    await setProfile('br-regulated');
    try {
      const payer = await newPayer(t);
      const order = await newOrder(t, payer);
      const body = pixPaying(t, order, payer, { payer: { cpf: '529.982.247-25', name: 'Terceiro' } });
      const answer = await postWebhook(t, body);
      expect(answer.data.receipts[0]).toMatchObject({ disposition: 'third_party', refundStatus: 'refunded' });
      const row = await incomingOf(t.database.db, body.endToEndId);
      expect(row).toMatchObject({ refundStatus: 'refunded', refundId: `RF${row?.id}` });
      expect(row?.refundReturnId).toMatch(/^D/);
      expect(row?.refundedAt).not.toBeNull();
      const refunds = sandboxOf(t)
        .listRefunds()
        .filter((r) => r.endToEndId === body.endToEndId);
      expect(refunds).toEqual([expect.objectContaining({ amountCents: 5_000n, status: 'refunded' })]);
      // A redelivery neither credits nor refunds again.
      expect((await postWebhook(t, body)).data.receipts[0]).toMatchObject({
        duplicate: true,
        refundStatus: 'refunded',
      });
      expect(
        sandboxOf(t)
          .listRefunds()
          .filter((r) => r.endToEndId === body.endToEndId),
      ).toHaveLength(1);
      expect(await wallet(payer)).toMatchObject({ locked: '0.00' });
    } finally {
      await setProfile('standard');
    }
  });

  it('br-regulated: a refund the PSP refuses is recorded as failed, never credited', async () => {
    await setProfile('br-regulated');
    sandboxOf(t).configure({ failRefunds: true });
    try {
      const payer = await newPayer(t);
      const order = await newOrder(t, payer);
      const body = pixPaying(t, order, payer, { payer: { cpf: '52998224725', name: 'Terceiro' } });
      expect((await postWebhook(t, body)).data.receipts[0].refundStatus).toBe('failed');
      expect(await incomingOf(t.database.db, body.endToEndId)).toMatchObject({ refundStatus: 'failed' });
      expect(await wallet(payer)).toMatchObject({ locked: '0.00' });
    } finally {
      sandboxOf(t).configure({ failRefunds: false });
      await setProfile('standard');
    }
  });
});

describe('payout notifications', () => {
  const payout = {
    type: 'payout',
    withdrawalId: 'W-1',
    providerRef: 'SBXPO1',
    status: 'paid',
    endToEndId: 'E99999999202601011200abcdefghijk',
    amount: '20.00',
    at: '2026-01-01T12:00:00.000Z',
    reason: null,
  };

  it('are not acknowledged while no withdraw module handles them (the PSP retries)', async () => {
    const withdrawHandler = t.app.pixPayouts.handler;
    t.app.pixPayouts.handler = null;
    try {
      const answer = await postWebhook(t, payout);
      expect(answer).toMatchObject({ status: 503, code: 0, data: { error: 'PIX_UNAVAILABLE' } });
    } finally {
      t.app.pixPayouts.handler = withdrawHandler;
    }
  });

  it('go to the handler the withdraw module sets, and are retried when it does not know them', async () => {
    const withdrawHandler = t.app.pixPayouts.handler;
    const seen: unknown[] = [];
    t.app.pixPayouts.set(async (event) => {
      seen.push(event);
      return event.withdrawalId === 'W-1';
    });
    try {
      expect(await postWebhook(t, payout)).toMatchObject({ status: 200, code: 1, data: { payouts: 1 } });
      expect(seen).toEqual([
        expect.objectContaining({ type: 'payout.paid', withdrawalId: 'W-1', amountCents: 2_000n }),
      ]);
      expect(await postWebhook(t, { ...payout, withdrawalId: 'W-2' })).toMatchObject({
        status: 404,
        code: 0,
      });
    } finally {
      t.app.pixPayouts.handler = withdrawHandler;
    }
  });
});

describe('the sandbox PSP end to end', () => {
  it('pays a code through the webhook, signed, and a double delivery credits once', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '50.00');
    const outcome = await sandboxOf(t).pay({ brCode: order.br_code, deliverTwice: true });
    if (!outcome.ok) throw new Error(outcome.detail);
    expect(outcome.payment.acknowledged).toBe(true);
    expect(outcome.payment.deliveries.map((d) => [d.status, d.acknowledged, d.duplicate])).toEqual([
      [200, true, false],
      [200, true, true],
    ]);
    // It paid as the payer the charge was created for: the player's own CPF.
    expect(outcome.payment.payer.cpf).toBe(payer.cpf.replace(/\D/g, ''));
    expect(await orderStatus(payer, order.order_no)).toMatchObject({ status: 'success' });
    expect(await wallet(payer)).toMatchObject({ locked: '50.00', wager_required: '75.00' });
    const [row] = await t.database.db
      .select()
      .from(pixIncoming)
      .where(eq(pixIncoming.endToEndId, outcome.payment.endToEndId));
    expect(row).toMatchObject({ disposition: 'credited', deliveries: 2, provider: 'sandbox' });
  });

  it('pays as another CPF or another amount when asked, and those are not credited', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer, '50.00');
    const third = await sandboxOf(t).pay({ brCode: order.br_code, payerCpf: '529.982.247-25' });
    const less = await sandboxOf(t).pay({ brCode: order.br_code, amountCents: 4_000n as never });
    if (!third.ok || !less.ok) throw new Error('refused');
    expect((await incomingOf(t.database.db, third.payment.endToEndId))?.disposition).toBe('third_party');
    expect((await incomingOf(t.database.db, less.payment.endToEndId))?.disposition).toBe('amount_mismatch');
    expect(await wallet(payer)).toMatchObject({ locked: '0.00' });
  });
});
