import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { members } from '../src/db/schema.ts';
import {
  adjust,
  bankrollOf,
  creditBonus,
  creditDeposit,
  getWallet,
  holdWithdrawal,
  house,
  inMoneyTransaction,
  placeStake,
  player,
  postTransfer,
  postWithdrawal,
  refundStake,
  seedDemoMoney,
  settleWin,
  splitWin,
  unlockWallet,
  voidWithdrawal,
} from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { c, newMember } from './wallet-fixtures.ts';

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

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { error?: string }).error ?? String(error);
  }
  return 'no refusal';
}

describe('deposits', () => {
  it('credits a deposit to the locked balance and adds 1.5× to the wagering requirement', async () => {
    const m = await newMember(db);
    const result = await inTx((tx) =>
      creditDeposit(tx, { memberId: m, amount: c(10_000), idempotencyKey: `pix:E${m}` }),
    );
    expect(result.replayed).toBe(false);
    expect(result.code).toBe(1);
    expect(result.balances[`player:${m}:locked`]).toBe(10_000n);
    expect(await getWallet(db, m)).toMatchObject({
      balance: 10_000n,
      withdrawable: 0n,
      locked: 10_000n,
      wagerRequired: 15_000n,
      wagerDone: 0n,
      wagerRemaining: 15_000n,
      canUnlock: false,
    });
  });

  it('replays a deposit with the same key: one credit, the stored result', async () => {
    const m = await newMember(db);
    const once = await inTx((tx) =>
      creditDeposit(tx, { memberId: m, amount: c(5_000), idempotencyKey: `pix:R${m}` }),
    );
    const again = await inTx((tx) =>
      creditDeposit(tx, { memberId: m, amount: c(5_000), idempotencyKey: `pix:R${m}` }),
    );
    expect(again.replayed).toBe(true);
    expect(again.transferId).toBe(once.transferId);
    expect(again.entries).toEqual(once.entries);
    expect((await getWallet(db, m)).locked).toBe(5_000n);
    expect((await getWallet(db, m)).wagerRequired).toBe(7_500n);
  });

  it('refuses the same key with another amount (IDEMPOTENCY_CONFLICT) and moves nothing', async () => {
    const m = await newMember(db);
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(5_000), idempotencyKey: `pix:C${m}` }));
    const error = await refusal(
      inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(5_001), idempotencyKey: `pix:C${m}` })),
    );
    expect(error).toBe('IDEMPOTENCY_CONFLICT');
    expect((await getWallet(db, m)).locked).toBe(5_000n);
  });

  it('rounds an odd requirement up to the centavo (1.5 × R$ 0,01 = R$ 0,02)', async () => {
    const m = await newMember(db);
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(1), idempotencyKey: `pix:O${m}` }));
    expect((await getWallet(db, m)).wagerRequired).toBe(2n);
  });

  it('uses the operator multiplier from site settings', async () => {
    const m = await newMember(db);
    await db.execute(
      sql`update site_settings set value = '{"depositWagerMultiplier":"2","bonusWagerMultiplier":"10"}'::jsonb where key = 'wallet'`,
    );
    try {
      await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(1_000), idempotencyKey: `pix:M${m}` }));
      await inTx((tx) =>
        creditBonus(tx, { memberId: m, amount: c(100), code: 20, idempotencyKey: `bonus:M${m}` }),
      );
      expect((await getWallet(db, m)).wagerRequired).toBe(2_000n + 1_000n);
    } finally {
      await db.execute(
        sql`update site_settings set value = '{"depositWagerMultiplier":"1.5","bonusWagerMultiplier":"12.5"}'::jsonb where key = 'wallet'`,
      );
    }
  });
});

