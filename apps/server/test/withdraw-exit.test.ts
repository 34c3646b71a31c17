import { randomUUID } from 'node:crypto';
import { normalizeCpf } from '@jl/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkRegistryAtLogin } from '../src/modules/rg/index.ts';
import { balancesOf, giveBonus, one } from './closure-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newOrder, newPayer, type Payer, pixPaying, postWebhook } from './pay-fixtures.ts';
import { playRound, registryOf, rgStatus, setProfile } from './rg-fixtures.ts';
import { apply, bindBody, LOGIN_PASSWORD, NOON_SP, WITHDRAW_PASSWORD } from './withdraw-fixtures.ts';

/**
 * Leaving with one's own money (docs/COMPLIANCE.md "Leaving with one's own money"): a VIP0 player who
 * deposited by Pix and got a bonus withdraws the deposit on each exit path — cool-off, self-exclusion,
 * central-registry bar, closing the account — whatever the level and the wagering; the bonus part is
 * forfeited; a replay answers the first withdrawal; concurrent withdrawals take the money once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
  t.clock.set(NOON_SP);
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});
beforeEach(async () => {
  await setProfile(t, 'standard');
  registryOf(t).available = true;
});

type Depositor = Payer & { accountId: string };

/** VIP0: R$ 100,00 paid by Pix through the webhook, a R$ 10,00 bonus, a bound CPF account. */
async function depositor(bonusCents = 1_000n): Promise<Depositor> {
  const payer = await newPayer(t);
  const order = await newOrder(t, payer, '100.00');
  const paid = await postWebhook(t, pixPaying(t, order, payer));
  expect(paid.status).toBe(200);
  if (bonusCents > 0n) await giveBonus(t, payer.memberId, bonusCents);
  const password = await t.api('POST', '/user/withdraw-password', {
    token: payer.token,
    body: { password: WITHDRAW_PASSWORD, repassword: WITHDRAW_PASSWORD, login_password: LOGIN_PASSWORD },
  });
  expect(password.code).toBe(1);
  const bound = await t.api('POST', '/withdraw/bind', { token: payer.token, body: bindBody(payer.cpf) });
  expect(bound.code).toBe(1);
  return { ...payer, accountId: bound.data.list[0].id };
}

const init = (p: Depositor) => t.api('GET', '/withdraw/init', { token: p.token });

async function forfeitedBonus(memberId: bigint): Promise<bigint> {
  const row = await one(
    t,
    sql`select coalesce(sum(e.amount), 0)::text as n from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        where a.member_id = ${String(memberId)}::bigint and a.kind = 'locked' and e.code = 31`,
  );
  return -BigInt(row!.n as string);
}

/** The R$ 100,00 left in one withdrawal; the R$ 10,00 bonus was forfeited once. */
async function ownMoneyHeldOnce(memberId: bigint) {
  const balances = await balancesOf(t, memberId);
  expect([balances.locked, balances.cash]).toEqual([0n, 0n]);
  const made = await one(
    t,
    sql`select count(*)::int as n, sum(amount_cents)::text as total from withdrawals where member_id = ${String(memberId)}::bigint`,
  );
  expect(made).toEqual({ n: 1, total: '10000' });
  expect(await forfeitedBonus(memberId)).toBe(1_000n);
}

/** Before leaving the VIP gate refuses; after it the deposit goes out whole, the bonus is forfeited. */
async function withdrawsOwnMoney(p: Depositor, reason: string, body: Record<string, string> = {}) {
  const answer = await init(p);
  expect(answer.data.exit).toEqual({ reason, own_locked: '100.00', bonus_forfeit: '10.00' });
  expect(answer.data.withdrawable).toBe('100.00');
  expect(answer.data.blocked).toBeNull();
  const key = randomUUID();
  const first = await apply(t, p, { amount: '100.00', account_id: p.accountId, ...body }, key);
  expect(first.code, JSON.stringify(first)).toBe(1);
  expect(first.data.withdrawal.amount).toBe('100.00');
  const replay = await apply(t, p, { amount: '100.00', account_id: p.accountId, ...body }, key);
  expect(replay.data).toEqual({ ...first.data, replayed: true });
  const balances = await balancesOf(t, p.memberId);
  expect(balances.locked).toBe(0n);
  expect(balances.cash).toBe(0n);
  expect(await forfeitedBonus(p.memberId)).toBe(1_000n);
  const wagering = await one(
    t,
    sql`select wager_required::text as r from ledger_accounts
        where member_id = ${String(p.memberId)}::bigint and kind = 'locked'`,
  );
  expect(wagering?.r).toBe('0');
  await assertLedgerInvariants(t.database.db);
  return first;
}

