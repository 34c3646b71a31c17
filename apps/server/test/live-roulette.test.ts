import { rouletteReturn } from '@jl/games';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { liveBets, liveRounds } from '../src/modules/live/index.ts';
import { outcomeOf } from '../src/modules/live/live-rounds.ts';
import { parseSpot } from '../src/modules/live/live-spots.ts';
import { balanceOf, fundedPlayer } from './games-fixtures.ts';
import type { TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { liveTestApp } from './live-fixtures.ts';
import { openSocket } from './live-socket-fixtures.ts';

/**
 * Live roulette takes several bets per player and round (docs/GAMES.md "Live games in the product"):
 * each bet its own stake and win in the ledger, a player's stakes on a round at most the table's
 * maximum, one answer per Idempotency-Key (docs/API.md "Idempotency").
 */
const app = liveTestApp();
let t: TestApp;
let db: Db;
beforeAll(() => {
  t = app();
  db = t.database.db;
});

const roulette = () => t.app.live.drivers.get('roulette')!;
const spin = (token: string, body: Record<string, string>, key?: string) =>
  t.api('POST', '/live/roulette/bet', { token, body, headers: key ? { 'idempotency-key': key } : undefined });

async function latest() {
  const [row] = await db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.game, 'roulette'))
    .orderBy(desc(liveRounds.id))
    .limit(1);
  return row!;
}

/** Ends the roulette round in play, if any, and opens the next one (the test clock drives it). */
async function nextRouletteRound() {
  const before = await latest().catch(() => null);
  for (let i = 0; i < 20; i++) {
    await roulette().step();
    const round = await latest();
    if (round.id !== before?.id && round.phase === 'betting') return { ...round, ...outcomeOf(round) };
    t.clock.advance(60_000);
  }
  throw new Error('no roulette round opened');
}

/** No more bets, the spin, the settlement. */
async function playOut() {
  t.clock.advance(10_000);
  await roulette().step();
  t.clock.advance(4_000);
  await roulette().step();
}

const cents = (decimal: string) => BigInt(decimal.replace('.', ''));
const reais = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