describe('bonuses', () => {
  it('credits a locked bonus from bonus_expense with 12.5× wagering', async () => {
    const m = await newMember(db);
    const r = await inTx((tx) =>
      creditBonus(tx, { memberId: m, amount: c(200), code: 20, idempotencyKey: `reg:${m}` }),
    );
    expect(r.code).toBe(20);
    expect(r.entries.map((e) => e.account)).toEqual(['house:bonus_expense', `player:${m}:locked`]);
    expect(await getWallet(db, m)).toMatchObject({ locked: 200n, wagerRequired: 2_500n });
  });

  it('credits team money from referral_expense into team_bonus without wagering', async () => {
    const m = await newMember(db);
    const r = await inTx((tx) =>
      creditBonus(tx, {
        memberId: m,
        amount: c(300),
        code: 4,
        idempotencyKey: `share:${m}`,
        target: 'team_bonus',
      }),
    );
    expect(r.entries.map((e) => e.account)).toEqual(['house:referral_expense', `player:${m}:team_bonus`]);
    expect(await getWallet(db, m)).toMatchObject({ teamBonus: 300n, balance: 0n, wagerRequired: 0n });
  });

  it('replays a bonus', async () => {
    const m = await newMember(db);
    const input = {
      memberId: m,
      amount: c(100),
      code: 7 as const,
      idempotencyKey: `env:${m}`,
      meta: { envelopeId: 3 },
    };
    const a = await inTx((tx) => creditBonus(tx, input));
    const b = await inTx((tx) => creditBonus(tx, input));
    expect(b).toMatchObject({ replayed: true, transferId: a.transferId });
    expect((await getWallet(db, m)).locked).toBe(100n);
  });
});

