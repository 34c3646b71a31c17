import { createHash, randomUUID } from 'node:crypto';
import type { Cents } from '@jl/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { updateSettingsSection } from '../src/modules/config/index.ts';
import { creditBonus, creditDeposit, getWallet, placeStake, settleWin } from '../src/modules/wallet/index.ts';
import { balanceOf, countRounds, fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { nextCrashRound } from './live-fixtures.ts';
import { newPayer, payCounts } from './pay-fixtures.ts';
import { c, newPlayer } from './wallet-fixtures.ts';
import { apply, eligiblePlayer, NOON_SP } from './withdraw-fixtures.ts';

// The one idempotency rule (docs/API.md "Idempotency") on the endpoints not covered by
// idempotency.test.ts: the same key and request, 20 at once, answer the first answer and act once; the
// same key with another request is IDEMPOTENCY_CONFLICT and writes nothing.

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
  db = t.database.db;
  t.clock.set(NOON_SP);
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const post = (path: string, token: string, key: string, body?: Record<string, unknown>) =>
  t.api('POST', path, { token, headers: { 'idempotency-key': key }, ...(body ? { body } : {}) });
const twenty = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, call));
const inTx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db));
const count = async (q: ReturnType<typeof sql>) =>
  Number(((await db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
const transfers = (memberId: bigint) =>
  count(sql`select count(*)::int as n from ledger_transfers where member_id = ${String(memberId)}::bigint`);
const idemRows = (memberId: bigint) =>
  count(sql`select count(*)::int as n from idempotent_answers where member_id = ${String(memberId)}::bigint`);

/**
 * 20 calls at once with one key, alternating two bodies: one body's calls answer one answer, the other
 * body's are all IDEMPOTENCY_CONFLICT. Returns the answers.
 */
type Answer = Awaited<ReturnType<TestApp['api']>>;

async function mixed(
  call: (i: number) => Promise<Answer>,
  answerOf: (data: Answer['data']) => unknown = (data) => data,
) {
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i)));
  const ok = answers.filter((a) => a.code === 1);
  expect(answers.map((a) => a.data?.error ?? 'ok').filter((e) => e !== 'ok')).toEqual(
    Array(20 - ok.length).fill('IDEMPOTENCY_CONFLICT'),
  );
  expect(ok).toHaveLength(10);
  for (const answer of ok) expect(answerOf(answer.data)).toEqual(answerOf(ok[0]!.data));
  return answers;
}

function expectAllFirst(answers: { code: number; data: unknown }[]) {
  expect(answers.map((a) => (a.data as { error?: string })?.error ?? a.code)).toEqual(Array(20).fill(1));
  for (const answer of answers) expect(answer.data).toEqual(answers[0]!.data);
}

describe('POST /wallet/unlock', () => {
  /** A player with R$ 25 locked and wagering met (as in wallet-api.test.ts). */
  async function unlockable() {
    const { memberId, token } = await newPlayer(db);
    await inTx((tx) => creditDeposit(tx, { memberId, amount: c(1_000), idempotencyKey: `pix:U${memberId}` }));
    const stake = await inTx((tx) =>
      placeStake(tx, { memberId, amount: c(1_000), platform: 'jl', roundId: `u1${memberId}` }),
    );
    await inTx((tx) =>
      settleWin(tx, {
        memberId,
        amount: c(3_000),
        stakeSplit: stake,
        platform: 'jl',
        roundId: `u1${memberId}`,
      }),
    );
    await inTx((tx) =>
      placeStake(tx, { memberId, amount: c(500), platform: 'jl', roundId: `u2${memberId}` }),
    );
    return { memberId, token };
  }

  it('answers 20 concurrent unlocks with one key with the first answer, and unlocks once', async () => {
    const { memberId, token } = await unlockable();
    const before = await transfers(memberId);
    const key = `unlock-${randomUUID()}`;
    const answers = await twenty(() => post('/wallet/unlock', token, key));
    expectAllFirst(answers);
    expect(answers[0]!.data).toMatchObject({
      unlocked: '25.00',
      wallet: { withdrawable: '25.00', locked: '0.00' },
    });
    expect(await transfers(memberId)).toBe(before + 1);
    expect((await getWallet(db, memberId)).withdrawable).toBe(2_500n);
    // Later, with nothing left to unlock, the key still answers the first answer.
    expect((await post('/wallet/unlock', token, key)).data).toEqual(answers[0]!.data);
  });

  it('refuses the same key with another request with IDEMPOTENCY_CONFLICT and writes nothing', async () => {
    const { memberId, token } = await unlockable();
    const key = `unlock-${randomUUID()}`;
    expect((await post('/wallet/unlock', token, key)).code).toBe(1);
    const before = await transfers(memberId);
    const rows = await idemRows(memberId);
    // The endpoint takes no body: one sent anyway is another request.
    const other = await post('/wallet/unlock', token, key, { other: true });
    expect(other.data.error).toBe('IDEMPOTENCY_CONFLICT');
    expect(await transfers(memberId)).toBe(before);
    expect(await idemRows(memberId)).toBe(rows);
  });
});

