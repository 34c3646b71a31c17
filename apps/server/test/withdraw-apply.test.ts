import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getWallet } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { sandboxOf } from './pay-fixtures.ts';
import {
  apply,
  bet,
  bindBody,
  eligiblePlayer,
  freshCpf,
  giveCash,
  NOON_SP,
  newPlayer,
  setRecharge,
} from './withdraw-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  // These tests move the clock by hours between a player's calls; the idle end (30 min by default)
  // is tested in rg-session.test.ts.
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
});
beforeEach(() => {
  t.clock.set(NOON_SP);
});
afterAll(async () => {
  if (t) {
    await sandboxOf(t).settle();
    await assertLedgerInvariants(t.database.db);
  }
  await t?.close();
});

/** 10 March 2026 in São Paulo (UTC−3) at hh:mm. */
const sp = (hhmm: string, day = 10) => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 2, day, h! + 3, m!)).toISOString();
};

describe('POST /withdraw/apply — every rule', () => {
  it('needs an account selected first, and only the player own', async () => {
    const player = await eligiblePlayer(t);
    const none = await apply(t, player, { amount: '50.00' });
    expect(none).toMatchObject({
      code: 0,
      msg: 'Selecione uma conta primeiro',
      data: { error: 'WITHDRAW_ACCOUNT_REQUIRED', field: 'account_id' },
    });
    const en = await t.api('POST', '/withdraw/apply', {
      token: player.token,
      lang: 'en',
      body: { amount: '50.00', withdraw_password: '246810' },
    });
    expect(en.msg).toBe('Please select an account first');
    const other = await eligiblePlayer(t);
    const theirs = await apply(t, player, { amount: '50.00', account_id: other.accountId });
    expect(theirs).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
    expect(await apply(t, player, { amount: '50.00', account_id: 'abc' })).toMatchObject({
      data: { error: 'NOT_FOUND' },
    });
  });

  it('needs VIP above 1 (level 2)', async () => {
    const player = await newPlayer(t);
    await giveCash(t, player.memberId, 100_000n);
    await bet(t, player.memberId, 20_000n);
    await setRecharge(t, player.memberId, 2_000n); // VIP1: R$ 20 recharge, R$ 200 bets
    const bound = await t.api('POST', '/withdraw/bind', { token: player.token, body: bindBody(freshCpf()) });
    const answer = await apply(t, player, { amount: '50.00', account_id: bound.data.list[0].id });
    expect(answer).toMatchObject({ code: 0, data: { error: 'WITHDRAW_VIP_TOO_LOW' } });
    expect(answer.msg).toBe('Saques a partir do VIP 2. Suba de nível para sacar');
    const init = await t.api('GET', '/withdraw/init', { token: player.token });
    expect(init.data).toMatchObject({
      vip_level: 1,
      times_per_day: 0,
      blocked: { error: 'WITHDRAW_VIP_TOO_LOW' },
    });
  });

  it('is open from 00:00 to 21:59 São Paulo time and closed from 22:00', async () => {
    const player = await eligiblePlayer(t);
    const body = { amount: '20.00', account_id: player.accountId };
    t.clock.set(sp('22:00'));
    const closed = await apply(t, player, body);
    expect(closed).toMatchObject({ code: 0, data: { error: 'WITHDRAW_OUTSIDE_WINDOW' } });
    expect(closed.msg).toBe('Saques apenas das 00:00 às 22:00 (horário de Brasília)');
    expect((await t.api('GET', '/withdraw/init', { token: player.token })).data.window).toMatchObject({
      open: false,
    });
    t.clock.set(sp('23:59'));
    expect((await apply(t, player, body)).data.error).toBe('WITHDRAW_OUTSIDE_WINDOW');
    t.clock.set(sp('21:59'));
    expect((await apply(t, player, body)).code).toBe(1);
    t.clock.set(sp('00:00', 11));
    expect((await apply(t, player, body)).code).toBe(1);
  });

  it('keeps the amount between the minimum and the level maximum, and within the withdrawable cash', async () => {
    const player = await eligiblePlayer(t, 150_000n);
    const id = player.accountId;
    expect(await apply(t, player, { amount: '19.99', account_id: id })).toMatchObject({
      code: 0,
      msg: 'O valor mínimo de saque é R$\u00a020,00',
      data: { error: 'WITHDRAW_BELOW_MIN', field: 'amount' },
    });
    expect(await apply(t, player, { amount: '1000.01', account_id: id })).toMatchObject({
      msg: 'O valor máximo por saque no seu nível VIP é R$\u00a01.000,00',
      data: { error: 'WITHDRAW_ABOVE_MAX' },
    });
    expect((await apply(t, player, { amount: '1000.00', account_id: id })).code).toBe(1);
    expect(await apply(t, player, { amount: '600.00', account_id: id })).toMatchObject({
      msg: 'Saldo sacável insuficiente (disponível: R$\u00a0500,00)',
      data: { error: 'WITHDRAW_INSUFFICIENT', field: 'amount' },
    });
    expect(await apply(t, player, { amount: 'abc', account_id: id })).toMatchObject({
      data: { field: 'amount' },
    });
    expect(await apply(t, player, { amount: '', account_id: id })).toMatchObject({
      msg: 'Digite o valor do saque',
    });
  });

  it('needs the wagering met (valid bets ≥ 1.5 × recharge + 12.5 × bonus)', async () => {
    const player = await eligiblePlayer(t);
    const { creditBonus } = await import('../src/modules/wallet/index.ts');
    await t.database.db.transaction((tx) =>
      creditBonus(tx, {
        memberId: player.memberId,
        amount: 100n as never,
        code: 6,
        idempotencyKey: `b:${randomUUID()}`,
      }),
    );
    const answer = await apply(t, player, { amount: '20.00', account_id: player.accountId });
    expect(answer).toMatchObject({ code: 0, data: { error: 'WITHDRAW_WAGERING_NOT_MET' } });
    expect(answer.msg).toBe('Aposte mais R$\u00a012,50 em jogos para liberar o saque');
    await bet(t, player.memberId, 1_250n);
    expect((await apply(t, player, { amount: '20.00', account_id: player.accountId })).code).toBe(1);
  });

  it('checks the withdrawal password last, counting wrong tries toward its lock', async () => {
    const player = await eligiblePlayer(t);
    const body = { amount: '20.00', account_id: player.accountId, withdraw_password: '000000' };
    for (let left = 4; left >= 1; left--) {
      const wrong = await apply(t, player, body);
      expect(wrong).toMatchObject({ data: { error: 'WITHDRAW_PASSWORD_WRONG', field: 'withdraw_password' } });
    }
    expect((await apply(t, player, body)).data.error).toBe('WITHDRAW_PASSWORD_LOCKED');
    expect((await apply(t, player, { amount: '20.00', account_id: player.accountId })).data.error).toBe(
      'WITHDRAW_PASSWORD_LOCKED',
    );
    expect((await getWallet(t.database.db, player.memberId)).withdrawPending).toBe(0n);
  });

  it('counts the withdrawals of each São Paulo day, resetting at midnight there (not UTC)', async () => {
    const player = await eligiblePlayer(t);
    const body = { amount: '20.00', account_id: player.accountId };
    t.clock.set(sp('08:00'));
    for (let i = 0; i < 3; i++) expect((await apply(t, player, body)).code).toBe(1);
    const fourth = await apply(t, player, body);
    expect(fourth).toMatchObject({ data: { error: 'WITHDRAW_DAILY_LIMIT' } });
    expect(fourth.msg).toBe('Você já fez os 3 saques de hoje. Tente novamente amanhã');
    expect((await t.api('GET', '/withdraw/init', { token: player.token })).data).toMatchObject({
      times_left: 0,
    });
    t.clock.set(sp('21:30')); // 00:30 UTC of the next day: still the same São Paulo day
    expect((await apply(t, player, body)).data.error).toBe('WITHDRAW_DAILY_LIMIT');
    t.clock.set(sp('00:01', 11));
    expect((await t.api('GET', '/withdraw/init', { token: player.token })).data).toMatchObject({
      times_left: 3,
    });
    expect((await apply(t, player, body)).code).toBe(1);
  });

  it('gives a day slot back when a withdrawal is returned', async () => {
    const player = await eligiblePlayer(t);
    sandboxOf(t).configure({ failPayouts: true });
    try {
      for (let i = 0; i < 3; i++) await apply(t, player, { amount: '20.00', account_id: player.accountId });
      await sandboxOf(t).settle();
    } finally {
      sandboxOf(t).configure({ failPayouts: false });
    }
    const init = await t.api('GET', '/withdraw/init', { token: player.token });
    expect(init.data.times_left).toBe(3);
  });
});