describe('game rounds', () => {
  it('takes a stake from locked first, then cash, counting it toward wagering', async () => {
    const m = await newMember(db);
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(600), idempotencyKey: `pix:S${m}` }));
    await inTx((tx) =>
      adjust(tx, {
        memberId: m,
        amount: c(1_000),
        code: 2,
        reason: 'test',
        actorId: 1n,
        idempotencyKey: `adj:S${m}`,
      }),
    );
    const stake = await inTx((tx) =>
      placeStake(tx, { memberId: m, amount: c(1_000), platform: 'jl', roundId: `r${m}` }),
    );
    expect(stake).toMatchObject({ fromLocked: 600n, fromCash: 400n });
    expect(
      stake.transfer.entries.filter((e) => e.account.startsWith('player')).map((e) => [e.code, e.amount]),
    ).toEqual([
      [12, -600n],
      [13, -400n],
    ]);
    expect(await getWallet(db, m)).toMatchObject({
      locked: 0n,
      withdrawable: 600n,
      wagerRequired: 900n,
      wagerDone: 900n,
    });
  });

  it('pays a win in the proportion of the stake, the locked part floored', async () => {
    const m = await newMember(db);
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(100), idempotencyKey: `pix:W${m}` }));
    await inTx((tx) =>
      adjust(tx, {
        memberId: m,
        amount: c(200),
        code: 2,
        reason: 'test',
        actorId: 1n,
        idempotencyKey: `adj:W${m}`,
      }),
    );
    const stake = await inTx((tx) =>
      placeStake(tx, { memberId: m, amount: c(300), platform: 'jl', roundId: `w${m}` }),
    );
    const win = await inTx((tx) =>
      settleWin(tx, { memberId: m, amount: c(1_001), stakeSplit: stake, platform: 'jl', roundId: `w${m}` }),
    );
    // 1001 × 100 / 300 = 333.67 → 333 locked, 668 cash.
    expect(win).toMatchObject({ toLocked: 333n, toCash: 668n });
    expect(await getWallet(db, m)).toMatchObject({ locked: 333n, withdrawable: 668n });
  });

  it('reads the stake split from the ledger when the caller does not pass it', async () => {
    const m = await newMember(db);
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(500), idempotencyKey: `pix:X${m}` }));
    await inTx((tx) => placeStake(tx, { memberId: m, amount: c(500), platform: 'jl', roundId: `x${m}` }));
    const win = await inTx((tx) =>
      settleWin(tx, { memberId: m, amount: c(900), platform: 'jl', roundId: `x${m}` }),
    );
    expect(win).toMatchObject({ toLocked: 900n, toCash: 0n });
  });

  it('writes nothing for a zero win and replays a win', async () => {
    const m = await newMember(db);
    await inTx((tx) =>
      adjust(tx, {
        memberId: m,
        amount: c(100),
        code: 2,
        reason: 'test',
        actorId: 1n,
        idempotencyKey: `adj:Z${m}`,
      }),
    );
    const stake = await inTx((tx) =>
      placeStake(tx, { memberId: m, amount: c(100), platform: 'jl', roundId: `z${m}` }),
    );
    const none = await inTx((tx) =>
      settleWin(tx, { memberId: m, amount: c(0), stakeSplit: stake, platform: 'jl', roundId: `z${m}` }),
    );
    expect(none.transfer).toBeNull();
    const stake2 = await inTx((tx) =>
      placeStake(tx, { memberId: m, amount: c(100), platform: 'jl', roundId: `z${m}` }),
    );
    expect(stake2.transfer.replayed).toBe(true);
    expect(stake2).toMatchObject({ fromLocked: 0n, fromCash: 100n });
    const input = { memberId: m, amount: c(250), stakeSplit: stake, platform: 'jl', roundId: `y${m}` };
    const a = await inTx((tx) => settleWin(tx, input));
    const b = await inTx((tx) => settleWin(tx, input));
    expect(b.transfer).toMatchObject({ replayed: true, transferId: a.transfer!.transferId });
    expect((await getWallet(db, m)).withdrawable).toBe(250n);
  });

  it('refuses a stake larger than locked + cash, moving nothing', async () => {
    const m = await newMember(db);
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(100), idempotencyKey: `pix:I${m}` }));
    const error = await refusal(
      inTx((tx) => placeStake(tx, { memberId: m, amount: c(101), platform: 'jl', roundId: `i${m}` })),
    );
    expect(error).toBe('INSUFFICIENT_FUNDS');
    expect(await getWallet(db, m)).toMatchObject({ locked: 100n, wagerDone: 0n });
  });

  it('replays a stake even after the balance it came from is spent', async () => {
    const m = await newMember(db);
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(100), idempotencyKey: `pix:P${m}` }));
    const first = await inTx((tx) =>
      placeStake(tx, { memberId: m, amount: c(100), platform: 'jl', roundId: `p${m}` }),
    );
    const again = await inTx((tx) =>
      placeStake(tx, { memberId: m, amount: c(100), platform: 'jl', roundId: `p${m}` }),
    );
    expect(again).toMatchObject({ fromLocked: 100n, fromCash: 0n });
    expect(again.transfer).toMatchObject({ replayed: true, transferId: first.transfer.transferId });
  });

  it('refunds a cancelled round to where the stake came from and takes back its wagering', async () => {
    const m = await newMember(db);
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(100), idempotencyKey: `pix:F${m}` }));
    await inTx((tx) =>
      adjust(tx, {
        memberId: m,
        amount: c(100),
        code: 2,
        reason: 'test',
        actorId: 1n,
        idempotencyKey: `adj:F${m}`,
      }),
    );
    await inTx((tx) => placeStake(tx, { memberId: m, amount: c(150), platform: 'jl', roundId: `f${m}` }));
    expect(await getWallet(db, m)).toMatchObject({ locked: 0n, withdrawable: 50n, wagerDone: 150n });
    const refund = await inTx((tx) => refundStake(tx, { memberId: m, platform: 'jl', roundId: `f${m}` }));
    expect(refund.code).toBe(27);
    expect(await getWallet(db, m)).toMatchObject({ locked: 100n, withdrawable: 100n, wagerDone: 0n });
    const again = await inTx((tx) => refundStake(tx, { memberId: m, platform: 'jl', roundId: `f${m}` }));
    expect(again.replayed).toBe(true);
  });

  it('refuses to refund a round that paid a win, or a round without a stake', async () => {
    const m = await newMember(db);
    await inTx((tx) =>
      adjust(tx, {
        memberId: m,
        amount: c(100),
        code: 2,
        reason: 'test',
        actorId: 1n,
        idempotencyKey: `adj:G${m}`,
      }),
    );
    const stake = await inTx((tx) =>
      placeStake(tx, { memberId: m, amount: c(100), platform: 'jl', roundId: `g${m}` }),
    );
    await inTx((tx) =>
      settleWin(tx, { memberId: m, amount: c(10), stakeSplit: stake, platform: 'jl', roundId: `g${m}` }),
    );
    expect(
      await refusal(inTx((tx) => refundStake(tx, { memberId: m, platform: 'jl', roundId: `g${m}` }))),
    ).toBe('CONDITION_NOT_MET');
    expect(
      await refusal(inTx((tx) => refundStake(tx, { memberId: m, platform: 'jl', roundId: 'nope' }))),
    ).toBe('NOT_FOUND');
  });

  it('books each player’s rounds on their own shard of the game bankroll', async () => {
    const m = await newMember(db);
    await inTx((tx) =>
      adjust(tx, {
        memberId: m,
        amount: c(100),
        code: 2,
        reason: 't',
        actorId: 1n,
        idempotencyKey: `adj:Q${m}`,
      }),
    );
    const stake = await inTx((tx) =>
      placeStake(tx, { memberId: m, amount: c(100), platform: 'jl', roundId: `q${m}` }),
    );
    const shard = m % 16n;
    const kind = shard === 0n ? 'house:game_bankroll' : `house:game_bankroll:${shard}`;
    expect(stake.transfer.entries.map((e) => e.account)).toEqual([`player:${m}:cash`, kind]);
    expect(bankrollOf(m)).toEqual({ kind: kind.slice('house:'.length) });
  });

  it('splits wins exactly for every proportion (no centavo created or lost)', () => {
    for (let win = 0n; win < 50n; win += 1n) {
      for (let locked = 0n; locked < 7n; locked += 1n) {
        for (let cash = 0n; cash < 7n; cash += 1n) {
          const { toLocked, toCash } = splitWin(win, { fromLocked: c(locked), fromCash: c(cash) });
          expect(toLocked + toCash).toBe(win);
          expect(toLocked >= 0n && toCash >= 0n).toBe(true);
          if (locked + cash > 0n) expect(toLocked).toBe((win * locked) / (locked + cash));
        }
      }
    }
  });
});

