import type { Cents } from '@jl/core';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../src/db/schema.ts';
import { requestContext } from '../src/lib/request-context.ts';
import { getWallet } from '../src/modules/wallet/index.ts';
import { reconcilePayouts } from '../src/modules/withdraw/index.ts';
import type { PayoutEvent } from '../src/providers/pix/index.ts';
import { payoutBody } from '../src/providers/pix/sandbox-wire.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { postWebhook, sandboxOf } from './pay-fixtures.ts';
import { apply, eligiblePlayer, NOON_SP, type Player } from './withdraw-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => {
  t.clock.set(NOON_SP);
  sandboxOf(t).configure({ failPayouts: false });
});
afterAll(async () => {
  if (t) {
    await sandboxOf(t).settle();
    await assertLedgerInvariants(t.database.db);
  }
  await t?.close();
});

async function transfersOf(orderNo: string) {
  const rows = await t.database.db
    .select({ key: ledgerTransfers.idempotencyKey, code: ledgerTransfers.code })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `withdraw:${orderNo}:%`));
  return rows.map((r) => `${r.key.split(':')[2]}:${r.code}`).sort();
}

async function house(kind: string): Promise<bigint> {
  const result = (await t.database.db.execute(
    sql`select balance::text as b from ledger_accounts where member_id is null and kind = ${kind}`,
  )) as unknown as { rows: { b: string }[] };
  return BigInt(result.rows[0]?.b ?? '0');
}

const detail = (player: Player, orderNo: string, lang?: string) =>
  t.api('GET', '/withdraw/detail', { token: player.token, query: { order_no: orderNo }, lang });

function payoutEvent(orderNo: string, paid: boolean, amountCents: bigint): PayoutEvent {
  return {
    type: paid ? 'payout.paid' : 'payout.failed',
    withdrawalId: orderNo,
    providerRef: 'SBXPO-test',
    endToEndId: paid ? 'E99999999202603101500abcdefghijk' : null,
    amountCents: amountCents as Cents,
    at: t.clock.now,
    reason: paid ? null : 'NAO_REALIZADO',
  };
}

/** A withdrawal the PSP has accepted ("processing") and whose result the test delivers itself. */
async function pendingWithdrawal(amount = '100.00') {
  const sandbox = sandboxOf(t);
  const original = sandbox.payOut;
  sandbox.payOut = async (input) => ({
    withdrawalId: input.withdrawalId,
    providerRef: 'SBXPO-pending',
    status: 'processing',
    endToEndId: null,
    reason: null,
  });
  try {
    const player = await eligiblePlayer(t);
    const applied = await apply(t, player, { amount, account_id: player.accountId });
    expect(applied.data.withdrawal.status).toBe('wait');
    return { player, orderNo: applied.data.withdrawal.order_no as string };
  } finally {
    sandbox.payOut = original;
  }
}

