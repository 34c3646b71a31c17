import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/modules/admin/index.ts';
import {
  balancesOf,
  countClosureTransfers,
  giveBonus,
  giveDeposit,
  one,
  rows,
  startClosureApp,
  stopClosureApp,
} from './closure-fixtures.ts';
import type { TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newMember } from './pay-fixtures.ts';
import { bearer, createStaffSession } from './staff-fixtures.ts';
import { eligiblePlayer, giveCash, apply as withdrawApply } from './withdraw-fixtures.ts';

/**
 * Closure by staff on the player's request (docs/COMPLIANCE.md "Account closure"): finance and owners
 * only; the withdrawable balance the app refuses to close with is kept for the player; the same one
 * transaction as the player's own closure, recorded with the staff member and the reason in the
 * hash-chained audit log; refusals that write nothing; replays and a race with the player's own
 * closure or withdrawal that close once; the kept money returned through adjustments.
 */
let t: TestApp;
let finance: Record<string, string>;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await startClosureApp();
  finance = bearer(await createStaffSession(t, 'finance'));
  owner = bearer(await createStaffSession(t, 'owner'));
});
afterAll(() => stopClosureApp(t));

const preview = (headers: Record<string, string>, memberId: bigint, lang?: string) =>
  t.api('GET', `/admin/players/${memberId}/close`, { headers, lang });
const close = (headers: Record<string, string>, memberId: bigint, reason: unknown, lang?: string) =>
  t.api('POST', `/admin/players/${memberId}/close`, { headers, lang, body: { reason }, form: false });

async function nothingWritten(memberId: bigint) {
  const id = String(memberId);
  expect(await one(t, sql`select 1 from account_closures where member_id = ${id}::bigint`)).toBe(undefined);
  expect(await one(t, sql`select status from members where id = ${id}::bigint`)).toEqual({ status: 0 });
  expect(
    await one(
      t,
      sql`select 1 from ledger_accounts where member_id = ${id}::bigint and closed_at is not null`,
    ),
  ).toBe(undefined);
  expect(await countClosureTransfers(t, memberId)).toBe(0);
  expect(
    await one(t, sql`select 1 from staff_audit_log where action = 'player.close' and target_id = ${id}`),
  ).toBe(undefined);
}

/** Own money under wagering, a bonus, and a withdrawable balance below the withdrawal minimum. */
async function stuckPlayer() {
  const m = await newMember(t);
  await giveDeposit(t, m.memberId, 100_00n);
  await giveBonus(t, m.memberId, 30_00n);
  await giveCash(t, m.memberId, 12_34n);
  return m;
}

describe('who may close, and what is refused', () => {
  it('support and marketing may not; nothing is written', async () => {
    const m = await stuckPlayer();
    for (const role of ['support', 'marketing'] as const) {
      const headers = bearer(await createStaffSession(t, role));
      expect((await preview(headers, m.memberId)).data.error).toBe('STAFF_FORBIDDEN');
      expect((await close(headers, m.memberId, 'pedido do titular')).data.error).toBe('STAFF_FORBIDDEN');
    }
    await nothingWritten(m.memberId);
  });

  it('asks for a reason, localised, and writes nothing without one', async () => {
    const m = await stuckPlayer();
    for (const reason of [undefined, '', '  x ', 'a'.repeat(301)]) {
      const refused = await close(finance, m.memberId, reason, 'en');
      expect(refused.data, JSON.stringify(reason)).toMatchObject({ field: 'reason' });
    }
    expect((await close(finance, 999_999_999n, 'pedido do titular')).data.error).toBe('NOT_FOUND');
    expect((await preview(finance, 999_999_999n)).data.error).toBe('NOT_FOUND');
    await nothingWritten(m.memberId);
  });

  it('a withdrawal under review must finish first (the staff member’s language)', async () => {
    const p = await eligiblePlayer(t, 50_00n);
    const applied = await withdrawApply(t, p, { amount: '50.00', account_id: p.accountId });
    expect(applied.code, JSON.stringify(applied)).toBe(1);
    const seen = await preview(finance, p.memberId, 'en');
    expect(seen.data).toMatchObject({ can_close: false, withdrawal_in_flight: true });
    const refused = await close(finance, p.memberId, 'pedido do titular por e-mail', 'es');
    expect(refused.data.error).toBe('RG_CLOSURE_WITHDRAWAL');
    expect(refused.msg).toMatch(/retiro/i);
    expect(
      await one(t, sql`select 1 from account_closures where member_id = ${String(p.memberId)}::bigint`),
    ).toBe(undefined);
  });
});

