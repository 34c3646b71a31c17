import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  adjust,
  creditDeposit,
  getWallet,
  holdWithdrawal,
  inMoneyTransaction,
  placeStake,
  player,
  postTransfer,
  postWithdrawal,
  settleWin,
  unlockWallet,
  voidWithdrawal,
} from '../src/modules/wallet/index.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { c, newMember } from './wallet-fixtures.ts';

/**
 * Races on a real PostgreSQL server (many connections). On PGlite there is one connection and every
 * transaction runs alone, so these would prove nothing there.
 */
describe.skipIf(TEST_DB_KIND !== 'postgres')('wallet under concurrency (PostgreSQL)', () => {
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
  const errorsOf = (results: PromiseSettledResult<unknown>[]) =>
    results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r.reason as { error?: string }).error ?? String(r.reason));

  const fund = (memberId: bigint, amount: number, key: string) =>
    inTx((tx) =>
      adjust(tx, { memberId, amount: c(amount), code: 2, reason: 'race', actorId: 1n, idempotencyKey: key }),
    );

  it('200 concurrent stakes against one balance never overdraw and leave the exact balance', async () => {
    const m = await newMember(db);
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(6_000), idempotencyKey: `pix:race${m}` }));
    await fund(m, 9_000, `adj:race${m}`);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        inTx((tx) =>
          placeStake(tx, { memberId: m, amount: c(100), platform: 'jl', roundId: `race${m}-${i}` }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(150);
    expect(new Set(errorsOf(results))).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    const wallet = await getWallet(db, m);
    expect(wallet).toMatchObject({ locked: 0n, withdrawable: 0n, wagerRequired: 9_000n, wagerDone: 9_000n });
    // Locked went first: exactly 60 stakes drew (at least partly) from locked.
    const fromLocked = ok.reduce(
      (s, r) => s + (r as PromiseFulfilledResult<{ fromLocked: bigint }>).value.fromLocked,
      0n,
    );
    expect(fromLocked).toBe(6_000n);
  });

  it('opposite transfers between two accounts never deadlock', async () => {
    const a = await newMember(db);
    const b = await newMember(db);
    await fund(a, 100_000, `adj:dl${a}`);
    await fund(b, 100_000, `adj:dl${b}`);
    for (const m of [a, b]) {
      await inTx((tx) =>
        adjust(tx, {
          memberId: m,
          amount: c(1_000),
          code: 2,
          reason: 'race',
          actorId: 1n,
          idempotencyKey: `adj:dlL${m}`,
          target: 'locked',
        }),
      );
    }
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        return inTx((tx) =>
          postTransfer(tx, {
            idempotencyKey: `dl:${a}:${i}`,
            code: 15,
            legs: [
              { from: player(from, 'cash'), to: player(to, 'cash'), amount: c(7) },
              { from: player(to, 'locked'), to: player(from, 'locked'), amount: c(1) },
            ],
          }),
        );
      }),
    );
    expect(errorsOf(results)).toEqual([]);
    // Fifty each way: everyone ends where they started.
    expect(await getWallet(db, a)).toMatchObject({ withdrawable: 100_000n, locked: 1_000n });
    expect(await getWallet(db, b)).toMatchObject({ withdrawable: 100_000n, locked: 1_000n });
  });

  it('a retry storm of one idempotency key writes once and answers the same transfer to all', async () => {
    const m = await newMember(db);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(1_234), idempotencyKey: `pix:storm${m}` })),
      ),
    );
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await getWallet(db, m)).toMatchObject({ locked: 1_234n, wagerRequired: 1_851n });
    const rows = (await db.execute(
      sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${`pix:storm${m}`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('a stake and its win raced with other rounds keep every balance exact', async () => {
    const m = await newMember(db);
    await fund(m, 10_000, `adj:rounds${m}`);
    // Rounds run as the product runs them (games module): in inMoneyTransaction, which retries a
    // transaction PostgreSQL aborted as a deadlock or serialization failure.
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        inMoneyTransaction(db, async (tx) => {
          const stake = await placeStake(tx, {
            memberId: m,
            amount: c(100),
            platform: 'jl',
            roundId: `rw${m}-${i}`,
          });
          await settleWin(tx, {
            memberId: m,
            amount: c(i % 3 === 0 ? 250 : 0),
            stakeSplit: stake,
            platform: 'jl',
            roundId: `rw${m}-${i}`,
          });
        }),
      ),
    );
    expect(errorsOf(results)).toEqual([]);
    // 40 stakes of 1.00; 14 rounds (i % 3 === 0) won 2.50.
    expect((await getWallet(db, m)).withdrawable).toBe(10_000n - 4_000n + 14n * 250n);
  });

  it('a hold raced by post and void resolves exactly once', async () => {
    for (let round = 0; round < 10; round += 1) {
      const m = await newMember(db);
      await fund(m, 1_000, `adj:pv${m}`);
      await inTx((tx) => holdWithdrawal(tx, { memberId: m, amount: c(1_000), withdrawalId: `pv${m}` }));
      const results = await Promise.allSettled([
        inTx((tx) => postWithdrawal(tx, { memberId: m, withdrawalId: `pv${m}` })),
        inTx((tx) => voidWithdrawal(tx, { memberId: m, withdrawalId: `pv${m}`, reason: 'failed' })),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(errorsOf(results)).toEqual(['HOLD_ALREADY_RESOLVED']);
      const wallet = await getWallet(db, m);
      expect(wallet.withdrawPending).toBe(0n);
      expect([0n, 1_000n]).toContain(wallet.withdrawable);
    }
  });

  it('concurrent unlocks move the locked balance once', async () => {
    const m = await newMember(db);
    await inTx((tx) => creditDeposit(tx, { memberId: m, amount: c(1_000), idempotencyKey: `pix:ul${m}` }));
    const stake = await inTx((tx) =>
      placeStake(tx, { memberId: m, amount: c(1_000), platform: 'jl', roundId: `ul${m}` }),
    );
    await inTx((tx) =>
      settleWin(tx, { memberId: m, amount: c(2_000), stakeSplit: stake, platform: 'jl', roundId: `ul${m}` }),
    );
    await inTx((tx) => placeStake(tx, { memberId: m, amount: c(500), platform: 'jl', roundId: `ul2${m}` }));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => inTx((tx) => unlockWallet(tx, m))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(new Set(errorsOf(results))).toEqual(new Set(['NOTHING_TO_UNLOCK']));
    expect(await getWallet(db, m)).toMatchObject({ locked: 0n, withdrawable: 1_500n, wagerRequired: 0n });
  });
});
