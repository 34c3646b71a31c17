import { randomUUID } from 'node:crypto';
import type { Cents } from '@jl/core';
import { normalizeCpf } from '@jl/core/br/cpf.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '../src/lib/request-context.ts';
import { closeAccount } from '../src/modules/closure/closure-service.ts';
import { cpfKeyOf } from '../src/modules/rg/index.ts';
import { creditBonus, postTransferToGame } from '../src/modules/wallet/index.ts';
import { loginAs, registerBody, requestCode } from './auth-helpers.ts';
import {
  balancesOf,
  countClosureTransfers,
  forfeitOf,
  giveBonus,
  giveDeposit,
  one,
  rows,
  startClosureApp,
  stopClosureApp,
} from './closure-fixtures.ts';
import type { TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newMember, newPayer } from './pay-fixtures.ts';
import { bearer, createStaffSession } from './staff-fixtures.ts';
import { bet, eligiblePlayer, giveCash, apply as withdrawApply } from './withdraw-fixtures.ts';

/**
 * Account closure (docs/COMPLIANCE.md "Account closure"): refusals that write nothing, the closure in
 * one transaction (forfeit of bonus money only, member and sessions ended, RG records kept), login
 * refused, replay, and rewards that stop. Minimisation and races are in closure-data / closure-race.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startClosureApp();
});
afterAll(() => stopClosureApp(t));

const close = (token: string, lang?: string) => t.api('POST', '/user/close', { token, lang });
const preview = (token: string, lang?: string) => t.api('GET', '/user/close', { token, lang });
const plain = (msg: string) => msg.replace(/\u00a0/g, ' ');

async function nothingWritten(memberId: bigint) {
  const id = String(memberId);
  expect(await one(t, sql`select member_id from account_closures where member_id = ${id}::bigint`)).toBe(
    undefined,
  );
  expect(await one(t, sql`select status from members where id = ${id}::bigint`)).toEqual({ status: 0 });
  expect(
    await one(
      t,
      sql`select id from ledger_accounts where member_id = ${id}::bigint and closed_at is not null`,
    ),
  ).toBe(undefined);
  expect(await countClosureTransfers(t, memberId)).toBe(0);
}

describe('refusals (localised, nothing written)', () => {
  it('a withdrawable balance must be withdrawn first', async () => {
    const m = await newMember(t);
    await giveCash(t, m.memberId, 12_34n);
    const seen = await preview(m.token, 'en');
    expect(seen.data).toMatchObject({ can_close: false, withdrawable: '12.34' });
    expect(plain(seen.data.refusal.msg)).toBe(
      'Withdraw your balance of R$ 12,34 before closing the account.',
    );
    const refused = await close(m.token);
    expect(refused.data.error).toBe('RG_CLOSURE_BALANCE');
    expect(plain(refused.msg)).toBe('Saque seu saldo de R$ 12,34 antes de encerrar a conta.');
    await nothingWritten(m.memberId);
  });

  it('a withdrawal under review or being paid must finish first', async () => {
    const p = await eligiblePlayer(t, 50_00n);
    const applied = await withdrawApply(t, p, { amount: '50.00', account_id: p.accountId });
    expect(applied.code, JSON.stringify(applied)).toBe(1);
    expect((await balancesOf(t, p.memberId)).cash).toBe(0n);
    const refused = await close(p.token, 'en');
    expect(refused).toMatchObject({ code: 0, data: { error: 'RG_CLOSURE_WITHDRAWAL' } });
    expect(refused.msg).toBe(
      'You have a withdrawal under review or being paid. Wait for it to finish before closing the account.',
    );
    expect((await preview(p.token)).data).toMatchObject({ can_close: false, withdrawal_in_flight: true });
    await nothingWritten(p.memberId);
  });

  it('money inside an external game must come back first', async () => {
    const m = await newMember(t);
    await giveCash(t, m.memberId, 7_00n);
    await t.database.db.transaction((tx) =>
      postTransferToGame(tx, {
        memberId: m.memberId,
        platform: 'sandbox',
        transferId: 900_000_000n + m.memberId,
        codes: 'ob',
        amount: 7_00n as Cents,
      }),
    );
    const refused = await close(m.token);
    expect(refused.data.error).toBe('RG_CLOSURE_IN_GAME');
    expect(plain(refused.msg)).toContain('R$ 7,00 ainda estão dentro de um jogo externo');
    await nothingWritten(m.memberId);
  });
});

describe('closing an account', () => {
  let p: Awaited<ReturnType<typeof newPayer>>;
  let phone: string;

  beforeAll(async () => {
    p = await newPayer(t, 'Joana Encerramento');
    phone = (await one(t, sql`select phone from members where id = ${String(p.memberId)}::bigint`))!
      .phone as string;
    await giveDeposit(t, p.memberId, 100_00n); // own money, under the wagering rule
    await giveBonus(t, p.memberId, 30_00n); // a reward into locked
    await giveBonus(t, p.memberId, 5_00n, 'team_bonus'); // a commission waiting in team_bonus
    await bet(t, p.memberId, 10_00n); // spends bonus money first: 20,00 of it is left
  });

  it('shows what it would forfeit and keep before the player confirms', async () => {
    const seen = await preview(p.token);
    expect(seen.data).toEqual({
      can_close: true,
      refusal: null,
      withdrawable: '0.00',
      in_games: '0.00',
      withdrawal_in_flight: false,
      forfeit: '25.00',
      kept: '100.00',
      minimise_after_days: 30,
    });
  });

  it('forfeits the bonus money in one type-31 transfer keyed by the closure, and keeps the own money', async () => {
    const closed = await close(p.token);
    expect(closed).toMatchObject({ code: 1 });
    expect(closed.data).toEqual({
      closed_at: t.clock.now.toISOString(),
      forfeited: '25.00',
      kept: '100.00',
      minimise_at: new Date(t.clock.now.getTime() + 30 * 86_400_000).toISOString(),
    });
    const forfeit = await forfeitOf(t, p.memberId);
    expect(forfeit?.code).toBe(31);
    const id = String(p.memberId);
    expect(forfeit?.entries).toEqual([
      { owner: id, kind: 'locked', code: 31, amount: '-2000' },
      { owner: 'house', kind: 'bonus_expense', code: 31, amount: '2000' },
      { owner: id, kind: 'team_bonus', code: 31, amount: '-500' },
      { owner: 'house', kind: 'referral_expense', code: 31, amount: '500' },
    ]);
    expect(await balancesOf(t, p.memberId)).toMatchObject({ cash: 0n, locked: 100_00n, team_bonus: 0n });
    await assertLedgerInvariants(t.database.db);
  });

  it('disables the member, ends every session at once, and keeps the RG state and log', async () => {
    const id = String(p.memberId);
    expect(await one(t, sql`select status from members where id = ${id}::bigint`)).toEqual({ status: 2 });
    const live = await rows(
      t,
      sql`select revoke_reason from sessions where member_id = ${id}::bigint and revoked_at is null`,
    );
    expect(live).toEqual([]);
    expect((await t.api('GET', '/user/info', { token: p.token })).code).toBe(302);
    const state = await one(
      t,
      sql`select closure_requested_at, closed_cpf_key from rg_state where member_id = ${id}::bigint`,
    );
    expect(new Date(state!.closure_requested_at as string).toISOString()).toBe(t.clock.now.toISOString());
    expect(state!.closed_cpf_key).toBe(cpfKeyOf(t.config.appSecret, normalizeCpf(p.cpf)));
    const log = await rows(t, sql`select action from rg_actions where member_id = ${id}::bigint`);
    expect(log.map((a) => a.action)).toContain('closure.closed');
    expect(
      await one(
        t,
        sql`select count(*)::int as n from ledger_accounts where member_id = ${id}::bigint and closed_at is null`,
      ),
    ).toEqual({ n: 0 });
  });

  it('refuses the login with a localised "account closed", only to the holder of the password', async () => {
    const pt = await loginAs(t, phone, 'segredo123');
    expect(pt).toMatchObject({ code: 0, data: { error: 'ACCOUNT_CLOSED' } });
    expect(pt.msg).toBe('Esta conta foi encerrada a pedido do titular e não pode mais ser usada');
    const en = await t.api('POST', '/user/login', {
      lang: 'en',
      body: { username: phone, password: 'segredo123' },
    });
    expect(en.msg).toBe("This account was closed at the holder's request and can no longer be used");
    expect((await loginAs(t, phone, 'wrong-password')).data.error).toBe('INVALID_CREDENTIALS');
  });

  it('a replay of the closure answers the same closure and forfeits nothing again', async () => {
    const ctx = { ...requestContext(t.app), minimiseAfterDays: 30 };
    const first = await closeAccount(ctx, p.memberId);
    const [second, third] = await Promise.all([closeAccount(ctx, p.memberId), closeAccount(ctx, p.memberId)]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await countClosureTransfers(t, p.memberId)).toBe(1);
    expect(await balancesOf(t, p.memberId)).toMatchObject({ locked: 100_00n, team_bonus: 0n });
  });

  it('staff see it among the closed accounts, with its closure; it cannot be unlocked or locked', async () => {
    const staff = bearer(await createStaffSession(t, 'finance'));
    const list = await t.api('GET', '/admin/players', { headers: staff, query: { status: 'closed' } });
    expect(list.code).toBe(1);
    const row = list.data.list.find((r: { id: string }) => r.id === String(p.memberId));
    expect(row).toMatchObject({ status: 'closed', closed_at: t.clock.now.toISOString(), minimised_at: null });
    expect(list.data.list.every((r: { status: string }) => r.status === 'closed')).toBe(true);
    const detail = await t.api('GET', `/admin/players/${p.memberId}`, { headers: staff });
    expect(detail.data.player).toMatchObject({ status: 'closed', name: 'Joana Encerramento' });
    for (const action of ['unlock', 'lock']) {
      const refused = await t.api('POST', `/admin/players/${p.memberId}/${action}`, {
        headers: staff,
        body: { reason: 'tentativa de reabrir' },
      });
      expect(refused.data.error).toBe('ACCOUNT_CLOSED');
    }
    const wallet = await t.api('GET', `/admin/players/${p.memberId}/wallet`, { headers: staff });
    expect(wallet.data.wallet).toMatchObject({ cash: '0.00', locked: '100.00', team_bonus: '0.00' });
    expect(wallet.data.entries.list.filter((e: { code: number }) => e.code === 31)).toHaveLength(2);
    const noFilter = await t.api('GET', '/admin/players', { headers: staff, query: {} });
    expect(noFilter.data).toMatchObject({ error: 'REQUIRED_FIELD', field: 'q' });
  });

  it('the ledger refuses any reward to the closed account (ACCOUNT_CLOSED), and the staff sees type 31', async () => {
    const credit = t.database.db.transaction((tx) =>
      creditBonus(tx, {
        memberId: p.memberId,
        amount: 1_00n as Cents,
        code: 20,
        idempotencyKey: `test:after:${randomUUID()}`,
      }),
    );
    await expect(credit).rejects.toMatchObject({ error: 'ACCOUNT_CLOSED' });
    const entries = await rows(
      t,
      sql`select e.code from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.member_id = ${String(p.memberId)}::bigint and e.code = 31`,
    );
    expect(entries).toHaveLength(2);
  });
});

describe('a closed account earns nothing more', () => {
  it('its invite code is unknown, and a subordinate’s deposit pays it no commission', async () => {
    const { join, deposit } = await import('./team-fixtures.ts');
    const inviter = await join(t);
    const invited = await join(t, inviter.inviteCode);
    expect((await close(inviter.token)).code).toBe(1);
    await deposit(t, invited, '100.00');
    const commissions = await rows(
      t,
      sql`select id from team_commissions where beneficiary_id = ${String(inviter.memberId)}::bigint`,
    );
    expect(commissions).toEqual([]);
    expect((await balancesOf(t, inviter.memberId)).team_bonus ?? 0n).toBe(0n);
    const phone = `(21) 9${String(Date.now()).slice(-8, -4)}-${String(Date.now()).slice(-4)}`;
    const sms_code = await requestCode(t, phone);
    const refused = await t.api('POST', '/user/register', {
      body: registerBody(phone, sms_code, { invite_code: inviter.inviteCode }),
    });
    expect(refused.data.error).toBe('INVITE_CODE_UNKNOWN');
  });

  it('an open red envelope expires with the closure', async () => {
    const m = await newMember(t);
    const id = String(m.memberId);
    await t.database.db.execute(
      sql`insert into activity_envelopes (member_id, target_cents, diamonds_target, diamonds_reward_cents,
            spins_left, opened_at, expires_at)
          values (${id}::bigint, 30000, 10, 50000, 1, ${t.clock.now.toISOString()}::timestamptz,
            ${new Date(t.clock.now.getTime() + 86_400_000).toISOString()}::timestamptz)`,
    );
    expect((await close(m.token)).code).toBe(1);
    expect(await rows(t, sql`select status from activity_envelopes where member_id = ${id}::bigint`)).toEqual(
      [{ status: 'expired' }],
    );
  });
});