describe('payouts', () => {
  it('pays an auto-approved withdrawal after commit: type 9, amount − fee to the player, fee to the house', async () => {
    const player = await eligiblePlayer(t);
    const [feesBefore, clearingBefore] = [await house('fees'), await house('pix_clearing')];
    const applied = await apply(t, player, { amount: '100.00', account_id: player.accountId });
    expect(applied.data.withdrawal).toMatchObject({ amount: '100.00', fee: '2.00', net: '98.00' });
    await sandboxOf(t).settle();
    const paid = await detail(player, applied.data.withdrawal.order_no);
    expect(paid.data).toMatchObject({ status: 'success', status_label: 'Pago' });
    expect(paid.data.paid_at).not.toBeNull();
    expect(await transfersOf(applied.data.withdrawal.order_no)).toEqual(['hold:9', 'post:9']);
    expect(await house('fees')).toBe(feesBefore + 200n);
    expect(await house('pix_clearing')).toBe(clearingBefore + 9_800n);
    const wallet = await getWallet(t.database.db, player.memberId);
    expect(wallet).toMatchObject({ withdrawable: 90_000n, withdrawPending: 0n });
    const payout = await sandboxOf(t).payoutStatus(applied.data.withdrawal.order_no);
    expect(payout?.status).toBe('paid');
  });

  it('returns a failed payout to the cash (type 10), once', async () => {
    sandboxOf(t).configure({ failPayouts: true });
    const player = await eligiblePlayer(t);
    const applied = await apply(t, player, { amount: '50.00', account_id: player.accountId });
    await sandboxOf(t).settle();
    const failed = await detail(player, applied.data.withdrawal.order_no, 'en');
    expect(failed.data).toMatchObject({ status: 'fail', status_label: 'Failed' });
    expect(failed.data.reason).toMatch(/NAO_REALIZADO/);
    expect(await transfersOf(applied.data.withdrawal.order_no)).toEqual(['hold:9', 'void:10']);
    expect((await getWallet(t.database.db, player.memberId)).withdrawable).toBe(100_000n);
  });

  it('keeps a withdrawal above the auto-approve threshold for staff, without asking the PSP', async () => {
    const player = await eligiblePlayer(t);
    const applied = await apply(t, player, { amount: '500.01', account_id: player.accountId });
    expect(applied.data.withdrawal).toMatchObject({ status: 'applying', status_label: 'Em análise' });
    expect(await sandboxOf(t).payoutStatus(applied.data.withdrawal.order_no)).toBeNull();
    expect((await getWallet(t.database.db, player.memberId)).withdrawPending).toBe(50_001n);
    const atThreshold = await apply(t, player, { amount: '400.00', account_id: player.accountId });
    // Not held: sent to the PSP at once. The sandbox settles on its own timer, which may (under load)
    // run before the answer is built, so the answer is `wait` or already `success`, never `applying`.
    expect(['wait', 'success']).toContain(atThreshold.data.withdrawal.status);
    expect(await sandboxOf(t).payoutStatus(atThreshold.data.withdrawal.order_no)).not.toBeNull();
  });
});

describe('payout webhooks: replays, reordering, races', () => {
  it('applies a paid result once however often it arrives, and ignores a later failure', async () => {
    const { player, orderNo } = await pendingWithdrawal();
    const paid = payoutBody(payoutEvent(orderNo, true, 9_800n));
    for (let i = 0; i < 3; i++) {
      const answer = await postWebhook(t, paid);
      expect(answer).toMatchObject({ status: 200, code: 1, data: { payouts: 1 } });
    }
    const late = await postWebhook(t, payoutBody(payoutEvent(orderNo, false, 9_800n)));
    expect(late.code).toBe(1);
    expect((await detail(player, orderNo)).data.status).toBe('success');
    expect(await transfersOf(orderNo)).toEqual(['hold:9', 'post:9']);
  });

  it('applies a failure that arrives first, and never pays after it', async () => {
    const { player, orderNo } = await pendingWithdrawal();
    expect((await postWebhook(t, payoutBody(payoutEvent(orderNo, false, 9_800n)))).code).toBe(1);
    expect((await postWebhook(t, payoutBody(payoutEvent(orderNo, true, 9_800n)))).code).toBe(1);
    expect((await detail(player, orderNo)).data.status).toBe('fail');
    expect(await transfersOf(orderNo)).toEqual(['hold:9', 'void:10']);
    expect((await getWallet(t.database.db, player.memberId)).withdrawable).toBe(100_000n);
  });

  it('resolves once when paid and failed results race', async () => {
    const { orderNo } = await pendingWithdrawal();
    const bodies = [true, false, true, false, true, false].map((p) =>
      payoutBody(payoutEvent(orderNo, p, 9_800n)),
    );
    const answers = await Promise.all(bodies.map((b) => postWebhook(t, b)));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    const phases = await transfersOf(orderNo);
    expect(phases).toHaveLength(2);
    expect(phases[0]).toBe('hold:9');
  });

  it('does not acknowledge a result for an unknown withdrawal, nor an unsigned one', async () => {
    const unknown = await postWebhook(t, payoutBody(payoutEvent('WNOSUCHWITHDRAWAL01', true, 100n)));
    expect(unknown.status).toBe(404);
    const { orderNo } = await pendingWithdrawal();
    const unsigned = await postWebhook(t, payoutBody(payoutEvent(orderNo, true, 9_800n)), {
      signature: null,
    });
    expect(unsigned.status).toBe(401);
    expect(await transfersOf(orderNo)).toEqual(['hold:9']);
  });
});