describe('GET /withdraw/init', () => {
  it('names the first rule that blocks the player, what binding would not fix first', async () => {
    const vip0 = await newPlayer(t);
    await giveCash(t, vip0.memberId, 10_000n);
    const low = await t.api('GET', '/withdraw/init', { token: vip0.token });
    expect(low.data).toMatchObject({
      vip_level: 0,
      accounts: [],
      blocked: { error: 'WITHDRAW_VIP_TOO_LOW' },
    });
    expect(low.data.blocked.msg).toBe('Saques a partir do VIP 2. Suba de nível para sacar');
    const ready = await newPlayer(t);
    await giveCash(t, ready.memberId, 200_000n);
    await bet(t, ready.memberId, 100_000n);
    await setRecharge(t, ready.memberId, 10_000n);
    const unbound = await t.api('GET', '/withdraw/init', { token: ready.token, lang: 'en' });
    expect(unbound.data).toMatchObject({
      vip_level: 2,
      withdrawable: '1000.00',
      min: '20.00',
      max: '1000.00',
      fee_bps: 200,
      times_per_day: 3,
      times_left: 3,
      window: { start: '00:00', end: '22:00', time_zone: 'America/Sao_Paulo', open: true },
      blocked: { error: 'WITHDRAW_ACCOUNT_REQUIRED', msg: 'Please select an account first' },
    });
    await t.api('POST', '/withdraw/bind', { token: ready.token, body: bindBody(freshCpf()) });
    expect((await t.api('GET', '/withdraw/init', { token: ready.token })).data.blocked).toBeNull();
  });
});

