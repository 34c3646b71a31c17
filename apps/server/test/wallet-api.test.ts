import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  adjust,
  creditBonus,
  creditDeposit,
  holdWithdrawal,
  placeStake,
  postWithdrawal,
  settleWin,
  voidWithdrawal,
} from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { c, newPlayer } from './wallet-fixtures.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await assertLedgerInvariants(db);
  await t.close();
});

const inTx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db));

describe('GET /wallet/info', () => {
  it('answers 409 without a session', async () => {
    const answer = await t.api('GET', '/wallet/info');
    expect(answer.code).toBe(409);
  });

  it('shows zeros for a player who never had money', async () => {
    const { token } = await newPlayer(db);
    const answer = await t.api('GET', '/wallet/info', { token });
    expect(answer).toMatchObject({
      code: 1,
      data: {
        balance: '0.00',
        withdrawable: '0.00',
        locked: '0.00',
        team_bonus: '0.00',
        withdraw_pending: '0.00',
        wager_required: '0.00',
        wager_done: '0.00',
        wager_remaining: '0.00',
        can_unlock: false,
      },
    });
  });

  it('shows balances and wagering as decimal strings', async () => {
    const { memberId, token } = await newPlayer(db);
    await inTx((tx) =>
      creditDeposit(tx, { memberId, amount: c(10_050), idempotencyKey: `pix:A${memberId}` }),
    );
    await inTx((tx) =>
      adjust(tx, {
        memberId,
        amount: c(2_000),
        code: 2,
        reason: 't',
        actorId: 1n,
        idempotencyKey: `adj:A${memberId}`,
      }),
    );
    await inTx((tx) => placeStake(tx, { memberId, amount: c(50), platform: 'jl', roundId: `a${memberId}` }));
    const answer = await t.api('GET', '/wallet/info', { token });
    expect(answer.data).toEqual({
      balance: '120.00',
      withdrawable: '20.00',
      locked: '100.00',
      team_bonus: '0.00',
      withdraw_pending: '0.00',
      wager_required: '150.75',
      wager_done: '0.50',
      wager_remaining: '150.25',
      can_unlock: false,
    });
  });
});

describe('POST /wallet/unlock', () => {
  it('refuses with "Condition not met" while wagering remains', async () => {
    const { memberId, token } = await newPlayer(db);
    await inTx((tx) => creditDeposit(tx, { memberId, amount: c(1_000), idempotencyKey: `pix:B${memberId}` }));
    const answer = await t.api('POST', '/wallet/unlock', { token, lang: 'en' });
    expect(answer).toMatchObject({ code: 0, data: { error: 'CONDITION_NOT_MET' } });
    expect(answer.msg).toMatch(/condition not met/i);
  });

  it('unlocks once wagering is met, replays with the same Idempotency-Key, then has nothing to unlock', async () => {
    const { memberId, token } = await newPlayer(db);
    await inTx((tx) => creditDeposit(tx, { memberId, amount: c(1_000), idempotencyKey: `pix:C${memberId}` }));
    const stake = await inTx((tx) =>
      placeStake(tx, { memberId, amount: c(1_000), platform: 'jl', roundId: `c1${memberId}` }),
    );
    await inTx((tx) =>
      settleWin(tx, {
        memberId,
        amount: c(3_000),
        stakeSplit: stake,
        platform: 'jl',
        roundId: `c1${memberId}`,
      }),
    );
    await inTx((tx) =>
      placeStake(tx, { memberId, amount: c(500), platform: 'jl', roundId: `c2${memberId}` }),
    );
    const headers = { 'idempotency-key': 'unlock-0001-abcdef' };
    const first = await t.api('POST', '/wallet/unlock', { token, headers });
    expect(first).toMatchObject({
      code: 1,
      data: { unlocked: '25.00', wallet: { withdrawable: '25.00', locked: '0.00' } },
    });
    expect(first.msg).toBe('R$\u00a025,00 liberados para saque');
    const again = await t.api('POST', '/wallet/unlock', { token, headers });
    expect(again).toMatchObject({ code: 1, data: { unlocked: '25.00', wallet: { withdrawable: '25.00' } } });
    const other = await t.api('POST', '/wallet/unlock', { token });
    expect(other).toMatchObject({ code: 0, data: { error: 'NOTHING_TO_UNLOCK' } });
  });

  it('refuses a malformed Idempotency-Key naming it', async () => {
    const { token } = await newPlayer(db);
    const answer = await t.api('POST', '/wallet/unlock', {
      token,
      headers: { 'idempotency-key': 'bad key!' },
    });
    expect(answer).toMatchObject({ code: 0, data: { error: 'INVALID_FIELD', field: 'Idempotency-Key' } });
  });
});

