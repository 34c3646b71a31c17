import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { sandboxOf } from './pay-fixtures.ts';
import { bearer, signInNewStaff } from './staff-fixtures.ts';
import { apply, eligiblePlayer, NOON_SP, newPlayer } from './withdraw-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON_SP);
  for (const role of ['support', 'finance'] as const) {
    tokens[role] = await signInNewStaff(t, role, role);
  }
});
afterAll(async () => {
  if (t) {
    await sandboxOf(t).settle();
    await assertLedgerInvariants(t.database.db);
  }
  await t?.close();
});

const get = (role: string, path: string) => t.api('GET', path, { headers: bearer(tokens[role]!) });

describe('Pix payouts without a result', () => {
  it('lists a payout the PSP has not answered once the re-check interval has passed, with its state', async () => {
    const sandbox = sandboxOf(t);
    const original = sandbox.payOut;
    sandbox.payOut = async (input) => ({
      withdrawalId: input.withdrawalId,
      providerRef: 'SBXPO-pending',
      status: 'processing',
      endToEndId: null,
      reason: null,
    });
    let orderNo: string;
    try {
      const player = await eligiblePlayer(t);
      const applied = await apply(t, player, { amount: '40.00', account_id: player.accountId });
      expect(applied.data.withdrawal.status).toBe('wait');
      orderNo = applied.data.withdrawal.order_no;
    } finally {
      sandbox.payOut = original;
    }
    const recent = await get('finance', '/admin/reconciliation/payouts');
    expect(recent.code).toBe(1);
    expect(recent.data.recheck_minutes).toBe(10);
    expect(recent.data.list.map((p: { order_no: string }) => p.order_no)).not.toContain(orderNo);
    t.clock.advance(11 * 60_000);
    const stale = await get('finance', '/admin/reconciliation/payouts');
    const row = stale.data.list.find((p: { order_no: string }) => p.order_no === orderNo);
    expect(row).toMatchObject({ amount: '40.00', state: 'awaiting_psp', attempts: 1 });
    expect(JSON.stringify(row)).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
    expect((await get('support', '/admin/reconciliation/payouts')).code).not.toBe(1);
  });
});

describe('the responsible-gaming overview', () => {
  it('counts and lists players per state; a passed block and a finished closure are not counted', async () => {
    const [limited, cooling, excluded, expired, barred, closing, closed] = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map(() => newPlayer(t, { withdrawPassword: false })),
    );
    const id = (p: { memberId: bigint }) => String(p.memberId);
    const now = t.clock.now.toISOString();
    const later = new Date(t.clock.now.getTime() + 86_400_000).toISOString();
    const earlier = new Date(t.clock.now.getTime() - 86_400_000).toISOString();
    const db = t.database.db;
    await db.execute(sql`insert into rg_limits (member_id, kind, period, amount_cents, updated_at)
      values (${id(limited!)}::bigint, 'deposit', '24h', 5000, ${now}::timestamptz)`);
    await db.execute(sql`insert into rg_state (member_id, block_kind, block_period, block_started_at, block_until) values
      (${id(cooling!)}::bigint, 'cooloff', '24h', ${now}::timestamptz, ${later}::timestamptz),
      (${id(excluded!)}::bigint, 'exclusion', 'permanent', ${now}::timestamptz, null),
      (${id(expired!)}::bigint, 'cooloff', '24h', ${earlier}::timestamptz, ${earlier}::timestamptz)`);
    await db.execute(sql`insert into rg_state (member_id, registry_status, registry_checked_at, closing_at, closure_requested_at) values
      (${id(barred!)}::bigint, 'barred', ${now}::timestamptz, null, null),
      (${id(closing!)}::bigint, null, null, ${now}::timestamptz, null),
      (${id(closed!)}::bigint, null, null, ${earlier}::timestamptz, ${now}::timestamptz)`);
    const answer = await get('support', '/admin/rg/overview');
    expect(answer.code).toBe(1);
    const of = (state: string) =>
      answer.data.states.find((s: { state: string }) => s.state === state) as {
        count: number;
        list: { member_id: string; detail: string | null; until: string | null }[];
      };
    expect(of('limits')).toMatchObject({ count: 1, list: [{ member_id: id(limited!), detail: '1' }] });
    expect(of('cooloff')).toMatchObject({
      count: 1,
      list: [{ member_id: id(cooling!), detail: '24h', until: later }],
    });
    expect(of('exclusion')).toMatchObject({
      count: 1,
      list: [{ member_id: id(excluded!), detail: 'permanent', until: null }],
    });
    expect(of('registry_barred').list.map((r) => r.member_id)).toEqual([id(barred!)]);
    expect(of('closing').list.map((r) => r.member_id)).toEqual([id(closing!)]);
    // A flagged beneficiary (the barred player, flagged now): until the closure's due date, 3 days on.
    await db.execute(sql`update rg_state set beneficiary_flagged_at = ${now}::timestamptz
      where member_id = ${id(barred!)}::bigint`);
    const flagged = (await get('support', '/admin/rg/overview')).data.states.find(
      (s: { state: string }) => s.state === 'beneficiary',
    );
    expect(flagged).toMatchObject({
      count: 1,
      list: [
        { member_id: id(barred!), until: new Date(t.clock.now.getTime() + 3 * 86_400_000).toISOString() },
      ],
    });
    expect((await get('finance', '/admin/rg/overview')).code).toBe(1);
  });
});