describe('unlock', () => {
  it('refuses while wagering remains (CONDITION_NOT_MET), then moves locked to cash and resets', async () => {
    const m = await newMember(db);
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(1_000), idempotencyKey: `pix:U${m}` }));
    expect(await refusal(inTx((tx) => unlockWallet(tx, m)))).toBe('CONDITION_NOT_MET');
    const stake = await inTx((tx) =>
      placeStake(tx, { memberId: m, amount: c(1_000), platform: 'jl', roundId: `u1${m}` }),
    );
    await inTx((tx) =>
      settleWin(tx, { memberId: m, amount: c(2_000), stakeSplit: stake, platform: 'jl', roundId: `u1${m}` }),
    );
    expect(await getWallet(db, m)).toMatchObject({
      wagerDone: 1_000n,
      wagerRemaining: 500n,
      canUnlock: false,
    });
    await inTx((tx) => placeStake(tx, { memberId: m, amount: c(700), platform: 'jl', roundId: `u2${m}` }));
    // Only the 500 still open counts: excess wagering is not banked.
    expect(await getWallet(db, m)).toMatchObject({
      locked: 1_300n,
      wagerDone: 1_500n,
      wagerRemaining: 0n,
      canUnlock: true,
    });
    const { unlocked, transfer } = await inTx((tx) =>
      unlockWallet(tx, m, { idempotencyKey: `unlock:${m}:a` }),
    );
    expect(unlocked).toBe(1_300n);
    expect(transfer.code).toBe(26);
    expect(await getWallet(db, m)).toMatchObject({
      locked: 0n,
      withdrawable: 1_300n,
      wagerRequired: 0n,
      wagerDone: 0n,
      canUnlock: false,
    });
    const again = await inTx((tx) => unlockWallet(tx, m, { idempotencyKey: `unlock:${m}:a` }));
    expect(again).toMatchObject({ unlocked: 1_300n, transfer: { replayed: true } });
    expect(await refusal(inTx((tx) => unlockWallet(tx, m)))).toBe('NOTHING_TO_UNLOCK');
  });

  it('does not count stakes while no requirement is open', async () => {
    const m = await newMember(db);
    await inTx((tx) =>
      adjust(tx, {
        memberId: m,
        amount: c(1_000),
        code: 2,
        reason: 'test',
        actorId: 1n,
        idempotencyKey: `adj:N${m}`,
      }),
    );
    await inTx((tx) => placeStake(tx, { memberId: m, amount: c(500), platform: 'jl', roundId: `n${m}` }));
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(100), idempotencyKey: `pix:N${m}` }));
    expect(await getWallet(db, m)).toMatchObject({ wagerRequired: 150n, wagerDone: 0n });
  });
});

