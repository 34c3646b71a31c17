import { normalizeCpf } from '@jl/core/br/cpf.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposit } from './activity-fixtures.ts';
import { e164, loginAs, registerPlayer } from './auth-helpers.ts';
import { balancesOf, one, rows, whereStored } from './closure-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newMember, newMobile, newPayer } from './pay-fixtures.ts';
import { newSession } from './rg-fixtures.ts';
import { bindBody, NOON_SP, WITHDRAW_PASSWORD } from './withdraw-fixtures.ts';

/**
 * After closure (docs/COMPLIANCE.md "Account closure"): the data export is offered before, the
 * `closure.minimise` job erases the personal data after CLOSURE_MINIMISE_DAYS while the financial
 * records stay, the phone can be registered again, and a block in force still follows the CPF.
 */
let t: TestApp;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON_SP);
  await t.app.jobs.runDue(); // the jobs' first run sets their cursors
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const close = (token: string) => t.api('POST', '/user/close', { token });
const ledgerRows = async () =>
  Number((await one(t, sql`select count(*)::int as n from ledger_entries`))?.n ?? 0);

/** Runs the due jobs `days` later (the clock moves, so the minimisation period comes). */
async function daysLater(days: number) {
  t.clock.advance(days * DAY);
  await t.app.jobs.runDue();
}

describe('the data export, then closure and minimisation', () => {
  const name = 'Beatriz Minimizada Quaresma';
  const email = 'beatriz.minimizada@exemplo.com.br';
  let payer: Awaited<ReturnType<typeof newPayer>>;
  let phone: string;
  let mobile: string;

  beforeAll(async () => {
    const registered = await registerPlayer(t, {});
    phone = e164(registered.phone);
    const memberId = BigInt(registered.memberId);
    const token = registered.token;
    mobile = newMobile();
    const cpf = (await import('./pay-fixtures.ts')).newCpf();
    const saved = await t.api('POST', '/recharge/info', { token, body: { name, cpf, mobile, email } });
    expect(saved.code).toBe(1);
    payer = { memberId, token, cpf, name };
    await deposit(t, payer, '40.00'); // own money, kept at closure
    const set = await t.api('POST', '/user/withdraw-password', {
      token,
      body: { password: WITHDRAW_PASSWORD, repassword: WITHDRAW_PASSWORD, login_password: 'segredo123' },
    });
    expect(set.code).toBe(1);
    const bound = await t.api('POST', '/withdraw/bind', {
      token,
      body: bindBody(cpf, { name, email, mobile }),
    });
    expect(bound.code, JSON.stringify(bound)).toBe(1);
    // A finished withdrawal of the past (a financial record that must stay, without who was paid).
    await t.database.db.execute(
      sql`insert into withdrawals (order_no, member_id, account_id, amount_cents, fee_cents, fee_bps, status,
            review, vip_level, name, cpf, pix_type, pix_key, local_day, paid_at)
          values ('W0000000000000000001', ${String(memberId)}::bigint, ${bound.data.list[0].id}::bigint, 1000, 0, 0,
            'success', 'auto', 2, ${name}, ${normalizeCpf(cpf)}, 'cpf', ${normalizeCpf(cpf)}, '2026-03-01',
            ${t.clock.now.toISOString()}::timestamptz)`,
    );
  });

  it('offers the data export right before closing; after closing the token is refused', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/v2/user/export',
      headers: { token: payer.token },
    });
    expect(file.statusCode).toBe(200);
    expect(file.json().profile.recharge_info).toMatchObject({ name, email });
    expect((await close(payer.token)).code).toBe(1);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v2/user/export',
      headers: { token: payer.token },
    });
    expect(after.json()).toMatchObject({ code: 302 });
  });

  it('keeps the phone taken and login answering "account closed" until the minimisation', async () => {
    await daysLater(29);
    expect((await loginAs(t, phone, 'segredo123')).data.error).toBe('ACCOUNT_CLOSED');
    const sent = await t.api('POST', '/sms/send', { body: { phone, scene: 'register' } });
    expect(sent.data?.error).toBe('PHONE_TAKEN');
  });

  it('erases name, phone, e-mail, CPF and Pix details everywhere; the financial records stay', async () => {
    const before = await ledgerRows();
    await daysLater(1.01);
    const id = String(payer.memberId);
    const closure = await one(
      t,
      sql`select minimised_at, aml_name, aml_cpf from account_closures where member_id = ${id}::bigint`,
    );
    expect(closure!.minimised_at).not.toBeNull();
    // The sealed AML identification is the only place left (Lei 9.613/1998 art. 10: 5 years).
    expect(closure).toMatchObject({ aml_name: name, aml_cpf: normalizeCpf(payer.cpf) });
    const sealed = ['account_closures.aml_cpf', 'account_closures.aml_name'];
    expect(await whereStored(t, normalizeCpf(payer.cpf))).toEqual(['account_closures.aml_cpf']);
    expect(await whereStored(t, name)).toEqual(['account_closures.aml_name']);
    expect((await whereStored(t, email)).filter((w) => !sealed.includes(w))).toEqual([]);
    expect(await whereStored(t, phone.slice(3))).toEqual([]);
    expect(await whereStored(t, e164(mobile).slice(3))).toEqual([]);
    expect(
      await one(t, sql`select phone, nickname, password_hash, reg_ip from members where id = ${id}::bigint`),
    ).toEqual({
      phone: `closed:${id}`,
      nickname: null,
      password_hash: '',
      reg_ip: null,
    });
    // Ledger, deposits and withdrawals are whole: amounts, times and ids.
    expect(await ledgerRows()).toBe(before);
    expect(await balancesOf(t, payer.memberId)).toMatchObject({ locked: 40_00n, cash: 0n });
    expect(
      await rows(
        t,
        sql`select amount_cents::text, status from recharge_orders where member_id = ${id}::bigint`,
      ),
    ).toEqual([{ amount_cents: '4000', status: 'success' }]);
    expect(
      await rows(
        t,
        sql`select amount_cents::text, status, name, cpf from withdrawals where member_id = ${id}::bigint`,
      ),
    ).toEqual([{ amount_cents: '1000', status: 'success', name: '', cpf: '' }]);
    const log = await rows(t, sql`select action from rg_actions where member_id = ${id}::bigint`);
    expect(log.map((a) => a.action)).toContain('closure.closed');
  });

  it('lets a new person register the phone, and the CPF be bound to a new account', async () => {
    expect((await loginAs(t, phone, 'segredo123')).data.error).toBe('INVALID_CREDENTIALS');
    const again = await registerPlayer(t, { phone: phone.replace('+55', ''), password: 'outra-senha1' });
    expect(BigInt(again.memberId)).not.toBe(payer.memberId);
    expect((await loginAs(t, phone, 'outra-senha1')).code).toBe(1);
    const saved = await t.api('POST', '/recharge/info', {
      token: again.token,
      body: { name: 'Outra Pessoa', cpf: payer.cpf, mobile: newMobile(), email: 'outra@exemplo.com.br' },
    });
    expect(saved.code, JSON.stringify(saved)).toBe(1);
  });

  it('erases the sealed identification when its 5 years are over', async () => {
    await daysLater(5 * 366);
    const closure = await one(
      t,
      sql`select aml_name, aml_cpf from account_closures where member_id = ${String(payer.memberId)}::bigint`,
    );
    expect(closure).toEqual({ aml_name: null, aml_cpf: null });
  });
});