describe('GET /fund/log', () => {
  it('lists the player’s entries newest first with localised labels, money types and statuses', async () => {
    const { memberId, token } = await newPlayer(db);
    await inTx((tx) => creditDeposit(tx, { memberId, amount: c(5_000), idempotencyKey: `pix:D${memberId}` }));
    await inTx((tx) =>
      creditBonus(tx, { memberId, amount: c(200), code: 20, idempotencyKey: `reg:D${memberId}` }),
    );
    await inTx((tx) =>
      adjust(tx, {
        memberId,
        amount: c(3_000),
        code: 2,
        reason: 't',
        actorId: 1n,
        idempotencyKey: `adj:D${memberId}`,
      }),
    );
    await inTx((tx) =>
      placeStake(tx, {
        memberId,
        amount: c(5_500),
        platform: 'jl',
        roundId: `d${memberId}`,
        meta: { game: 'fruit-trio' },
      }),
    );
    await inTx((tx) => holdWithdrawal(tx, { memberId, amount: c(1_000), withdrawalId: `d1${memberId}` }));
    await inTx((tx) => holdWithdrawal(tx, { memberId, amount: c(500), withdrawalId: `d2${memberId}` }));
    await inTx((tx) => holdWithdrawal(tx, { memberId, amount: c(300), withdrawalId: `d3${memberId}` }));
    await inTx((tx) => postWithdrawal(tx, { memberId, withdrawalId: `d1${memberId}`, fee: c(10) }));
    await inTx((tx) => voidWithdrawal(tx, { memberId, withdrawalId: `d2${memberId}`, reason: 'rejected' }));

    const answer = await t.api('GET', '/fund/log', { token, lang: 'en' });
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({ total: 9, page: 1, size: 20 });
    const lines = answer.data.list.map((l: Record<string, unknown>) => [
      l.type,
      l.type_label,
      l.amount,
      l.balance_after,
      l.money_type,
      l.status,
    ]);
    expect(lines).toEqual([
      [32, 'Withdrawal rejected', '5.00', '14.00', 'withdrawable', 'success'],
      [9, 'Withdraw', '-3.00', '9.00', 'withdrawable', 'applying'],
      [9, 'Withdraw', '-5.00', '12.00', 'withdrawable', 'rejected'],
      [9, 'Withdraw', '-10.00', '17.00', 'withdrawable', 'success'],
      [13, 'Withdrawable balance win/loss', '-3.00', '27.00', 'withdrawable', 'success'],
      [12, 'Frozen balance win/loss', '-52.00', '0.00', 'non-withdrawable', 'success'],
      [2, 'Add money', '30.00', '30.00', 'withdrawable', 'success'],
      [20, 'Registration bonus', '2.00', '52.00', 'non-withdrawable', 'success'],
      [1, 'Recharge', '50.00', '50.00', 'non-withdrawable', 'success'],
    ]);
    // The stake's rows name their round and game; other rows name none.
    const rounds = answer.data.list.map((l: Record<string, unknown>) => l.round);
    expect(rounds[4]).toEqual({ platform: 'jl', id: `d${memberId}`, game: 'fruit-trio' });
    expect(rounds[5]).toEqual(rounds[4]);
    expect(rounds.filter((r: unknown) => r !== null)).toHaveLength(2);
    expect(answer.data.list[0].status_label).toBe('Success');
    expect(new Date(answer.data.list[0].time).toISOString()).toBe(answer.data.list[0].time);
  });

  it('filters by type and money type, and pages', async () => {
    const { memberId, token } = await newPlayer(db);
    for (let i = 0; i < 5; i += 1) {
      await inTx((tx) =>
        creditDeposit(tx, { memberId, amount: c(100 + i), idempotencyKey: `pix:E${memberId}-${i}` }),
      );
    }
    await inTx((tx) =>
      adjust(tx, {
        memberId,
        amount: c(100),
        code: 2,
        reason: 't',
        actorId: 1n,
        idempotencyKey: `adj:E${memberId}`,
      }),
    );
    const deposits = await t.api('GET', '/fund/log', { token, query: { type: '1', page: '2', size: '2' } });
    expect(deposits.data).toMatchObject({ total: 5, page: 2, size: 2 });
    expect(deposits.data.list.map((l: { amount: string }) => l.amount)).toEqual(['1.02', '1.01']);
    expect(deposits.data.list[0].type_label).toBe('Recarga');
    const cash = await t.api('GET', '/fund/log', { token, query: { money_type: 'withdrawable' } });
    expect(cash.data.total).toBe(1);
  });

  it('filters by São Paulo dates', async () => {
    const { memberId, token } = await newPlayer(db);
    await inTx((tx) => creditDeposit(tx, { memberId, amount: c(100), idempotencyKey: `pix:F${memberId}` }));
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    const inRange = await t.api('GET', '/fund/log', { token, query: { from: today, to: today } });
    expect(inRange.data.total).toBe(1);
    const before = await t.api('GET', '/fund/log', { token, query: { to: '2020-01-01' } });
    expect(before.data.total).toBe(0);
  });

  it('refuses dates and instants that name no calendar value with INVALID_FIELD in the player’s language, never 500', async () => {
    const { token } = await newPlayer(db);
    const impossible = [
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
      '2026-02-30',
      '2026-01-01T25:00Z',
      '2026-01-01T10:00:60Z',
      '2026-01-01T10:00:00',
      '9999-99-99',
    ];
    for (const value of impossible) {
      for (const field of ['from', 'to']) {
        const answer = await t.api('GET', '/fund/log', { token, lang: 'en', query: { [field]: value } });
        expect(answer.status, `${field}=${value}`).toBe(200);
        expect(answer, `${field}=${value}`).toMatchObject({
          code: 0,
          data: { error: 'INVALID_FIELD', field },
        });
        expect(answer.msg).toContain(field);
      }
    }
    const es = await t.api('GET', '/fund/log', { token, lang: 'es', query: { from: '2026-02-30' } });
    expect(es.msg).not.toBe(
      (await t.api('GET', '/fund/log', { token, lang: 'en', query: { from: '2026-02-30' } })).msg,
    );
  });

  it('reads real dates and instants at the edges of the calendar and of the accepted years', async () => {
    const { token } = await newPlayer(db);
    const queries: Record<string, string>[] = [
      { from: '2024-02-29', to: '2024-02-29' },
      { from: '1900-01-01', to: '9999-12-31' },
      { from: '2026-01-01t00:00z', to: '9999-12-31T23:59:59-14:00' },
      { to: '2026-01-01T10:00:00.123456+05:30' },
    ];
    for (const query of queries) {
      const answer = await t.api('GET', '/fund/log', { token, query });
      expect(answer.code, JSON.stringify(query)).toBe(1);
    }
  });

  it('accepts the member id the player app appends to every call, and still answers for the token', async () => {
    const a = await newPlayer(db);
    const b = await newPlayer(db);
    await inTx((tx) =>
      creditDeposit(tx, { memberId: a.memberId, amount: c(100), idempotencyKey: `pix:H${a.memberId}` }),
    );
    const answer = await t.api('GET', '/fund/log', { token: b.token, query: { id: String(a.memberId) } });
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({ total: 0, list: [] });
  });

  it('shows only the player’s own entries', async () => {
    const a = await newPlayer(db);
    const b = await newPlayer(db);
    await inTx((tx) =>
      creditDeposit(tx, { memberId: a.memberId, amount: c(100), idempotencyKey: `pix:G${a.memberId}` }),
    );
    const answer = await t.api('GET', '/fund/log', { token: b.token });
    expect(answer.data).toMatchObject({ total: 0, list: [] });
  });

  it('refuses unknown types, unknown fields and oversize pages, naming the field', async () => {
    const { token } = await newPlayer(db);
    expect((await t.api('GET', '/fund/log', { token, query: { type: '17' } })).data).toEqual({
      error: 'INVALID_FIELD',
      field: 'type',
    });
    expect((await t.api('GET', '/fund/log', { token, query: { size: '101' } })).data).toEqual({
      error: 'INVALID_FIELD',
      field: 'size',
    });
    expect((await t.api('GET', '/fund/log', { token, query: { member: '1' } })).data).toEqual({
      error: 'UNKNOWN_FIELD',
      field: 'member',
    });
  });
});