describe('adjustments', () => {
  it('adds (2) to cash, deducts (22) and corrects (15) both ways, refusing an overdraft', async () => {
    const m = await newMember(db);
    const add = {
      memberId: m,
      amount: c(1_000),
      code: 2 as const,
      reason: 'goodwill',
      actorId: 9n,
      idempotencyKey: `adj:A${m}`,
    };
    const r = await inTx((tx) => adjust(tx, add));
    expect(r.meta).toEqual({ reason: 'goodwill', actorId: '9' });
    await inTx((tx) => adjust(tx, { ...add, code: 22, amount: c(300), idempotencyKey: `adj:B${m}` }));
    await inTx((tx) => adjust(tx, { ...add, code: 15, amount: c(-200), idempotencyKey: `adj:C${m}` }));
    await inTx((tx) =>
      adjust(tx, { ...add, code: 15, amount: c(50), target: 'locked', idempotencyKey: `adj:D${m}` }),
    );
    expect(await getWallet(db, m)).toMatchObject({ withdrawable: 500n, locked: 50n, wagerRequired: 0n });
    const error = await refusal(
      inTx((tx) => adjust(tx, { ...add, code: 22, amount: c(501), idempotencyKey: `adj:E${m}` })),
    );
    expect(error).toBe('INSUFFICIENT_FUNDS');
  });
});

describe('withdrawals (two-phase)', () => {
  async function funded(amount: number) {
    const m = await newMember(db);
    await inTx((tx) =>
      adjust(tx, {
        memberId: m,
        amount: c(amount),
        code: 2,
        reason: 't',
        actorId: 1n,
        idempotencyKey: `adj:H${m}`,
      }),
    );
    return m;
  }

  it('holds on apply and pays on post, fee to fees, exactly once', async () => {
    const m = await funded(10_000);
    await inTx((tx) => holdWithdrawal(tx, { memberId: m, amount: c(6_000), withdrawalId: `w${m}` }));
    expect(await getWallet(db, m)).toMatchObject({
      withdrawable: 4_000n,
      withdrawPending: 6_000n,
      balance: 4_000n,
    });
    const post = await inTx((tx) => postWithdrawal(tx, { memberId: m, withdrawalId: `w${m}`, fee: c(120) }));
    expect(post.entries.map((e) => [e.account, e.amount])).toEqual([
      [`player:${m}:withdraw_hold`, -5_880n],
      ['house:pix_clearing', 5_880n],
      [`player:${m}:withdraw_hold`, -120n],
      ['house:fees', 120n],
    ]);
    expect(await getWallet(db, m)).toMatchObject({ withdrawable: 4_000n, withdrawPending: 0n });
    const replay = await inTx((tx) =>
      postWithdrawal(tx, { memberId: m, withdrawalId: `w${m}`, fee: c(120) }),
    );
    expect(replay).toMatchObject({ replayed: true, transferId: post.transferId });
    expect(
      await refusal(
        inTx((tx) => voidWithdrawal(tx, { memberId: m, withdrawalId: `w${m}`, reason: 'failed' })),
      ),
    ).toBe('HOLD_ALREADY_RESOLVED');
  });

  it('returns the hold to cash on void (type 32 when staff rejected it), exactly once', async () => {
    const m = await funded(5_000);
    await inTx((tx) => holdWithdrawal(tx, { memberId: m, amount: c(5_000), withdrawalId: `v${m}` }));
    const voided = await inTx((tx) =>
      voidWithdrawal(tx, { memberId: m, withdrawalId: `v${m}`, reason: 'rejected' }),
    );
    expect(voided.code).toBe(32);
    expect(await getWallet(db, m)).toMatchObject({ withdrawable: 5_000n, withdrawPending: 0n });
    const again = await inTx((tx) =>
      voidWithdrawal(tx, { memberId: m, withdrawalId: `v${m}`, reason: 'rejected' }),
    );
    expect(again.replayed).toBe(true);
    expect(await refusal(inTx((tx) => postWithdrawal(tx, { memberId: m, withdrawalId: `v${m}` })))).toBe(
      'HOLD_ALREADY_RESOLVED',
    );
  });

  it('refuses a hold beyond cash (locked money cannot be withdrawn) and unknown or foreign holds', async () => {
    const m = await funded(1_000);
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(5_000), idempotencyKey: `pix:H${m}` }));
    expect(
      await refusal(
        inTx((tx) => holdWithdrawal(tx, { memberId: m, amount: c(1_001), withdrawalId: `x${m}` })),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(await refusal(inTx((tx) => postWithdrawal(tx, { memberId: m, withdrawalId: 'none' })))).toBe(
      'HOLD_NOT_FOUND',
    );
    await inTx((tx) => holdWithdrawal(tx, { memberId: m, amount: c(1_000), withdrawalId: `y${m}` }));
    const other = await newMember(db);
    expect(
      await refusal(
        inTx((tx) => voidWithdrawal(tx, { memberId: other, withdrawalId: `y${m}`, reason: 'failed' })),
      ),
    ).toBe('HOLD_NOT_FOUND');
  });
});