describe('a break or self-exclusion follows the CPF of a closed account', () => {
  async function closedWhileBlocked(path: '/rg/exclude' | '/rg/cooloff', period: string) {
    const p = await newPayer(t);
    const blocked = await t.api('POST', path, { token: p.token, body: { period } });
    expect(blocked.code).toBe(1);
    expect((await close(p.token)).code).toBe(1);
    return p;
  }

  const bindRecharge = async (token: string, cpf: string, lang?: string) =>
    t.api('POST', '/recharge/info', {
      token,
      lang,
      body: { name: 'Nova Conta', cpf, mobile: newMobile(), email: `nova${Date.now()}@exemplo.com.br` },
    });

  it('refuses the CPF on a new account until the exclusion ends, before and after minimisation', async () => {
    const p = await closedWhileBlocked('/rg/exclude', '6m');
    const until = (await one(
      t,
      sql`select block_until from rg_state where member_id = ${String(p.memberId)}::bigint`,
    ))!.block_until as string;
    const other = await newMember(t);
    const early = await bindRecharge(other.token, p.cpf, 'en');
    expect(early).toMatchObject({ code: 0, data: { error: 'RG_CPF_BLOCKED', field: 'cpf' } });
    expect(early.msg).toMatch(/^This CPF is on a break or self-excluded until \d\d\/\d\d\/\d{4}/);
    await daysLater(31);
    const fresh = await newMember(t);
    expect((await bindRecharge(fresh.token, p.cpf)).data.error).toBe('RG_CPF_BLOCKED');
    const bind = await t.api('POST', '/withdraw/bind', { token: fresh.token, body: bindBody(p.cpf) });
    expect(bind.data.error).toBe('RG_CPF_BLOCKED');
    t.clock.set(new Date(new Date(until).getTime() + 60_000));
    await t.app.jobs.runDue(); // rg.end-blocks ends the exclusion
    const later = await newSession(t, fresh.memberId);
    expect((await bindRecharge(later, p.cpf)).code).toBe(1);
  });

  it('a permanent self-exclusion keeps the CPF out for good', async () => {
    const p = await closedWhileBlocked('/rg/exclude', 'permanent');
    const other = await newMember(t);
    const refused = await bindRecharge(other.token, p.cpf);
    expect(refused.data.error).toBe('RG_CPF_BLOCKED');
    expect(refused.msg).toBe(
      'Este CPF está autoexcluído de forma permanente (conta encerrada durante a autoexclusão) e não pode ser usado em outra conta.',
    );
  });
});