describe('every exit path pays out the player own money', () => {
  it('a VIP0 player cannot withdraw a deposit under wagering while playing on', async () => {
    const p = await depositor();
    const refused = await apply(t, p, { amount: '100.00', account_id: p.accountId });
    expect(refused.data.error).toBe('WITHDRAW_VIP_TOO_LOW');
    expect((await init(p)).data.exit).toBeNull();
  });

  it('cool-off: the deposit goes out, the bonus is forfeited, a replay answers the first', async () => {
    const p = await depositor();
    // Wagering per source before: the deposit and the bonus, each with its own requirement.
    const before = await t.api('GET', '/wallet/wagering', { token: p.token });
    expect(
      before.data.sources.map((s: { kind: string; amount: string; required: string; done: string }) => [
        s.kind,
        s.amount,
        s.required,
        s.done,
      ]),
    ).toEqual([
      ['deposit', '100.00', '150.00', '0.00'],
      ['bonus', '10.00', '125.00', '0.00'],
    ]);
    expect(before.data).toMatchObject({ required: '275.00', locked: '110.00', can_unlock: false });
    expect((await t.api('POST', '/rg/cooloff', { token: p.token, body: { period: '24h' } })).code).toBe(1);
    await withdrawsOwnMoney(p, 'cooloff');
    const after = await t.api('GET', '/wallet/wagering', { token: p.token });
    expect(after.data).toMatchObject({ sources: [], required: '0.00', locked: '0.00', can_unlock: false });
  });

  it('self-exclusion: concurrent withdrawals take the money once', async () => {
    const p = await depositor();
    expect((await t.api('POST', '/rg/exclude', { token: p.token, body: { period: '6m' } })).code).toBe(1);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map(() => apply(t, p, { amount: '100.00', account_id: p.accountId }, randomUUID())),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 1)) {
      // The holder lock puts them in a line: the second finds the day's one withdrawal (VIP0) taken.
      expect(['WITHDRAW_DAILY_LIMIT', 'WITHDRAW_INSUFFICIENT']).toContain(refused.data.error);
    }
    await ownMoneyHeldOnce(p.memberId);
    await assertLedgerInvariants(t.database.db);
  });

  it('self-exclusion: the whole path through the API, with a replay', async () => {
    const p = await depositor();
    expect((await t.api('POST', '/rg/exclude', { token: p.token, body: { period: '1y' } })).code).toBe(1);
    await withdrawsOwnMoney(p, 'exclusion');
  });

  it('central registry bar: found at the next day check, the deposit goes out', async () => {
    const p = await depositor();
    registryOf(t).barred.add(normalizeCpf(p.cpf));
    t.clock.advance(86_400_000);
    try {
      // The day's first login asks the registry again, and finds the CPF barred.
      const ctx = { db: t.database.db, registry: registryOf(t), now: () => t.clock.now, log: t.app.log };
      await checkRegistryAtLogin(ctx, p.memberId);
      expect((await rgStatus(t, p.token)).data.registry.status).toBe('barred');
      const deposit = await t.api('POST', '/recharge/create', { token: p.token, body: { amount: '50.00' } });
      expect(deposit.data.error).toBe('RG_REGISTRY_BARRED');
      await withdrawsOwnMoney(p, 'registry');
    } finally {
      t.clock.set(NOON_SP);
    }
  });

  it('closing the account: the withdrawal marks it closing; no stake or deposit after it', async () => {
    const p = await depositor();
    expect((await apply(t, p, { amount: '100.00', account_id: p.accountId })).data.error).toBe(
      'WITHDRAW_VIP_TOO_LOW',
    );
    const page = await t.api('GET', '/withdraw/init?exit=closure', { token: p.token });
    expect(page.data.exit).toEqual({ reason: 'closing', own_locked: '100.00', bonus_forfeit: '10.00' });
    expect(page.data.blocked).toBeNull();
    expect((await init(p)).data.exit).toBeNull(); // asking is not closing: nothing changed yet
    const first = await apply(
      t,
      p,
      { amount: '100.00', account_id: p.accountId, exit: 'closure' } as never,
      randomUUID(),
    );
    expect(first.code, JSON.stringify(first)).toBe(1);
    expect((await init(p)).data.exit?.reason).toBe('closing');
    expect((await playRound(t, p.token)).data.error).toBe('RG_CLOSING');
    const status = await rgStatus(t, p.token);
    expect(status.data.block).toBeNull();
    expect(status.data.can).toMatchObject({ stake: false, deposit: false, claim: false });
    const deposit = await t.api('POST', '/recharge/create', { token: p.token, body: { amount: '50.00' } });
    expect(deposit.data.error).toBe('RG_CLOSING');
    expect(await forfeitedBonus(p.memberId)).toBe(1_000n);
    const preview = await t.api('GET', '/user/close', { token: p.token });
    expect(preview.data.kept).toBe('0.00');
    await assertLedgerInvariants(t.database.db);
  });

  it('only the own money leaves: winnings stay the player own, a bigger amount is refused', async () => {
    const p = await depositor();
    expect((await t.api('POST', '/rg/cooloff', { token: p.token, body: { period: '24h' } })).code).toBe(1);
    const over = await apply(t, p, { amount: '100.01', account_id: p.accountId });
    expect(over.data.error).toBe('WITHDRAW_ABOVE_MAX');
    const balances = await balancesOf(t, p.memberId);
    expect(balances.locked).toBe(11_000n);
  });
});