describe('POST /team/bonus/withdraw', () => {
  async function withTeamBonus(cents: bigint) {
    const { memberId, token } = await newPlayer(db);
    await inTx((tx) =>
      creditBonus(tx, {
        memberId,
        amount: cents as Cents,
        code: 4,
        target: 'team_bonus',
        idempotencyKey: `team:test:${memberId}`,
      }),
    );
    return { memberId, token };
  }

  it('answers 20 concurrent moves with one key with the first answer, and moves once', async () => {
    const { DEFAULT_TEAM_SETTINGS } = await import('../src/modules/config/index.ts');
    await updateSettingsSection(db, 'team' as never, { ...DEFAULT_TEAM_SETTINGS, withdrawMin: '0.50' });
    const { memberId, token } = await withTeamBonus(500n);
    const key = `teamout-${randomUUID()}`;
    const answers = await twenty(() => post('/team/bonus/withdraw', token, key, { amount: '2.00' }));
    expectAllFirst(answers);
    expect(answers[0]!.data).toMatchObject({ amount: '2.00', available: '3.00' });
    const wallet = await getWallet(db, memberId);
    expect(wallet.teamBonus).toBe(300n);
    expect(wallet.locked).toBe(200n);
    expect(
      await count(
        sql`select count(*)::int as n from ledger_transfers where idempotency_key like ${`teamout:${memberId}:%`}`,
      ),
    ).toBe(1);
  });

  it('refuses the same key with another amount with IDEMPOTENCY_CONFLICT and moves nothing', async () => {
    const { memberId, token } = await withTeamBonus(500n);
    const key = `teamout-${randomUUID()}`;
    expect((await post('/team/bonus/withdraw', token, key, { amount: '1.00' })).code).toBe(1);
    const before = await transfers(memberId);
    const other = await post('/team/bonus/withdraw', token, key, { amount: '2.00' });
    expect(other.data.error).toBe('IDEMPOTENCY_CONFLICT');
    expect(await transfers(memberId)).toBe(before);
    expect((await getWallet(db, memberId)).teamBonus).toBe(400n);
  });
});