describe('several roulette bets per player and round', () => {
  it('takes them on any spots, each its own stake, and settles each by the number (ledger balanced)', async () => {
    const round = await nextRouletteRound();
    const n = round.result;
    const player = await fundedPlayer(db, 100_00n);
    const other = await fundedPlayer(db, 100_00n);
    // A sure straight win, a sure straight loss, two stacks on red, black, a dozen, a split.
    const bets: [string, string][] = [
      ['10.00', 'red'],
      ['1.50', 'red'],
      ['5.00', 'black'],
      ['2.00', `straight:${n}`],
      ['1.00', `straight:${(n + 1) % 37}`],
      ['3.00', 'dozen:1'],
      ['2.00', n === 0 ? 'split:0-1' : `split:${n}-${n <= 33 ? n + 3 : n - 3}`],
    ];
    const ids: string[] = [];
    for (const [amount, spot] of bets) {
      const answer = await spin(player.token, { amount, spot });
      expect(answer.code, spot).toBe(1);
      ids.push(answer.data.bet_id);
    }
    expect(new Set(ids).size).toBe(bets.length);
    expect((await spin(other.token, { amount: '4.00', spot: 'odd' })).code).toBe(1);
    const staked = bets.reduce((sum, [amount]) => sum + cents(amount), 0n);
    expect(await balanceOf(t, player.token)).toBe(reais(100_00n - staked));

    const state = await t.api('GET', '/live/roulette/state');
    expect(state.data.round).toMatchObject({ id: String(round.id), min: '1.00', max: '1000.00' });
    expect(state.data.bets.filter((b: { id: string }) => ids.includes(b.id))).toHaveLength(bets.length);

    await playOut();
    const rows = await db.select().from(liveBets).where(eq(liveBets.roundId, round.id));
    const mine = rows.filter((r) => r.memberId === player.memberId);
    expect(mine).toHaveLength(bets.length);
    let returned = 0n;
    for (const row of mine) {
      const expected = rouletteReturn(parseSpot(row.spot), row.amount, n);
      expect(row.status).toBe('settled');
      expect(row.win, row.spot!).toBe(expected);
      expect(row.walletRound).toBe(`roulette.${round.id}.${player.memberId}.${row.id}`);
      returned += expected;
    }
    expect(returned).toBeGreaterThan(0n); // the straight on the number won
    const left = 100_00n - staked + returned;
    expect(cents(await balanceOf(t, player.token))).toBe(left);
    // Each bet is its own stake (and win) in the ledger.
    const stakeKeys = `round:originals:roulette.${round.id}.${player.memberId}.%:stake`;
    const transfers = (await db.execute(
      sql`select count(*)::int as n from ledger_transfers where idempotency_key like ${stakeKeys}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(transfers.rows[0]!.n)).toBe(bets.length);
    await assertLedgerInvariants(db);
  });

  it("holds the table's maximum per player and round, also for bets sent at once", async () => {
    await nextRouletteRound();
    const player = await fundedPlayer(db, 2_000_00n);
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        spin(player.token, { amount: '150.00', spot: i % 2 ? 'red' : 'black' }),
      ),
    );
    const taken = attempts.filter((a) => a.code === 1);
    expect(taken).toHaveLength(6); // 6 × 150 = 900; a 7th would make 1.050 > 1.000
    for (const refused of attempts.filter((a) => a.code !== 1))
      expect(refused.data.error).toBe('LIVE_ROUND_MAX');
    expect((await spin(player.token, { amount: '100.00', spot: 'odd' })).code).toBe(1);
    expect((await spin(player.token, { amount: '1.00', spot: 'odd' })).data.error).toBe('LIVE_ROUND_MAX');
    expect(await balanceOf(t, player.token)).toBe('1000.00');
    await playOut();
  });
});

describe('Idempotency-Key on a live bet (answerOnce)', () => {
  it('answers a replay with the first bet, refuses another body, and does not store a refusal', async () => {
    await nextRouletteRound();
    const player = await fundedPlayer(db, 50_00n);
    const first = await spin(player.token, { amount: '2.00', spot: 'red' }, 'roulette-key-0001');
    expect(first.code).toBe(1);
    const again = await spin(player.token, { amount: '2.00', spot: 'red' }, 'roulette-key-0001');
    expect(again.data).toEqual(first.data);
    const other = await spin(player.token, { amount: '3.00', spot: 'red' }, 'roulette-key-0001');
    expect(other.data.error).toBe('IDEMPOTENCY_CONFLICT');
    // Twins at once: one bet, every answer that bet.
    const twins = await Promise.all(
      Array.from({ length: 6 }, () =>
        spin(player.token, { amount: '1.00', spot: 'even' }, 'roulette-key-0002'),
      ),
    );
    expect(new Set(twins.map((a) => a.data.bet_id)).size).toBe(1);
    expect(await balanceOf(t, player.token)).toBe('47.00');

    // A refusal is not stored: the same key succeeds once the round takes bets again.
    t.clock.advance(10_000);
    await roulette().step();
    const late = await spin(player.token, { amount: '1.00', spot: 'odd' }, 'roulette-key-0003');
    expect(late.data.error).toBe('LIVE_NOT_BETTING');
    t.clock.advance(4_000);
    await nextRouletteRound();
    expect((await spin(player.token, { amount: '1.00', spot: 'odd' }, 'roulette-key-0003')).code).toBe(1);
    await playOut();
  });

  it('replays a key of a bet made before first answers were stored, from the bet itself', async () => {
    await nextRouletteRound();
    const player = await fundedPlayer(db, 20_00n);
    const first = await spin(player.token, { amount: '5.00', spot: 'low' }, 'roulette-legacy-01');
    expect(first.code).toBe(1);
    // As a bet made by the code before answerOnce: its key is on the bet row only.
    await db.execute(
      sql`delete from idempotent_answers where member_id = ${String(player.memberId)}::bigint and key = 'roulette-legacy-01'`,
    );
    const replay = await spin(player.token, { amount: '5.00', spot: 'low' }, 'roulette-legacy-01');
    expect(replay.data).toEqual(first.data);
    const conflict = await spin(player.token, { amount: '5.00', spot: 'high' }, 'roulette-legacy-01');
    expect(conflict.data.error).toBe('IDEMPOTENCY_CONFLICT');
    const count = await db
      .select({ id: liveBets.id })
      .from(liveBets)
      .where(and(eq(liveBets.memberId, player.memberId)));
    expect(count).toHaveLength(1);
    expect(await balanceOf(t, player.token)).toBe('15.00');
    await playOut();
  });
});

describe('the socket messages of a round with several bets', () => {
  it('announces each bet with its id and spot, and names each winning bet in the result', async () => {
    const round = await nextRouletteRound();
    const player = await fundedPlayer(db, 20_00n);
    const socket = await openSocket(t);
    try {
      socket.send({ type: 'auth', id: 'a', token: player.token });
      socket.send({ type: 'sub', id: 's', game: 'roulette' });
      expect(await socket.next('reply')).toMatchObject({ id: 'a', ok: true });
      await socket.next('snapshot');
      const spots = [`straight:${round.result}`, 'red', 'black'];
      const ids: string[] = [];
      for (const [i, spot] of spots.entries()) {
        socket.send({
          type: 'bet',
          id: `b${i}`,
          game: 'roulette',
          amount: '1.00',
          spot,
          key: `socket-bet-key-${i}`,
        });
        const reply = await socket.next('reply');
        expect(reply).toMatchObject({ id: `b${i}`, ok: true, data: { spot, round_id: String(round.id) } });
        ids.push((reply.data as { bet_id: string }).bet_id);
        expect(await socket.next('bet')).toMatchObject({ id: ids[i], spot, amount: '1.00' });
      }
      await playOut();
      const result = await socket.next('result');
      const winners = result.winners as { bet: string; win: string }[];
      const won = winners.filter((w) => ids.includes(w.bet));
      expect(won.find((w) => w.bet === ids[0])).toMatchObject({ win: '36.00' });
      const colour = round.result === 0 ? [] : won.filter((w) => w.bet !== ids[0]);
      expect(colour.map((w) => w.win)).toEqual(round.result === 0 ? [] : ['2.00']);
    } finally {
      socket.close();
    }
  });
});