describe('closing on the player’s request', () => {
  let m: { memberId: bigint; token: string };
  beforeAll(async () => {
    m = await stuckPlayer();
  });

  it('the app refuses the player, staff may close and keep the balance', async () => {
    expect((await t.api('GET', '/user/close', { token: m.token })).data).toMatchObject({
      can_close: false,
      withdrawable: '12.34',
    });
    expect((await preview(finance, m.memberId)).data).toEqual({
      can_close: true,
      refusal: null,
      withdrawable: '12.34',
      in_games: '0.00',
      withdrawal_in_flight: false,
      forfeit: '30.00',
      kept: '112.34',
      minimise_after_days: 30,
    });
  });

  it('closes in one go: bonus forfeited, own money and cash kept, sessions ended, audited with the reason', async () => {
    const closed = await close(finance, m.memberId, 'Pedido do titular, chamado 4411');
    expect(closed).toMatchObject({
      code: 1,
      data: { closed_at: t.clock.now.toISOString(), forfeited: '30.00', kept: '112.34' },
    });
    expect(await balancesOf(t, m.memberId)).toMatchObject({ cash: 12_34n, locked: 100_00n });
    expect(await countClosureTransfers(t, m.memberId)).toBe(1);
    expect((await t.api('GET', '/user/info', { token: m.token })).code).toBe(302);
    const id = String(m.memberId);
    const row = await one(
      t,
      sql`select c.kept_cents::text as kept, s.role from account_closures c
          join staff s on s.id = c.closed_by_staff_id where c.member_id = ${id}::bigint`,
    );
    expect(row).toEqual({ kept: '11234', role: 'finance' });
    const audited = await rows(
      t,
      sql`select detail from staff_audit_log where action = 'player.close' and target_id = ${id}`,
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]!.detail).toMatchObject({
      reason: 'Pedido do titular, chamado 4411',
      kept: '11234',
      by: 'staff',
    });
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ ok: true });
    const log = await rows(
      t,
      sql`select detail from rg_actions where member_id = ${id}::bigint and action = 'closure.closed'`,
    );
    expect(log.map((r) => (r.detail as { by: string }).by)).toEqual(['staff']);
    await assertLedgerInvariants(t.database.db);
  });

  it('staff see who closed it; a replay answers the same closure and writes nothing more', async () => {
    const detail = await t.api('GET', `/admin/players/${m.memberId}`, { headers: finance });
    expect(detail.data.player).toMatchObject({ status: 'closed', closed_by: 'staff' });
    const first = await close(finance, m.memberId, 'de novo');
    const [second, third] = await Promise.all([
      close(owner, m.memberId, 'outra vez'),
      t.api('POST', '/user/close', { token: m.token }),
    ]);
    expect(second.data).toEqual(first.data);
    expect(third.code).toBe(302);
    expect(await countClosureTransfers(t, m.memberId)).toBe(1);
    const audited = await rows(
      t,
      sql`select 1 from staff_audit_log where action = 'player.close' and target_id = ${String(m.memberId)}`,
    );
    expect(audited).toHaveLength(1);
  });

  it('the kept money goes back to the player through two-person adjustments, and the ledger balances', async () => {
    const ask = async (amount: string, target: 'cash' | 'locked') => {
      const asked = await t.api('POST', `/admin/players/${m.memberId}/adjustments`, {
        headers: finance,
        body: { code: 15, amount, target, reason: 'Devolvido por Pix ao CPF do titular' },
        form: false,
      });
      expect(asked.code, JSON.stringify(asked)).toBe(1);
      const approved = await t.api('POST', `/admin/adjustments/${asked.data.adjustment.id}/approve`, {
        headers: owner,
        body: {},
        form: false,
      });
      expect(approved.code, JSON.stringify(approved)).toBe(1);
    };
    await ask('-12.34', 'cash');
    await ask('-100.00', 'locked');
    expect(await balancesOf(t, m.memberId)).toMatchObject({ cash: 0n, locked: 0n });
    await assertLedgerInvariants(t.database.db);
  });
});

describe('races', () => {
  it('staff and the player closing at once close once, with one forfeit', async () => {
    for (let i = 0; i < 4; i += 1) {
      const p = await newMember(t);
      await giveDeposit(t, p.memberId, 40_00n);
      await giveBonus(t, p.memberId, 10_00n);
      const [byStaff, byPlayer] = await Promise.all([
        close(finance, p.memberId, 'pedido do titular'),
        t.api('POST', '/user/close', { token: p.token }),
      ]);
      expect(byStaff.code, JSON.stringify(byStaff)).toBe(1);
      expect([1, 302]).toContain(byPlayer.code);
      if (byPlayer.code === 1) expect(byPlayer.data).toEqual(byStaff.data);
      expect(await countClosureTransfers(t, p.memberId)).toBe(1);
      expect(await balancesOf(t, p.memberId)).toMatchObject({ locked: 40_00n });
    }
    await assertLedgerInvariants(t.database.db);
  });

  it('a withdrawal racing the staff closure lands first (closure refused) or is refused (ACCOUNT_CLOSED)', async () => {
    for (let i = 0; i < 4; i += 1) {
      const p = await eligiblePlayer(t, 30_00n);
      const [closed, applied] = await Promise.all([
        close(finance, p.memberId, 'pedido do titular'),
        withdrawApply(t, p, { amount: '30.00', account_id: p.accountId }),
      ]);
      const outcome = `${closed.code === 1 ? 'closed' : closed.data.error}/${applied.code === 1 ? 'applied' : (applied.data?.error ?? applied.code)}`;
      expect(['closed/ACCOUNT_CLOSED', 'closed/302', 'RG_CLOSURE_WITHDRAWAL/applied']).toContain(outcome);
      const left = await balancesOf(t, p.memberId);
      if (closed.code === 1) expect(closed.data.kept).toBe('30.00');
      else expect(left.withdraw_hold).toBe(30_00n);
    }
    await assertLedgerInvariants(t.database.db);
  });
});