describe('replay of every remaining money path', () => {
  it('replays adjustments, holds and plain transfers, and refuses a changed replay', async () => {
    const m = await newMember(db);
    const add = {
      memberId: m,
      amount: c(1_000),
      code: 2 as const,
      reason: 'r',
      actorId: 1n,
      idempotencyKey: `adj:RP${m}`,
    };
    const hold = { memberId: m, amount: c(300), withdrawalId: `rp${m}` };
    const move = {
      idempotencyKey: `move:RP${m}`,
      code: 15 as const,
      memberId: m,
      legs: [{ from: player(m, 'cash'), to: player(m, 'locked'), amount: c(100) }],
    };
    const calls: [string, () => Promise<{ replayed: boolean; transferId: bigint }>][] = [
      ['adjust', () => inTx((tx) => adjust(tx, add))],
      ['holdWithdrawal', () => inTx((tx) => holdWithdrawal(tx, hold))],
      ['postTransfer', () => inTx((tx) => postTransfer(tx, move))],
    ];
    for (const [name, call] of calls) {
      const first = await call();
      const again = await call();
      expect({ name, replayed: again.replayed, same: again.transferId === first.transferId }).toEqual({
        name,
        replayed: true,
        same: true,
      });
    }
    expect(await getWallet(db, m)).toMatchObject({ withdrawable: 600n, locked: 100n, withdrawPending: 300n });
    const changed = [
      () => inTx((tx) => adjust(tx, { ...add, reason: 'other' })),
      () => inTx((tx) => holdWithdrawal(tx, { ...hold, amount: c(301) })),
      () => inTx((tx) => postTransfer(tx, { ...move, legs: [{ ...move.legs[0]!, amount: c(101) }] })),
    ];
    for (const call of changed) expect(await refusal(call())).toBe('IDEMPOTENCY_CONFLICT');
    expect(await getWallet(db, m)).toMatchObject({ withdrawable: 600n, locked: 100n, withdrawPending: 300n });
  });
});