describe('POST /originals/:game/play', () => {
  it('answers 20 concurrent plays with one key with the first round, and stakes once', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    const key = `play-${randomUUID()}`;
    const answers = await twenty(() => post('/originals/fruit-trio/play', token, key, { bet: '0.50' }));
    expectAllFirst(answers);
    expect(await countRounds(db, memberId)).toBe(1);
    expect(await balanceOf(t, token)).toBe((answers[0]!.data as { balance_after: string }).balance_after);
  });

  it('refuses the same key with another bet or game with IDEMPOTENCY_CONFLICT and plays nothing', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    const key = `play-${randomUUID()}`;
    const first = await post('/originals/fruit-trio/play', token, key, { bet: '0.50' });
    expect(first.code).toBe(1);
    const before = await transfers(memberId);
    expect((await post('/originals/fruit-trio/play', token, key, { bet: '1.00' })).data.error).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect((await post('/originals/samba-spins/play', token, key, { bet: '0.50' })).data.error).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await countRounds(db, memberId)).toBe(1);
    expect(await transfers(memberId)).toBe(before);
    expect(await balanceOf(t, token)).toBe(first.data.balance_after);
  });

  it('answers 5 concurrent plays and a later replay with the first round whole; the ledger moved once', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    const before = await transfers(memberId);
    const key = `play-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/originals/samba-spins/play', token, key, { bet: '0.20' })),
    );
    for (const answer of answers)
      expect({ code: answer.code, data: answer.data }).toEqual({ code: 1, data: answers[0]!.data });
    const first = answers[0]!.data as { round_id: string; win: string; balance_after: string };
    // "0.2" is the same bet as "0.20": the key is bound to the amount, not its spelling.
    const again = await post('/originals/samba-spins/play', token, key, { bet: '0.2' });
    expect(again.data).toEqual(first);
    expect(await countRounds(db, memberId)).toBe(1);
    // One stake, and one win when the round won.
    expect(await transfers(memberId)).toBe(before + (first.win === '0.00' ? 1 : 2));
    expect(await idemRows(memberId)).toBe(1);
    expect(await balanceOf(t, token)).toBe(first.balance_after);
  });

  it('stores no refusal: a key refused for funds plays once the player can pay', async () => {
    const { memberId, token } = await fundedPlayer(db, 0n);
    const key = `play-${randomUUID()}`;
    const refused = await post('/originals/fruit-trio/play', token, key, { bet: '0.50' });
    expect(refused.data.error).toBe('INSUFFICIENT_FUNDS');
    expect(await idemRows(memberId)).toBe(0);
    expect(await transfers(memberId)).toBe(0);
    await inTx((tx) => creditDeposit(tx, { memberId, amount: c(1_000), idempotencyKey: `pix:P${memberId}` }));
    const played = await post('/originals/fruit-trio/play', token, key, { bet: '0.50' });
    expect(played.code).toBe(1);
    expect((await post('/originals/fruit-trio/play', token, key, { bet: '0.50' })).data).toEqual(played.data);
    expect(await countRounds(db, memberId)).toBe(1);
  });

  it('replays a round whose key was stored on the round before answerOnce, and refuses it with another bet', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    const first = await t.api('POST', '/originals/fruit-trio/play', { token, body: { bet: '0.50' } });
    expect(first.code).toBe(1);
    // A round as played before: its key and the hash of {game, bet in centavos, client seed} on its row.
    const key = `legacy-${randomUUID()}`;
    const hash = createHash('sha256')
      .update(JSON.stringify({ game: 'fruit-trio', bet: '50', client_seed: null }))
      .digest('hex');
    await db.execute(
      sql`update game_rounds set idempotency_key = ${key}, request_hash = ${hash}
          where id = ${first.data.round_id}::bigint`,
    );
    const before = await transfers(memberId);
    const replay = await post('/originals/fruit-trio/play', token, key, { bet: '0.50' });
    expect(replay.data).toEqual(first.data);
    const conflict = await post('/originals/fruit-trio/play', token, key, { bet: '1.00' });
    expect(conflict.data.error).toBe('IDEMPOTENCY_CONFLICT');
    expect(await countRounds(db, memberId)).toBe(1);
    expect(await transfers(memberId)).toBe(before);
    expect(await idemRows(memberId)).toBe(0);
  });
});

describe('POST /live/:game/bet', () => {
  const liveBets = (memberId: bigint) =>
    count(sql`select count(*)::int as n from live_bets where member_id = ${String(memberId)}::bigint`);

  it('answers 20 concurrent bets with one key with the first bet, and stakes once', async () => {
    const round = await nextCrashRound(t);
    const { memberId, token } = await fundedPlayer(db, 100_00n);
    const key = `live-${randomUUID()}`;
    const answers = await twenty(() => post('/live/crash/bet', token, key, { amount: '10.00' }));
    expectAllFirst(answers);
    expect(answers[0]!.data).toMatchObject({ round_id: String(round.id), amount: '10.00' });
    expect(await liveBets(memberId)).toBe(1);
    expect(await balanceOf(t, token)).toBe('90.00');
  });

  it('refuses the same key with another amount with IDEMPOTENCY_CONFLICT, also concurrently', async () => {
    await nextCrashRound(t);
    const { memberId, token } = await fundedPlayer(db, 100_00n);
    const key = `live-${randomUUID()}`;
    const raced = await mixed((i) =>
      post('/live/crash/bet', token, key, { amount: i % 2 ? '20.00' : '10.00' }),
    );
    const before = await transfers(memberId);
    const winner = raced.find((a) => a.code === 1)!;
    const otherAmount = winner.data.amount === '10.00' ? '20.00' : '10.00';
    expect((await post('/live/crash/bet', token, key, { amount: otherAmount })).data.error).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await liveBets(memberId)).toBe(1);
    expect(await transfers(memberId)).toBe(before);
  });
});

describe('POST /recharge/create', () => {
  it('answers 20 concurrent creates with one key with the first order', async () => {
    const payer = await newPayer(t);
    const key = `recharge-${randomUUID()}`;
    const answers = await twenty(() => post('/recharge/create', payer.token, key, { amount: '30.00' }));
    expectAllFirst(answers);
    const record = await t.api('GET', '/recharge/record', { token: payer.token });
    expect(record.data.total).toBe(1);
  });

  it('refuses the same key with another amount with IDEMPOTENCY_CONFLICT, also concurrently, and writes nothing', async () => {
    const payer = await newPayer(t);
    const key = `recharge-${randomUUID()}`;
    await mixed((i) => post('/recharge/create', payer.token, key, { amount: i % 2 ? '40.00' : '30.00' }));
    const before = await payCounts(db);
    expect((await post('/recharge/create', payer.token, key, { amount: '50.00' })).data.error).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await payCounts(db)).toEqual(before);
    const record = await t.api('GET', '/recharge/record', { token: payer.token });
    expect(record.data.total).toBe(1);
  });

  it('answers a replay with the first order even when the pending limit would refuse a new one', async () => {
    const payer = await newPayer(t);
    const key = `recharge-${randomUUID()}`;
    const first = await post('/recharge/create', payer.token, key, { amount: '30.00' });
    expect(first.code).toBe(1);
    for (let i = 0; i < 9; i++) {
      expect(
        (await post('/recharge/create', payer.token, `recharge-${randomUUID()}`, { amount: '10' })).code,
      ).toBe(1);
    }
    const before = await payCounts(db);
    const replay = await post('/recharge/create', payer.token, key, { amount: '30' });
    expect(replay.data).toEqual(first.data);
    // A refusal is not stored: the refused key is free, and nothing was written.
    const refused = await post('/recharge/create', payer.token, `recharge-${randomUUID()}`, { amount: '10' });
    expect(refused.data.error).toBe('RECHARGE_PENDING_LIMIT');
    expect(await payCounts(db)).toEqual(before);
    expect(await idemRows(payer.memberId)).toBe(10);
  });

  it('replays an order whose key was stored on the order before answerOnce, and refuses it with another amount', async () => {
    const payer = await newPayer(t);
    const first = await t.api('POST', '/recharge/create', { token: payer.token, body: { amount: '30.00' } });
    expect(first.code).toBe(1);
    const key = `legacy-${randomUUID()}`;
    const hash = createHash('sha256').update('recharge:3000').digest('hex');
    await db.execute(
      sql`update recharge_orders set idempotency_key = ${key}, request_hash = ${hash}
          where order_no = ${first.data.order_no}`,
    );
    const before = await payCounts(db);
    expect((await post('/recharge/create', payer.token, key, { amount: '30.00' })).data).toEqual(first.data);
    const conflict = await post('/recharge/create', payer.token, key, { amount: '40.00' });
    expect(conflict.data.error).toBe('IDEMPOTENCY_CONFLICT');
    expect(await payCounts(db)).toEqual(before);
    expect(await idemRows(payer.memberId)).toBe(0);
  });
});

/** The withdrawal a call answered: the first answer's, whole (`replayed` aside). */
const sameWithdrawal = (data: Answer['data']) => data.withdrawal;

describe('POST /withdraw/apply', () => {
  it('answers 20 concurrent applications with one key with the first withdrawal, and holds once', async () => {
    const player = await eligiblePlayer(t);
    const key = `withdraw-${randomUUID()}`;
    const answers = await twenty(() =>
      apply(t, player, { amount: '25.00', account_id: player.accountId }, key),
    );
    expect(answers.map((a) => a.data?.error ?? a.code)).toEqual(Array(20).fill(1));
    // Every answer is the first answer, whole (status included); only `replayed` tells the replays.
    const firsts = answers.filter((a) => a.data.replayed === false);
    expect(firsts).toHaveLength(1);
    for (const answer of answers) expect(answer.data.withdrawal).toEqual(firsts[0]!.data.withdrawal);
    // Later, once the payout went out and the withdrawal moved on, the key still answers the first.
    const later = await apply(t, player, { amount: '25.00', account_id: player.accountId }, key);
    expect(later.data).toEqual({ ...firsts[0]!.data, replayed: true });
    expect((await getWallet(db, player.memberId)).withdrawable).toBe(100_000n - 2_500n);
    const record = await t.api('GET', '/withdraw/record', { token: player.token });
    expect(record.data.total).toBe(1);
  });

  it('refuses the same key with another amount with IDEMPOTENCY_CONFLICT, also concurrently, and holds nothing more', async () => {
    const player = await eligiblePlayer(t);
    const key = `withdraw-${randomUUID()}`;
    const raced = await mixed(
      (i) => apply(t, player, { amount: i % 2 ? '26.00' : '25.00', account_id: player.accountId }, key),
      // Only `replayed` tells a replay from the first answer.
      sameWithdrawal,
    );
    const winner = raced.find((a) => a.code === 1)!;
    const held = 100_000n - (await getWallet(db, player.memberId)).withdrawable;
    expect(held).toBe(winner.data.withdrawal.amount === '25.00' ? 2_500n : 2_600n);
    expect((await apply(t, player, { amount: '27.00', account_id: player.accountId }, key)).data.error).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect((await getWallet(db, player.memberId)).withdrawable).toBe(100_000n - held);
    const record = await t.api('GET', '/withdraw/record', { token: player.token });
    expect(record.data.total).toBe(1);
  });
});
