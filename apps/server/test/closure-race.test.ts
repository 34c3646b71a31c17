import { randomUUID } from 'node:crypto';
import { type Cents, FUND_TYPES } from '@jl/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cache } from '../src/modules/auth/session-cache-store.ts';
import { creditBonus } from '../src/modules/wallet/index.ts';
import {
  balancesOf,
  countClosureTransfers,
  entriesAfter,
  forfeitOf,
  giveBonus,
  giveDeposit,
  one,
  startClosureApp,
  stopClosureApp,
} from './closure-fixtures.ts';
import { countRounds } from './games-fixtures.ts';
import { TEST_DB_KIND, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newMember } from './pay-fixtures.ts';
import { eligiblePlayer, apply as withdrawApply } from './withdraw-fixtures.ts';

/**
 * Closure racing what could put money in or at stake (docs/COMPLIANCE.md "Account closure"): the
 * ledger rows' locks decide, so nothing stakes or credits a reward after the closure, no money is lost
 * or counted twice, and a revoked session cannot play inside the per-process session cache's window.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startClosureApp();
});
afterAll(() => stopClosureApp(t));

const close = (token: string) => t.api('POST', '/user/close', { token });
const play = (token: string) => t.api('POST', '/originals/fruit-trio/play', { token, body: { bet: '1.00' } });

/** A player with own money and a bonus under wagering, nothing withdrawable (closure may go ahead). */
async function lockedPlayer() {
  const m = await newMember(t);
  await giveDeposit(t, m.memberId, 50_00n);
  await giveBonus(t, m.memberId, 20_00n);
  return m;
}

/** The closure's forfeit transfer id (the closure always forfeits here: there is bonus money left). */
async function closureTransferId(memberId: bigint): Promise<bigint> {
  const forfeit = await forfeitOf(t, memberId);
  expect(forfeit, 'the closure forfeited the bonus left').toBeDefined();
  return forfeit!.id;
}

describe('closure racing stakes', () => {
  it('no round stakes after the closure; every round before it is whole', async () => {
    for (let i = 0; i < 4; i += 1) {
      const m = await lockedPlayer();
      const answers = await Promise.all([
        play(m.token),
        play(m.token),
        close(m.token),
        play(m.token),
        play(m.token),
      ]);
      expect(answers[2]!.code, JSON.stringify(answers[2])).toBe(1);
      const played = answers.filter((a, n) => n !== 2 && a.code === 1).length;
      for (const refused of answers.filter((a, n) => n !== 2 && a.code !== 1))
        expect([302, 0]).toContain(refused.code);
      expect(await countRounds(t.database.db, m.memberId)).toBe(played);
      expect(await entriesAfter(t, m.memberId, await closureTransferId(m.memberId))).toEqual([]);
      const left = await balancesOf(t, m.memberId);
      expect(left.cash ?? 0n).toBe(0n);
    }
    await assertLedgerInvariants(t.database.db);
  });
});

describe('closure racing a reward credit', () => {
  it('the reward lands before the closure (and is forfeited) or is refused — never kept after it', async () => {
    for (let i = 0; i < 8; i += 1) {
      const m = await lockedPlayer();
      const reward = t.database.db
        .transaction((tx) =>
          creditBonus(tx, {
            memberId: m.memberId,
            amount: 3_00n as Cents,
            code: FUND_TYPES.DAILY_CHECKIN,
            idempotencyKey: `test:race:${randomUUID()}`,
          }),
        )
        .then(
          () => 'credited',
          (error: { error?: string }) => error.error,
        );
      const [closed, credited] = await Promise.all([close(m.token), reward]);
      expect(closed.code).toBe(1);
      expect(['credited', 'ACCOUNT_CLOSED']).toContain(credited);
      expect(closed.data.forfeited).toBe(credited === 'credited' ? '23.00' : '20.00');
      expect(closed.data.kept).toBe('50.00');
      expect(await entriesAfter(t, m.memberId, await closureTransferId(m.memberId))).toEqual([]);
      expect((await balancesOf(t, m.memberId)).locked).toBe(50_00n);
    }
  });
});