describe('postTransfer and the database guards', () => {
  it('posts a multi-leg transfer and reports the balances after it', async () => {
    const m = await newMember(db);
    const r = await inTx((tx) =>
      postTransfer(tx, {
        idempotencyKey: `multi:${m}`,
        code: 15,
        memberId: m,
        legs: [
          { from: house('adjustments'), to: player(m, 'cash'), amount: c(500) },
          { from: player(m, 'cash'), to: player(m, 'locked'), amount: c(200) },
        ],
      }),
    );
    expect(r.balances).toMatchObject({ [`player:${m}:cash`]: 300n, [`player:${m}:locked`]: 200n });
    expect(r.entries).toHaveLength(4);
  });

  it('rolls back the caller’s own write when the money movement is refused', async () => {
    const m = await newMember(db);
    const error = await refusal(
      inTx(async (tx) => {
        await tx.execute(sql`update members set nickname = 'changed' where id = ${String(m)}::bigint`);
        await placeStake(tx, { memberId: m, amount: c(1), platform: 'jl', roundId: `rb${m}` });
      }),
    );
    expect(error).toBe('INSUFFICIENT_FUNDS');
    const rows = (await db.execute(
      sql`select nickname from members where id = ${String(m)}::bigint`,
    )) as unknown as {
      rows: { nickname: string | null }[];
    };
    expect(rows.rows[0]!.nickname).toBeNull();
  });

  it('refuses to move money outside a transaction (the locks would not hold)', async () => {
    const m = await newMember(db);
    await expect(
      creditDeposit(db, { memberId: m, amount: c(1), idempotencyKey: `pix:T${m}` }),
    ).rejects.toThrow(/transaction/);
  });

  it('retries a transaction PostgreSQL aborted for a deadlock, and only that', async () => {
    const m = await newMember(db);
    let calls = 0;
    const result = await inMoneyTransaction(db, async (tx) => {
      calls += 1;
      const transfer = await creditDeposit(tx, { memberId: m, amount: c(100), idempotencyKey: `pix:DL${m}` });
      if (calls === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return transfer;
    });
    expect(calls).toBe(2);
    expect(result.replayed).toBe(false);
    expect((await getWallet(db, m)).locked).toBe(100n);
    calls = 0;
    await expect(
      inMoneyTransaction(db, async () => {
        calls += 1;
        throw Object.assign(new Error('other'), { code: '23505' });
      }),
    ).rejects.toThrow('other');
    expect(calls).toBe(1);
  });

  it('refuses UPDATE and DELETE of ledger rows', async () => {
    await expect(db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
  });

  it('refuses, at commit, entries that do not balance (even written by hand)', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into ledger_transfers (idempotency_key, request_hash, code) values ('bad:1', 'x', 15)`,
        );
        await tx.execute(sql`insert into ledger_entries (transfer_id, account_id, code, amount, balance_after)
          select t.id, a.id, 15, 5, a.balance + 5 from ledger_transfers t, ledger_accounts a
          where t.idempotency_key = 'bad:1' and a.kind = 'fees' and a.member_id is null`);
        await tx.execute(
          sql`update ledger_accounts set balance = balance + 5 where kind = 'fees' and member_id is null`,
        );
      }),
    ).rejects.toThrow();
  });

  it('refuses a negative player balance even if the code were wrong (CHECK)', async () => {
    const m = await newMember(db);
    await inTx((tx) =>
      adjust(tx, {
        memberId: m,
        amount: c(1),
        code: 2,
        reason: 't',
        actorId: 1n,
        idempotencyKey: `adj:K${m}`,
      }),
    );
    await expect(
      db.execute(
        sql`update ledger_accounts set balance = -1 where member_id = ${String(m)}::bigint and kind = 'cash'`,
      ),
    ).rejects.toThrow();
  });
});

describe('demo money seed', () => {
  it('does nothing without the demo player, then adds R$ 100 once', async () => {
    expect(await seedDemoMoney(db, null)).toEqual([]);
    const [row] = await db
      .insert(members)
      .values({ phone: '+5511912345678', passwordHash: 'x', inviteCode: 'DEMO0001' })
      .returning({ id: members.id });
    const lines = await seedDemoMoney(db, row!.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('100,00');
    expect(await seedDemoMoney(db, row!.id)).toEqual([]);
    expect(await getWallet(db, row!.id)).toMatchObject({ withdrawable: 10_000n, balance: 10_000n });
  });
});
