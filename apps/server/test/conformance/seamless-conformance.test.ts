import type { Cents } from '@jl/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallbackAction, CallbackRequest } from '../../src/providers/games/index.ts';
import { WINDOW_SECONDS } from '../../src/providers/games/index.ts';
import { fundedPlayer } from '../games-fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { assertLedgerInvariants } from '../ledger-invariants.ts';
import { selectedTarget } from './targets.ts';

/**
 * The seamless-wallet conformance suite (docs/API.md "External game platforms"): Blue Ocean's published
 * wallet tests plus ours, each asserting the answer and the ledger. Runs against any adapter with a target in
 * targets.ts: `CONFORMANCE_TARGET=sandbox npm run test:conformance` (CI runs it on PGlite and PostgreSQL).
 */

const target = selectedTarget();
let t: TestApp;
let seq = 0;
const tx = (prefix: string) => `${prefix}-${++seq}`;

type Player = { memberId: bigint; token: string; session: string; id: string };

async function player(cents: bigint): Promise<Player> {
  const p = await fundedPlayer(t.database.db, cents);
  const game = await t.database.db.execute(
    sql`select id::text as id from games where platform = ${target.platform} and enabled order by id limit 1`,
  );
  const gameId = (game as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const launched = await t.api('POST', '/game/launch', { token: p.token, body: { game_id: gameId } });
  expect(launched.code).toBe(1);
  return { ...p, session: launched.data.session as string, id: String(p.memberId) };
}

async function call(
  action: CallbackAction,
  request: Partial<Omit<CallbackRequest, 'action'>> & { playerId: string },
  options: { signWith?: string; at?: Date } = {},
) {
  const { body, headers } = target.encode(
    t.app,
    action,
    { currency: 'BRL', ...request },
    { now: options.at ?? t.clock.now, signWith: options.signWith },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v2/provider/${target.platform}/${action}`,
    payload: body,
    headers,
  });
  return target.decode(response.body);
}

const bet = (p: Player, transactionId: string, amount: string, roundId = tx('round')) =>
  call('bet', { playerId: p.id, session: p.session, transactionId, roundId, amount, gameId: 'dice' });
const win = (p: Player, transactionId: string, amount: string, roundId: string, referenceId?: string) =>
  call('win', { playerId: p.id, transactionId, roundId, amount, referenceId, gameId: 'dice' });
const rollback = (p: Player, transactionId: string, referenceId: string) =>
  call('rollback', { playerId: p.id, transactionId, referenceId });

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

async function walletOf(p: Player) {
  const info = await t.api('GET', '/wallet/info', { token: p.token });
  return info.data as { balance: string; locked: string; withdrawable: string; wager_done: string };
}

const cents = (decimal: string) => BigInt(decimal.replace('.', ''));

async function providerBalance(): Promise<bigint> {
  const found = await rows<{ balance: string }>(
    sql`select balance::text as balance from ledger_accounts where kind = ${`provider:${target.platform}`} and member_id is null`,
  );
  return found[0] ? BigInt(found[0].balance) : 0n;
}

async function transfersOf(p: Player): Promise<number> {
  const found = await rows<{ n: number }>(
    sql`select count(*)::int as n from ledger_transfers where member_id = ${p.id}::bigint`,
  );
  return Number(found[0]!.n);
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await assertLedgerInvariants(t.database.db);
  await t.close();
});

describe(`seamless wallet conformance: ${target.name}`, () => {
  it('answers the balance (cash + locked) of the player', async () => {
    const p = await player(12_345n);
    const answer = await call('balance', { playerId: p.id });
    expect(answer).toEqual({ ok: true, error: null, balance: 12_345n });
  });

  it('takes a bet into provider:<platform> and answers the balance after it (fund type 13 from cash)', async () => {
    const p = await player(1_000n);
    const before = await providerBalance();
    const answer = await bet(p, tx('bet'), '2.50');
    expect(answer).toMatchObject({ ok: true, balance: 750n });
    expect(await providerBalance()).toBe(before + 250n);
    const codes = await rows<{ code: number }>(
      sql`select e.code from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.member_id = ${p.id}::bigint and e.amount < 0`,
    );
    expect(codes.map((r) => Number(r.code))).toContain(13);
  });

  it('accepts a win with no prior bet (a promotional win)', async () => {
    const p = await player(0n);
    const answer = await win(p, tx('promo'), '5.00', tx('promo-round'));
    expect(answer).toMatchObject({ ok: true, balance: 500n });
    expect((await walletOf(p)).locked).toBe('5.00');
  });

  it('finds a rollback by transaction id alone (no round, game or amount) and returns the stake', async () => {
    const p = await player(1_000n);
    const betId = tx('bet');
    await bet(p, betId, '4.00');
    const answer = await rollback(p, tx('rb'), betId);
    expect(answer).toMatchObject({ ok: true, balance: 1_000n });
    expect((await walletOf(p)).balance).toBe('10.00');
  });

  it('refuses a bad signature and writes nothing', async () => {
    const p = await player(1_000n);
    const before = await transfersOf(p);
    const answer = await call(
      'bet',
      { playerId: p.id, session: p.session, transactionId: tx('bet'), roundId: 'r', amount: '1.00' },
      { signWith: 'not-the-secret' },
    );
    expect(answer).toMatchObject({ ok: false, error: 'INVALID_SIGNATURE' });
    expect(await transfersOf(p)).toBe(before);
  });

  it('refuses a signature whose timestamp is outside the window', async () => {
    const p = await player(1_000n);
    const at = new Date(t.clock.now.getTime() - (WINDOW_SECONDS + 5) * 1000);
    const answer = await call(
      'bet',
      { playerId: p.id, session: p.session, transactionId: tx('bet'), roundId: 'r', amount: '1.00' },
      { at },
    );
    expect(answer).toMatchObject({ ok: false, error: 'EXPIRED_REQUEST' });
    expect((await walletOf(p)).balance).toBe('10.00');
  });

  it('answers success to a zero bet after the balance is drained', async () => {
    const p = await player(300n);
    expect(await bet(p, tx('bet'), '3.00')).toMatchObject({ ok: true, balance: 0n });
    expect(await bet(p, tx('bet'), '0.00')).toMatchObject({ ok: true, balance: 0n });
  });

  it('answers a replayed transaction id as the first time and moves nothing', async () => {
    const p = await player(1_000n);
    const id = tx('bet');
    const first = await bet(p, id, '1.00', 'round-replay');
    const transfers = await transfersOf(p);
    const second = await bet(p, id, '1.00', 'round-replay');
    expect(second).toEqual(first);
    expect(await transfersOf(p)).toBe(transfers);
    expect((await walletOf(p)).balance).toBe('9.00');
  });

  it('refuses the same transaction id with a different request', async () => {
    const p = await player(1_000n);
    const id = tx('bet');
    await bet(p, id, '1.00', 'round-x');
    expect(await bet(p, id, '2.00', 'round-x')).toMatchObject({ ok: false, error: 'DUPLICATE_CONFLICT' });
    expect((await walletOf(p)).balance).toBe('9.00');
  });

  it('lets two players share a transaction id', async () => {
    const a = await player(1_000n);
    const b = await player(1_000n);
    expect(await bet(a, 'shared-table-1', '1.00', 'table-round')).toMatchObject({ ok: true, balance: 900n });
    expect(await bet(b, 'shared-table-1', '1.00', 'table-round')).toMatchObject({ ok: true, balance: 900n });
  });

  it('keeps the balance exact under ten concurrent bets and ten concurrent wins', async () => {
    const p = await player(10_000n);
    const bets = await Promise.all(
      Array.from({ length: 10 }, (_, i) => bet(p, `cc-bet-${p.id}-${i}`, '1.00', `cc-round-${i}`)),
    );
    expect(bets.every((a) => a.ok)).toBe(true);
    const wins = await Promise.all(
      Array.from({ length: 10 }, (_, i) => win(p, `cc-win-${p.id}-${i}`, '0.50', `cc-round-${i}`)),
    );
    expect(wins.every((a) => a.ok)).toBe(true);
    // Replays of all twenty, concurrently, move nothing.
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => bet(p, `cc-bet-${p.id}-${i}`, '1.00', `cc-round-${i}`)),
      ...Array.from({ length: 10 }, (_, i) => win(p, `cc-win-${p.id}-${i}`, '0.50', `cc-round-${i}`)),
    ]);
    expect((await walletOf(p)).balance).toBe('95.00');
  });

  it('leaves the balance unchanged when a bet and its rollback race, whichever lands first', async () => {
    const p = await player(1_000n);
    for (let i = 0; i < 5; i += 1) {
      const betId = tx('race-bet');
      const [b, r] = await Promise.all([bet(p, betId, '1.00'), rollback(p, tx('race-rb'), betId)]);
      expect(r.ok).toBe(true);
      // Either the bet came first (taken, then returned) or the rollback did (the late bet refused).
      expect(b.ok || b.error === 'BET_ROLLED_BACK').toBe(true);
    }
    expect((await walletOf(p)).balance).toBe('10.00');
  });

  it('pays two wins of one round sent in parallel, each once', async () => {
    const p = await player(1_000n);
    const round = tx('round');
    await bet(p, tx('bet'), '2.00', round);
    const ids = [tx('win'), tx('win')];
    await Promise.all([...ids, ...ids].map((id) => win(p, id, '1.50', round)));
    expect((await walletOf(p)).balance).toBe('11.00');
  });

  it('refuses an amount with three decimals', async () => {
    const p = await player(1_000n);
    expect(await bet(p, tx('bet'), '1.005')).toMatchObject({ ok: false, error: 'INVALID_AMOUNT' });
    expect((await walletOf(p)).balance).toBe('10.00');
  });

  it('refuses an unknown player', async () => {
    const answer = await call('balance', { playerId: '999999999' });
    expect(answer).toMatchObject({ ok: false, error: 'UNKNOWN_PLAYER' });
  });

  it('refuses a bet above the balance, answering the balance', async () => {
    const p = await player(500n);
    expect(await bet(p, tx('bet'), '5.01')).toMatchObject({
      ok: false,
      error: 'NOT_ENOUGH_MONEY',
      balance: 500n,
    });
  });

  it('answers a rollback sent twice the same, returning the stake once', async () => {
    const p = await player(1_000n);
    const betId = tx('bet');
    await bet(p, betId, '3.00');
    const rb = tx('rb');
    const first = await rollback(p, rb, betId);
    const second = await rollback(p, rb, betId);
    expect(second).toEqual(first);
    // A second rollback of the same bet under another id moves nothing either.
    expect(await rollback(p, tx('rb'), betId)).toMatchObject({ ok: true, balance: 1_000n });
    expect((await walletOf(p)).balance).toBe('10.00');
  });

  it('refuses a win on a rolled-back bet', async () => {
    const p = await player(1_000n);
    const betId = tx('bet');
    const round = tx('round');
    await bet(p, betId, '2.00', round);
    await rollback(p, tx('rb'), betId);
    expect(await win(p, tx('win'), '4.00', round, betId)).toMatchObject({
      ok: false,
      error: 'BET_ROLLED_BACK',
    });
    expect((await walletOf(p)).balance).toBe('10.00');
  });

  it('leaves a tombstone for a rollback of an unknown bet and refuses the late bet', async () => {
    const p = await player(1_000n);
    const betId = tx('late-bet');
    expect(await rollback(p, tx('rb'), betId)).toMatchObject({ ok: true, balance: 1_000n });
    expect(await bet(p, betId, '2.00')).toMatchObject({ ok: false, error: 'BET_ROLLED_BACK' });
    expect((await walletOf(p)).balance).toBe('10.00');
  });

  it('refuses the rollback of a settled bet', async () => {
    const p = await player(1_000n);
    const betId = tx('bet');
    const round = tx('round');
    await bet(p, betId, '2.00', round);
    await win(p, tx('win'), '3.00', round, betId);
    expect(await rollback(p, tx('rb'), betId)).toMatchObject({ ok: false, error: 'ALREADY_SETTLED' });
    expect((await walletOf(p)).balance).toBe('11.00');
  });

  it('refuses a bet on an expired session but pays a win after it', async () => {
    const p = await player(1_000n);
    const round = tx('round');
    await bet(p, tx('bet'), '1.00', round);
    t.clock.advance(31 * 60_000);
    try {
      expect(await bet(p, tx('bet'), '1.00')).toMatchObject({ ok: false, error: 'SESSION_EXPIRED' });
      expect(await win(p, tx('win'), '2.00', round)).toMatchObject({ ok: true, balance: 1_100n });
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });

  it('refuses another currency', async () => {
    const p = await player(1_000n);
    expect(await call('balance', { playerId: p.id, currency: 'USD' })).toMatchObject({
      ok: false,
      error: 'WRONG_CURRENCY',
    });
  });

  it('settles bet and win in one call (bet_win), once', async () => {
    const p = await player(1_000n);
    const request = {
      playerId: p.id,
      session: p.session,
      transactionId: tx('bw-bet'),
      winTransactionId: tx('bw-win'),
      roundId: tx('round'),
      amount: '2.00',
      winAmount: '5.00',
    };
    expect(await call('bet_win', request)).toMatchObject({ ok: true, balance: 1_300n });
    expect(await call('bet_win', request)).toMatchObject({ ok: true, balance: 1_300n });
    expect((await walletOf(p)).balance).toBe('13.00');
  });

  it('draws stakes from locked first, counts them as valid bets, and pays wins back in proportion', async () => {
    const p = await player(0n);
    // A deposit: locked money with a wagering requirement.
    await t.database.db.transaction(async (trx) => {
      const { creditDeposit } = await import('../../src/modules/wallet/index.ts');
      await creditDeposit(trx, {
        memberId: p.memberId,
        amount: 1_000n as Cents,
        idempotencyKey: `conf-dep-${p.id}`,
      });
    });
    const round = tx('round');
    await bet(p, tx('bet'), '4.00', round);
    let wallet = await walletOf(p);
    expect(wallet.locked).toBe('6.00');
    expect(wallet.wager_done).toBe('4.00');
    await win(p, tx('win'), '8.00', round);
    wallet = await walletOf(p);
    expect(wallet.locked).toBe('14.00');
    expect(cents(wallet.balance)).toBe(1_400n);
  });
});
