import { PAYOUT_DEADLINE_MINUTES } from '@jl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { bearer, createStaffSession } from './staff-fixtures.ts';
import { apply, eligiblePlayer, NOON_SP } from './withdraw-fixtures.ts';

/**
 * The payout deadline (Portaria SPA/MF 615/2024; docs/COMPLIANCE.md "Payout within 120 minutes"): a
 * withdrawal not paid within 120 minutes of its request shows on the dashboard (count and oldest age,
 * for the roles that see withdrawals) and in /metrics (`jl_payouts_overdue`, the alert's input).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON_SP);
}, 180_000);
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const dashboard = async (role: 'finance' | 'support' | 'marketing') =>
  (await t.api('GET', '/admin/reports/dashboard', { headers: bearer(await createStaffSession(t, role)) }))
    .data;
const metric = async (name: string) => {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1]);
};

describe('the 120-minute payout deadline', () => {
  it('is 120 minutes', () => expect(PAYOUT_DEADLINE_MINUTES).toBe(120));

  it('counts a withdrawal waiting longer than 120 minutes, with its age, on the dashboard and in /metrics', async () => {
    const player = await eligiblePlayer(t);
    const applied = await apply(t, player, { amount: '600.00', account_id: player.accountId });
    expect(applied.code, JSON.stringify(applied)).toBe(1);
    t.clock.advance(119 * 60_000);
    expect((await dashboard('finance')).payouts_overdue).toEqual({ count: 0, oldest_seconds: 0 });
    expect(await metric('jl_payouts_overdue')).toBe(0);
    t.clock.advance(2 * 60_000);
    expect((await dashboard('finance')).payouts_overdue).toEqual({ count: 1, oldest_seconds: 121 * 60 });
    expect((await dashboard('support')).payouts_overdue.count).toBe(1);
    expect(await metric('jl_payouts_overdue')).toBe(1);
    expect(await metric('jl_payouts_overdue_oldest_seconds')).toBe(121 * 60);
  });

  it('is not shown to marketing, who does not see withdrawals', async () => {
    expect((await dashboard('marketing')).payouts_overdue).toBeNull();
  });
});
