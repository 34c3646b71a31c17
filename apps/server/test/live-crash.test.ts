import { crashPoint, crashWin, msUntil, multiplierAt, rouletteNumber, verifyChainLink } from '@jl/games';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Db } from '../src/db/client.ts';
import { liveBets, liveRounds } from '../src/modules/live/index.ts';
import { INTERRUPTED_AFTER_MS } from '../src/modules/live/live-driver.ts';
import { outcomeOf } from '../src/modules/live/live-rounds.ts';
import { setGameMaintenance } from '../src/modules/lobby/index.ts';
import { balanceOf, fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { setLimit } from './rg-fixtures.ts';

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

const driver = () => t.app.live.drivers.get('crash')!;
const step = () => driver().step();
const bet = (token: string, body: Record<string, string>, key?: string) =>
  t.api('POST', '/live/crash/bet', { token, body, headers: key ? { 'idempotency-key': key } : undefined });
const cashout = (token: string) => t.api('POST', '/live/crash/cashout', { token });

/** The latest round as the server sees it: an open round's outcome opened from its seal. */
async function latest() {
  const [row] = await db.select().from(liveRounds).orderBy(desc(liveRounds.id)).limit(1);
  return { ...row!, ...outcomeOf(row!) };
}

/** Plays empty rounds until one opens whose bust is at least `min` (the chain is random per test run). */
async function openRoundWithBustAtLeast(min: number) {
  for (;;) {
    await step();
    let round = await latest();
    if (round.phase === 'betting' && round.result >= min) return round;
    while (round.phase !== 'settled' && round.phase !== 'refunded') {
      t.clock.advance(60_000);
      await step();
      round = await latest();
    }
    t.clock.advance(60_000);
  }
}

describe('live crash', () => {
  it('refuses a bet when no round takes bets, and moves nothing', async () => {
    const { token } = await fundedPlayer(db, 100_00n);
    const answer = await bet(token, { amount: '1.00' });
    expect(answer.data.error).toBe('LIVE_NOT_BETTING');
    expect(answer.msg).toBe('As apostas desta rodada estão fechadas');
    expect(await balanceOf(t, token)).toBe('100.00');
  });

  it('keeps responsible gaming: a stake limit and a cool-off refuse the bet, and nothing moves', async () => {
    await openRoundWithBustAtLeast(100);
    const { token } = await fundedPlayer(db, 100_00n);
    expect((await setLimit(t, token, 'stake', 'round', '2.00')).code).toBe(1);
    expect((await bet(token, { amount: '2.01' })).data.error).toBe('RG_STAKE_LIMIT');
    expect((await t.api('POST', '/rg/cooloff', { token, body: { period: '24h' } })).code).toBe(1);
    expect((await bet(token, { amount: '1.00' })).data.error).toBe('RG_COOLOFF_ACTIVE');
    expect(await balanceOf(t, token)).toBe('100.00');
  });

  it('plays a round: bets, refusals, concurrent cash-outs, auto cash-out, bust and pay-out', async () => {
    const round = await openRoundWithBustAtLeast(150);
    const a = await fundedPlayer(db, 100_00n);
    const b = await fundedPlayer(db, 100_00n);
    const c = await fundedPlayer(db, 100_00n);
    const poor = await fundedPlayer(db, 50n);

    // Refusals move nothing.
    expect((await bet(a.token, { amount: 'abc' })).data.error).toBe('BET_INVALID');
    expect((await bet(a.token, { amount: '0.50' })).data.error).toBe('BET_BELOW_MIN');
    expect((await bet(a.token, { amount: '5000.00' })).data.error).toBe('BET_ABOVE_MAX');
    expect((await bet(a.token, { amount: '1.00', auto_cashout: '1.00' })).data.error).toBe(
      'LIVE_AUTO_INVALID',
    );
    expect((await bet(poor.token, { amount: '1.00' })).data.error).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(t, a.token)).toBe('100.00');

    // A bet with an Idempotency-Key replays without a second stake.
    const first = await bet(a.token, { amount: '10.00' }, 'live-key-0001');
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ round_id: String(round.id), amount: '10.00', status: 'open' });
    const replay = await bet(a.token, { amount: '10.00' }, 'live-key-0001');
    expect(replay.data).toEqual(first.data);
    expect((await bet(a.token, { amount: '20.00' }, 'live-key-0001')).data.error).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect((await bet(a.token, { amount: '10.00' })).data.error).toBe('LIVE_ALREADY_BET');
    expect(await balanceOf(t, a.token)).toBe('90.00');

    // b: auto cash-out at 1.50 (the bust is ≥ 1.50, so it wins exactly 1.5×); c: no auto, never cashes out.
    expect((await bet(b.token, { amount: '10.00', auto_cashout: '1.50' })).code).toBe(1);
    expect((await bet(c.token, { amount: '3.00' })).code).toBe(1);
    expect((await cashout(a.token)).data.error).toBe('LIVE_NOT_RUNNING');

    // Betting ends: the round runs.
    t.clock.advance(5_000);
    await step();
    expect((await latest()).phase).toBe('running');
    expect((await bet(c.token, { amount: '1.00' })).data.error).toBe('LIVE_NOT_BETTING');
    const late = await fundedPlayer(db, 10_00n);
    expect((await bet(late.token, { amount: '1.00' })).data.error).toBe('LIVE_NOT_BETTING');

    // Five cash-outs of one bet at once: exactly one counts, at the curve's value when received.
    const elapsed = Math.floor(msUntil(140));
    t.clock.advance(elapsed);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cashout(a.token)));
    const paid = answers.filter((x) => x.code === 1);
    expect(paid).toHaveLength(1);
    expect(answers.filter((x) => x.data.error === 'LIVE_ALREADY_CASHED')).toHaveLength(4);
    const m = multiplierAt(elapsed);
    expect(paid[0]!.data.multiplier).toBe((m / 100).toFixed(2));
    const win = crashWin(1000n, m);
    expect(paid[0]!.data.win).toBe((Number(win) / 100).toFixed(2));
    expect(await balanceOf(t, a.token)).toBe((Number(9000n + win) / 100).toFixed(2));

    // The bust: b is paid at 1.50× exactly, c loses; a late cash-out is refused.
    t.clock.advance(msUntil(round.result));
    await step();
    const settled = await latest();
    expect(settled.phase).toBe('settled');
    expect((await cashout(c.token)).data.error).toBe('LIVE_BUSTED');
    expect((await cashout(a.token)).data.error).toBe('LIVE_ALREADY_CASHED');
    expect(await balanceOf(t, b.token)).toBe('105.00');
    expect(await balanceOf(t, c.token)).toBe('97.00');
    // Settling again pays nothing twice.
    await driver().step();
    expect(await balanceOf(t, b.token)).toBe('105.00');

    // Every bet settled once, with one round.settled each.
    const bets = await db.select().from(liveBets).where(eq(liveBets.roundId, settled.id));
    expect(bets.map((x) => x.status).sort()).toEqual(['cashed', 'cashed', 'settled']);
    const events = await db.execute(
      sql`select count(*)::int as n from domain_events where type = 'round.settled' and payload->>'game' = 'crash'`,
    );
    expect((events as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);

    // The round is verifiable from the published chain.
    const chain = await t.api('GET', '/live/crash/chain');
    const rounds = await t.api('GET', '/live/crash/rounds', { query: { page: '1', size: '5' } });
    const listed = rounds.data.list.find((r: { round_id: string }) => r.round_id === String(settled.id));
    expect(verifyChainLink(chain.data.terminating_hash, listed.hash, listed.game_no)).toBe(true);
    expect(crashPoint(listed.hash, chain.data.salt)).toBe(settled.result);
    expect(chain.data.verify).toMatch(/the bust follows from the formula$/);
    expect(listed.result).toBe((settled.result / 100).toFixed(2));
    expect(verifyChainLink(chain.data.terminating_hash, listed.hash, listed.game_no + 1)).toBe(false);

    // The state a socket snapshot carries answers through its contract too.
    const state = await t.api('GET', '/live/crash/state');
    expect(state.code).toBe(1);
    expect(state.data).toMatchObject({ type: 'snapshot', game: 'crash' });
  });

  it('R$ 1,11 at 1.09× pays R$ 1,21 (the exact R$ 1,2099 rounded up), auto and manual cash-out alike', async () => {
    t.clock.advance(60_000);
    const round = await openRoundWithBustAtLeast(110);
    const auto = await fundedPlayer(db, 10_00n);
    const hand = await fundedPlayer(db, 10_00n);
    expect((await bet(auto.token, { amount: '1.11', auto_cashout: '1.09' })).code).toBe(1);
    expect((await bet(hand.token, { amount: '1.11' })).code).toBe(1);
    t.clock.advance(5_000);
    await step();
    // The curve reaches 1.09× exactly msUntil(109) ms after the start (1.08× a millisecond before).
    t.clock.advance(msUntil(109));
    const manual = await cashout(hand.token);
    expect(manual.data).toMatchObject({ multiplier: '1.09', win: '1.21' });
    expect(await balanceOf(t, hand.token)).toBe('10.10');
    t.clock.advance(msUntil(round.result));
    await step();
    expect((await latest()).phase).toBe('settled');
    expect(await balanceOf(t, auto.token)).toBe('10.10');
    const [paid] = await db.select().from(liveBets).where(eq(liveBets.memberId, auto.memberId));
    expect({ cashout: paid!.cashout, win: paid!.win }).toEqual({ cashout: 109, win: 121n });
  });

  it('a driver that takes over completes the round; maintenance opens no new round but never voids the open one', async () => {
    t.clock.advance(60_000);
    const round = await openRoundWithBustAtLeast(120);
    const p = await fundedPlayer(db, 20_00n);
    expect((await bet(p.token, { amount: '5.00', auto_cashout: '1.10' })).code).toBe(1);
    t.clock.advance(5_000);
    await step();
    // The first driver "dies" here; a fresh driver (another process) carries on from the database.
    const { LiveDriver } = await import('../src/modules/live/live-driver.ts');
    const next = new LiveDriver(
      {
        database: t.database,
        now: () => t.clock.now,
        publish: () => {},
        log: t.app.log,
        chain: { beacon: t.app.live.beacon },
      },
      'crash',
    );
    t.clock.advance(msUntil(round.result) + 1);
    await next.step();
    expect((await latest()).phase).toBe('settled');
    expect(await balanceOf(t, p.token)).toBe('20.50');

    t.clock.advance(60_000);
    await step();
    const q = await fundedPlayer(db, 20_00n);
    expect((await bet(q.token, { amount: '7.00', auto_cashout: '1.01' })).code).toBe(1);
    expect(await balanceOf(t, q.token)).toBe('13.00');
    const open = await latest();
    await setGameMaintenance(db, 'crash', true);
    await step();
    // The round whose result is fixed plays out: no refund, no new bet, and it settles at its bust.
    expect((await latest()).phase).toBe('betting');
    expect((await bet(q.token, { amount: '1.00' })).data.error).toBe('GAME_MAINTENANCE');
    t.clock.advance(5_000);
    await step();
    t.clock.advance(msUntil(open.result) + 1);
    await step();
    expect((await latest()).phase).toBe('settled');
    expect(await balanceOf(t, q.token)).toBe(open.result >= 101 ? '20.07' : '13.00');
    // And no new round opens while the game is in maintenance.
    t.clock.advance(60_000);
    await step();
    expect((await latest()).id).toBe(open.id);
    await setGameMaintenance(db, 'crash', false);
    await step();
    expect((await latest()).id).not.toBe(open.id);
  });

  it('keeps an open round’s hash and result sealed in the database until it ends', async () => {
    t.clock.advance(60_000);
    const round = await openRoundWithBustAtLeast(100);
    const raw = async () =>
      (
        (await db.execute(
          sql`select phase, hash, result, sealed from live_rounds where id = ${round.id}`,
        )) as unknown as {
          rows: { phase: string; hash: string | null; result: number | null; sealed: string }[];
        }
      ).rows[0]!;
    const open = await raw();
    expect(open).toMatchObject({ phase: 'betting', hash: null, result: null });
    expect(open.sealed).not.toContain(round.hash);
    expect(open.sealed).not.toMatch(/[0-9a-f]{64}/);
    // Nothing writes an open round with its outcome in clear (the table's check refuses it).
    await expect(
      db.execute(sql`update live_rounds set result = ${round.result} where id = ${round.id}`),
    ).rejects.toThrow();
    t.clock.advance(5_000);
    await step();
    expect(await raw()).toMatchObject({ phase: 'running', hash: null, result: null });
    t.clock.advance(msUntil(round.result) + 1);
    await step();
    expect(await raw()).toMatchObject({
      phase: 'settled',
      hash: round.hash,
      result: round.result,
      sealed: null,
    });
  });

  it('refunds a round that no process ran when it was due to end, pays the auto targets its bust reached, and lists it', async () => {
    t.clock.advance(60_000);
    const round = await openRoundWithBustAtLeast(120);
    const auto = await fundedPlayer(db, 20_00n);
    const manual = await fundedPlayer(db, 20_00n);
    expect((await bet(auto.token, { amount: '5.00', auto_cashout: '1.10' })).code).toBe(1);
    expect((await bet(manual.token, { amount: '5.00' })).code).toBe(1);
    t.clock.advance(5_000);
    await step();
    // The product is down from here until well after the bust: nobody could cash out.
    t.clock.advance(msUntil(round.result) + INTERRUPTED_AFTER_MS);
    await step();
    const voided = await latest();
    expect(voided).toMatchObject({ phase: 'refunded', voidReason: 'interrupted', result: round.result });
    expect(await balanceOf(t, auto.token)).toBe('20.50');
    expect(await balanceOf(t, manual.token)).toBe('20.00');
    const rounds = await t.api('GET', '/live/crash/rounds', { query: { page: '1', size: '5' } });
    const listed = rounds.data.list.find((r: { round_id: string }) => r.round_id === String(round.id));
    expect(listed).toMatchObject({ phase: 'refunded', void_reason: 'interrupted', hash: round.hash });
    // A round settled a little late (a driver taking over) is settled, not refunded.
    t.clock.advance(60_000);
    const next = await openRoundWithBustAtLeast(100);
    t.clock.advance(5_000);
    await step();
    t.clock.advance(msUntil(next.result) + INTERRUPTED_AFTER_MS - 1);
    await step();
    expect((await latest()).phase).toBe('settled');
  });

  it('lists crash under the live category', async () => {
    const answer = await t.api('GET', '/game/list', { query: { category: 'live', page: '1', size: '20' } });
    expect(answer.data.list.map((g: { code: string }) => g.code)).toEqual(['crash', 'roulette']);
    expect(answer.data.list[0]).toMatchObject({ kind: 'crash', rtp: '99', rtp_exact: '99/100' });
  });

  it('plays a roulette round: spots checked, no more bets while the wheel spins, every bet paid by the number', async () => {
    const roulette = t.app.live.drivers.get('roulette')!;
    t.clock.advance(60_000);
    await roulette.step();
    const [round] = await db
      .select()
      .from(liveRounds)
      .where(eq(liveRounds.game, 'roulette'))
      .orderBy(desc(liveRounds.id))
      .limit(1);
    expect(round!.phase).toBe('betting');
    const r = await fundedPlayer(db, 50_00n);
    const z = await fundedPlayer(db, 50_00n);
    const spin = (token: string, body: Record<string, string>) =>
      t.api('POST', '/live/roulette/bet', { token, body });
    for (const spot of ['purple', 'split:1-5', 'dozen:4', 'straight:37', '']) {
      expect((await spin(r.token, { amount: '1.00', spot })).data.error).toBe('LIVE_SPOT_INVALID');
    }
    expect((await spin(r.token, { amount: '10.00', spot: 'red' })).data).toMatchObject({ spot: 'red' });
    expect((await spin(z.token, { amount: '2.00', spot: 'split:2-1' })).data).toMatchObject({
      spot: 'split:1-2',
    });
    t.clock.advance(10_000);
    await roulette.step();
    const late = await fundedPlayer(db, 5_00n);
    expect((await spin(late.token, { amount: '1.00', spot: 'red' })).data.error).toBe('LIVE_NOT_BETTING');
    t.clock.advance(4_000);
    await roulette.step();
    const [done] = (await db.select().from(liveRounds).where(eq(liveRounds.id, round!.id))).map((r) => ({
      ...r,
      ...outcomeOf(r),
    }));
    expect(done!.phase).toBe('settled');
    const n = done!.result;
    const chain = await t.api('GET', '/live/roulette/chain');
    expect(rouletteNumber(done!.hash, chain.data.salt)).toBe(n);
    expect(verifyChainLink(chain.data.terminating_hash, done!.hash, done!.gameNo)).toBe(true);
    // Roulette has no bust: its chain's instructions name the number.
    expect(chain.data.verify).toMatch(/the number follows from the formula$/);
    expect(chain.data.formula).toContain('message = salt as its 64 hex characters');
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(n);
    expect(await balanceOf(t, r.token)).toBe(red ? '60.00' : '40.00');
    expect(await balanceOf(t, z.token)).toBe(n === 1 || n === 2 ? '84.00' : '48.00');
  });

  it('a socket without a session watches but cannot bet; garbage is refused', async () => {
    // A real listener (this worktree's port range): the socket goes through every hook of the product.
    const port = Number(process.env.E2E_PORT ?? 3990) + 1;
    await t.app.listen({ port, host: '127.0.0.1' });
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v2/live/socket`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const received: { type: string; [k: string]: unknown }[] = [];
    ws.on('message', (data: Buffer) => received.push(JSON.parse(String(data))));
    const next = async (type: string) => {
      for (let i = 0; i < 100; i += 1) {
        const at = received.findIndex((m) => m.type === type);
        if (at >= 0) return received.splice(at, 1)[0]!;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no ${type}`);
    };
    ws.send(JSON.stringify({ type: 'sub', game: 'crash' }));
    const snapshot = await next('snapshot');
    expect(snapshot.game).toBe('crash');
    ws.send(JSON.stringify({ type: 'bet', id: 1, game: 'crash', amount: '1.00' }));
    expect(await next('reply')).toMatchObject({ id: 1, ok: false, error: 'LOGIN_REQUIRED' });
    ws.send('not json');
    expect(await next('reply')).toMatchObject({ ok: false, error: 'INVALID_FIELD' });
    // Phases reach the socket with growing sequence numbers.
    t.clock.advance(60_000);
    await step();
    const betting = await next('betting');
    expect(typeof betting.seq).toBe('number');
    ws.terminate();
  });
});