describe('br-regulated: a deposit is never locked behind wagering', () => {
  it('a VIP0 player withdraws the deposit at once', async () => {
    await setProfile(t, 'br-regulated');
    const p = await depositor(0n);
    const balances = await balancesOf(t, p.memberId);
    expect(balances.cash).toBe(10_000n);
    expect(balances.locked ?? 0n).toBe(0n);
    const answer = await init(p);
    expect(answer.data.own_money_free).toBe(true);
    expect(answer.data.blocked).toBeNull();
    const paid = await apply(t, p, { amount: '100.00', account_id: p.accountId }, randomUUID());
    expect(paid.code, JSON.stringify(paid)).toBe(1);
    await assertLedgerInvariants(t.database.db);
  });
});

describe('terms before paying: GET /withdraw/deposit-terms', () => {
  const terms = (token: string, amount: string, lang?: string) =>
    t.api('GET', `/withdraw/deposit-terms?amount=${amount}`, { token, lang });

  it('standard: the wager from the operator multiplier and the VIP gate, in the player language', async () => {
    const p = await newPayer(t);
    const answer = await terms(p.token, '100.00');
    expect(answer.data).toMatchObject({
      amount: '100.00',
      withdrawable_at_once: false,
      wager: '150.00',
      multiplier: '1.5',
      min_vip_level: 2,
      vip_level: 0,
    });
    expect(answer.data.msg.replace(/\u00a0/g, ' ')).toBe(
      'Depósito de R$ 100,00: para sacar, aposte R$ 150,00 e chegue ao VIP 2. Se você fizer uma pausa, se autoexcluir ou encerrar a conta, pode sacar o seu próprio dinheiro a qualquer momento.',
    );
    const en = await terms(p.token, '0.01', 'en');
    expect(en.data.wager).toBe('0.02'); // rounded up to the centavo, as the wallet does
    expect(en.data.msg.replace(/\u00a0/g, ' ')).toContain('wager R$ 0,02 and reach VIP 2');
  });

  it('br-regulated: withdrawable at once, and so it is after the Pix', async () => {
    await setProfile(t, 'br-regulated');
    const p = await newPayer(t);
    const answer = await terms(p.token, '100.00');
    expect(answer.data).toMatchObject({ withdrawable_at_once: true, wager: '0.00' });
    expect(answer.data.msg.replace(/\u00a0/g, ' ')).toBe(
      'Depósito de R$ 100,00: sacável a qualquer momento, sem exigência de apostas.',
    );
    const order = await newOrder(t, p, '100.00');
    expect((await postWebhook(t, pixPaying(t, order, p))).status).toBe(200);
    expect((await balancesOf(t, p.memberId)).cash).toBe(10_000n);
  });
});