describe('payout requests', () => {
  it('sends a payout once; after an unknown outcome it asks the PSP first and resends only what it never saw', async () => {
    const sandbox = sandboxOf(t);
    const original = sandbox.payOut;
    const sent: string[] = [];
    sandbox.payOut = async (input) => {
      sent.push(input.withdrawalId);
      throw new Error('timeout');
    };
    const player = await eligiblePlayer(t);
    let orderNo: string;
    try {
      const applied = await apply(t, player, { amount: '40.00', account_id: player.accountId });
      orderNo = applied.data.withdrawal.order_no;
      expect(applied.data.withdrawal.status).toBe('wait');
    } finally {
      sandbox.payOut = async (input) => {
        sent.push(input.withdrawalId);
        return original(input);
      };
    }
    const ctx = requestContext(t.app);
    await reconcilePayouts(ctx); // too recent: left alone
    expect(sent.filter((id) => id === orderNo)).toEqual([orderNo]);
    t.clock.advance(11 * 60_000);
    await reconcilePayouts(ctx);
    expect(sent.filter((id) => id === orderNo)).toEqual([orderNo, orderNo]);
    await sandbox.settle();
    expect((await detail(player, orderNo)).data.status).toBe('success');
    // Known to the PSP now: a further reconciliation never sends it again.
    t.clock.advance(11 * 60_000);
    await reconcilePayouts(ctx);
    expect(sent.filter((id) => id === orderNo)).toEqual([orderNo, orderNo]);
    sandbox.payOut = original;
  });

  it('asks the PSP about a payout with no result and applies its answer instead of resending', async () => {
    const { player, orderNo } = await pendingWithdrawal();
    const sandbox = sandboxOf(t);
    const original = sandbox.payoutStatus;
    sandbox.payoutStatus = async (id) => ({
      withdrawalId: id,
      providerRef: 'SBXPO-known',
      status: 'paid',
      endToEndId: 'E99999999202603101500zzzzzzzzzzz',
      reason: null,
    });
    try {
      t.clock.advance(11 * 60_000);
      await reconcilePayouts(requestContext(t.app));
    } finally {
      sandbox.payoutStatus = original;
    }
    expect((await detail(player, orderNo)).data.status).toBe('success');
    expect(await transfersOf(orderNo)).toEqual(['hold:9', 'post:9']);
  });
});

describe('GET /withdraw/record and /withdraw/detail', () => {
  it('lists only the player own withdrawals, newest first, with localised statuses; others answer NOT_FOUND', async () => {
    const player = await eligiblePlayer(t);
    const other = await eligiblePlayer(t);
    const orders: string[] = [];
    for (const amount of ['20.00', '21.00', '600.00']) {
      orders.push(
        (await apply(t, player, { amount, account_id: player.accountId })).data.withdrawal.order_no,
      );
    }
    await sandboxOf(t).settle();
    const page = await t.api('GET', '/withdraw/record', {
      token: player.token,
      query: { page: '1', size: '2' },
      lang: 'en',
    });
    expect(page.data).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(page.data.list.map((w: { order_no: string }) => w.order_no)).toEqual([orders[2], orders[1]]);
    expect(page.data.list[0]).toMatchObject({ status: 'applying', status_label: 'Under review' });
    const applying = await t.api('GET', '/withdraw/record', {
      token: player.token,
      query: { status: 'applying' },
    });
    expect(applying.data.total).toBe(1);
    expect((await t.api('GET', '/withdraw/record', { token: other.token })).data.total).toBe(0);
    expect(await detail(other, orders[0]!)).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
    expect(
      (await t.api('GET', '/withdraw/record', { token: player.token, query: { status: 'x' } })).code,
    ).toBe(0);
  });
});