describe('POST /withdraw/apply — idempotency and concurrency', () => {
  it('answers a replay with the first withdrawal and refuses the same key with another body', async () => {
    const player = await eligiblePlayer(t);
    const key = `k-${randomUUID()}`;
    const first = await apply(t, player, { amount: '30.00', account_id: player.accountId }, key);
    const again = await apply(t, player, { amount: '30.00', account_id: player.accountId }, key);
    expect(first.code).toBe(1);
    expect(again.code).toBe(1);
    expect(again.data.replayed).toBe(true);
    expect(again.data.withdrawal.order_no).toBe(first.data.withdrawal.order_no);
    const changed = await apply(t, player, { amount: '31.00', account_id: player.accountId }, key);
    expect(changed).toMatchObject({ code: 0, data: { error: 'IDEMPOTENCY_CONFLICT' } });
    const record = await t.api('GET', '/withdraw/record', { token: player.token });
    expect(record.data.total).toBe(1);
  });

  it('never holds more than the cash, whatever runs at once', async () => {
    const player = await eligiblePlayer(t, 5_000n); // R$ 50: two of R$ 20 fit
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => apply(t, player, { amount: '20.00', account_id: player.accountId })),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(2);
    expect(answers.filter((a) => a.data?.error === 'WITHDRAW_INSUFFICIENT')).toHaveLength(1);
    const wallet = await getWallet(t.database.db, player.memberId);
    expect(wallet.withdrawable).toBe(1_000n);
  });

  it('never exceeds the daily count, whatever runs at once', async () => {
    const player = await eligiblePlayer(t, 500_000n);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => apply(t, player, { amount: '20.00', account_id: player.accountId })),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.data?.error === 'WITHDRAW_DAILY_LIMIT')).toHaveLength(3);
  });

  it('takes one withdrawal for concurrent replays of one key', async () => {
    const player = await eligiblePlayer(t);
    const key = `k-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        apply(t, player, { amount: '25.00', account_id: player.accountId }, key),
      ),
    );
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.data.withdrawal.order_no)).size).toBe(1);
    expect((await getWallet(t.database.db, player.memberId)).withdrawable).toBe(100_000n - 2_500n);
  });
});
