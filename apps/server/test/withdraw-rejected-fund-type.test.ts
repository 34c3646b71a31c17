import { FUND_TYPES } from '@jl/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, withdrawals } from '../src/db/schema.ts';
import { updateSettingsSection } from '../src/modules/config/index.ts';
import { getWallet } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { bearer, signInNewStaff } from './staff-fixtures.ts';
import { apply, eligiblePlayer, NOON_SP } from './withdraw-fixtures.ts';

/**
 * A withdrawal staff rejected shows in the player's fund log as its own type, 32 "Saque recusado"
 * (docs/LEDGER.md); type 10 "Saque falhou" stays for a payout the PSP failed.
 */
let t: TestApp;
let finance: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON_SP);
  finance = bearer(await signInNewStaff(t, 'fin', 'finance'));
  await updateSettingsSection(t.database.db, 'withdraw', {
    min: '20.00',
    windowStart: '00:00',
    windowEnd: '22:00',
    timeZone: 'America/Sao_Paulo',
    autoApproveMax: '100.00',
    twoApprovalsAbove: '5000.00',
  });
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

async function underReview() {
  const player = await eligiblePlayer(t);
  const applied = await apply(t, player, { amount: '300.00', account_id: player.accountId });
  expect(applied.data.withdrawal.status).toBe('applying');
  const [row] = await t.database.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.orderNo, applied.data.withdrawal.order_no));
  return { player, id: String(row!.id), orderNo: row!.orderNo };
}
const reject = (id: string) =>
  t.api('POST', `/admin/withdrawals/${id}/reject`, { headers: finance, body: { reason: 'Titular diverge' } });
const voids = async (orderNo: string) =>
  (await t.database.db.select().from(ledgerTransfers)).filter(
    (r) =>
      (r.meta as { withdrawalId?: string } | null)?.withdrawalId === orderNo &&
      r.code !== FUND_TYPES.WITHDRAW,
  );

describe('a staff-rejected withdrawal in the fund log', () => {
  it('is type 32 "Saque recusado", in the player’s language; never type 10', async () => {
    const { player, id, orderNo } = await underReview();
    const cashBefore = (await getWallet(t.database.db, player.memberId)).withdrawable;
    expect((await reject(id)).code).toBe(1);
    const log = await t.api('GET', '/fund/log', { token: player.token });
    expect(log.data.list[0]).toMatchObject({ type: 32, type_label: 'Saque recusado', amount: '300.00' });
    expect(log.data.list.some((e: { type: number }) => e.type === FUND_TYPES.WITHDRAWAL_FAILED)).toBe(false);
    const en = await t.api('GET', '/fund/log', { token: player.token, headers: { lang: 'en' } });
    expect(en.data.list[0].type_label).toBe('Withdrawal rejected');
    expect((await voids(orderNo)).map((r) => r.code)).toEqual([FUND_TYPES.WITHDRAWAL_REJECTED]);
    expect((await getWallet(t.database.db, player.memberId)).withdrawable).toBe(cashBefore + 30_000n);
  });

  it('a replayed rejection returns the money once', async () => {
    const { id, orderNo } = await underReview();
    expect((await reject(id)).code).toBe(1);
    const again = await reject(id);
    expect(again.data.error).toBe('WITHDRAWAL_STATE_CHANGED');
    // The status in the staff member's language, never the code's word.
    expect(again.msg).toBe('Este saque já foi processado (situação atual: Recusado)');
    expect(await voids(orderNo)).toHaveLength(1);
  });

  it('two rejections at once return the money once', async () => {
    const { id, orderNo } = await underReview();
    const answers = await Promise.all([reject(id), reject(id)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
    expect(await voids(orderNo)).toHaveLength(1);
    await assertLedgerInvariants(t.database.db);
  });
});