describe.skipIf(TEST_DB_KIND !== 'postgres')('lock order (PostgreSQL)', () => {
  /** Ids as the ledger locks them: `order by id` sorts the `id::text` column, one order for every writer. */
  async function accountIds(memberId: bigint) {
    const row = await one(
      t,
      sql`select (select id::text from ledger_accounts where member_id is null and kind = 'bonus_expense') as house,
            (select id::text from ledger_accounts where member_id = ${String(memberId)}::bigint and kind = 'locked') as own`,
    );
    return { house: row!.house as string, own: row!.own as string };
  }

  it('a reward that holds the house account first is never stuck behind the closure (no deadlock)', async () => {
    // A player whose accounts come after bonus_expense in the ledger's lock order: a reward locks the
    // house account first, then the player's — the order the closure must keep too.
    let m = await lockedPlayer();
    while ((await accountIds(m.memberId)).own < (await accountIds(m.memberId)).house)
      m = await lockedPlayer();
    const { house, own } = await accountIds(m.memberId);
    const reward = new pg.Client({ connectionString: t.databaseUrl });
    await reward.connect();
    try {
      await reward.query('begin');
      await reward.query('select id from ledger_accounts where id = $1 for update', [house]);
      const closing = close(m.token);
      await new Promise((r) => setTimeout(r, 300)); // the closure is waiting for the house account now
      // Had the closure locked the player's accounts before the house one, this would wait (then deadlock).
      await reward.query("set local lock_timeout = '200ms'");
      const next = await reward.query('select id from ledger_accounts where id = $1 for update', [own]).then(
        () => 'locked',
        (error: { code?: string }) => error.code,
      );
      expect(next).toBe('locked');
      await reward.query('rollback');
      expect((await closing).code).toBe(1);
    } finally {
      await reward.end();
    }
  });
});

describe('closure racing a withdrawal request', () => {
  it('never both: the withdrawal goes ahead and the closure waits, or the closure refuses the balance', async () => {
    for (let i = 0; i < 3; i += 1) {
      const p = await eligiblePlayer(t, 30_00n);
      const [withdrawal, closed] = await Promise.all([
        withdrawApply(t, p, { amount: '30.00', account_id: p.accountId }),
        close(p.token),
      ]);
      expect(withdrawal.code, JSON.stringify(withdrawal)).toBe(1);
      expect(closed.code).toBe(0);
      expect(['RG_CLOSURE_BALANCE', 'RG_CLOSURE_WITHDRAWAL']).toContain(closed.data.error);
      const id = String(p.memberId);
      expect(await one(t, sql`select status from members where id = ${id}::bigint`)).toEqual({ status: 0 });
      expect(await countClosureTransfers(t, p.memberId)).toBe(0);
      expect(await balancesOf(t, p.memberId)).toMatchObject({ cash: 0n, withdraw_hold: 30_00n });
    }
  });
});

describe('the session cache window', () => {
  it('a closed session cannot play, in this process or from another process’s cached lookup', async () => {
    const m = await lockedPlayer();
    expect((await play(m.token)).code).toBe(1); // the lookup is cached now
    const cached = [...cache].filter(([, entry]) => entry.check.member.id === m.memberId);
    expect(cached).toHaveLength(1);
    expect((await close(m.token)).code).toBe(1);
    // Same instant (the cache window is open): this process forgot the session at once.
    expect(await play(m.token)).toMatchObject({ code: 302, data: { error: 'SESSION_ENDED' } });
    // Another process still holding the lookup: the round's own check in its transaction refuses it.
    for (const [hash, entry] of cached) cache.set(hash, entry);
    expect(await play(m.token)).toMatchObject({ code: 302, data: { error: 'SESSION_ENDED' } });
    expect(await countRounds(t.database.db, m.memberId)).toBe(1);
    expect(await entriesAfter(t, m.memberId, await closureTransferId(m.memberId))).toEqual([]);
  });
});
