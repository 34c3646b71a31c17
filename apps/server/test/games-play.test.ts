import type { Cents } from '@jl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { getVipLevels, setGameStatus, updateSettingsSection } from '../src/modules/config/index.ts';
import { setGameEnabled, setGameMaintenance } from '../src/modules/lobby/index.ts';
import { creditDeposit } from '../src/modules/wallet/index.ts';
import {
  activeServerSeed,
  balanceOf,
  cents,
  countRounds,
  decimal,
  fundedPlayer,
  recompute,
} from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { assertStatsMatchRecount } from './stats-recount.ts';
import { newPlayer } from './wallet-fixtures.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await assertLedgerInvariants(db);
  await assertStatsMatchRecount(db);
  await t.close();
});

const play = (token: string, game: string, body: Record<string, string>, headers?: Record<string, string>) =>
  t.api('POST', `/originals/${game}/play`, { token, body, headers });

describe('POST /originals/:game/play', () => {
  it('answers 409 without a session', async () => {
    const answer = await play('', 'fruit-trio', { bet: '1.00' });
    expect(answer.code).toBe(409);
  });

  it('plays one round: stake and win move exactly, the round is stored and its outcome is the seeds’', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    const serverSeed = await activeServerSeedAfterFairness(token, memberId);
    const answer = await play(token, 'fruit-trio', { bet: '1.00' });
    expect(answer.code).toBe(1);
    const round = answer.data;
    expect(round).toMatchObject({
      game: 'fruit-trio',
      game_name: 'Trio de Frutas',
      version: '1.0.0',
      bet: '1.00',
      balance_before: '10.00',
      fairness: { nonce: 0, server_seed: null },
    });
    const win = cents(round.win);
    expect(round.balance_after).toBe(decimal(10_00n - 1_00n + win));
    expect(round.balance).toBe(round.balance_after);
    expect(round.outcome.total_win).toBe(round.win);
    expect(round.outcome.spins[0].window).toHaveLength(3);
    expect(await balanceOf(t, token)).toBe(round.balance_after);
    // The answer is exactly what the seeds give, nothing else.
    expect(round.outcome).toEqual(
      recompute({
        serverSeed,
        clientSeed: round.fairness.client_seed,
        nonce: 0,
        game: 'fruit-trio',
        bet: '1.00',
      }),
    );
    const stored = await t.api('GET', '/game/round', { token, query: { round_id: round.round_id } });
    expect(stored.data).toEqual(Object.fromEntries(Object.entries(round).filter(([k]) => k !== 'balance')));
    const fairness = await t.api('GET', '/game/fairness', { token });
    expect(fairness.data.nonce).toBe(1);
  });

  it('pays wins back in the proportion the stake came from (locked first, then cash)', async () => {
    const { memberId, token } = await fundedPlayer(db, 5_00n);
    await db.transaction((tx) =>
      creditDeposit(tx, { memberId, amount: 20_00n as Cents, idempotencyKey: `pix:games-${memberId}` }),
    );
    let expected = 25_00n;
    let won = false;
    for (let i = 0; i < 40 && !won; i++) {
      const answer = await play(token, 'fruit-trio', { bet: '0.50' });
      expect(answer.code).toBe(1);
      expect(cents(answer.data.balance_before)).toBe(expected);
      expected = expected - 50n + cents(answer.data.win);
      expect(cents(answer.data.balance_after)).toBe(expected);
      won = cents(answer.data.win) > 0n;
    }
    expect(won).toBe(true);
    const wallet = await t.api('GET', '/wallet/info', { token });
    expect(cents(wallet.data.balance)).toBe(expected);
    expect(cents(wallet.data.withdrawable) + cents(wallet.data.locked)).toBe(expected);
  });

  it('returns the stored round for a replayed Idempotency-Key, and refuses the key with another body', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    const headers = { 'Idempotency-Key': 'replay-key-0001' };
    const first = await play(token, 'samba-spins', { bet: '0.20' }, headers);
    expect(first.code).toBe(1);
    const again = await play(token, 'samba-spins', { bet: '0.20' }, headers);
    expect(again.code).toBe(1);
    expect(again.data).toEqual(first.data);
    expect(await countRounds(db, memberId)).toBe(1);
    expect(await balanceOf(t, token)).toBe(first.data.balance_after);
    const changed = await play(token, 'samba-spins', { bet: '0.40' }, headers);
    expect(changed).toMatchObject({ code: 0, data: { error: 'IDEMPOTENCY_CONFLICT' } });
    const badKey = await play(token, 'samba-spins', { bet: '0.20' }, { 'Idempotency-Key': 'x' });
    expect(badKey).toMatchObject({ code: 0, data: { error: 'INVALID_FIELD', field: 'Idempotency-Key' } });
    expect(await countRounds(db, memberId)).toBe(1);
  });

  it('answers concurrent twins with one key with one round, and a replay with it even once the balance is gone', async () => {
    const { memberId, token } = await fundedPlayer(db, 50n);
    const headers = { 'Idempotency-Key': 'twin-key-0001' };
    const twins = await Promise.all(
      Array.from({ length: 4 }, () => play(token, 'fruit-trio', { bet: '0.50' }, headers)),
    );
    for (const twin of twins) expect(twin.code).toBe(1);
    expect(new Set(twins.map((a) => a.data.round_id)).size).toBe(1);
    expect(await countRounds(db, memberId)).toBe(1);
    const first = twins[0]!.data;
    // Spend whatever is left, then replay: the stored round, not INSUFFICIENT_FUNDS.
    if (cents(first.balance_after) >= 50n) {
      let balance = cents(first.balance_after);
      while (balance >= 50n)
        balance = cents((await play(token, 'fruit-trio', { bet: '0.50' })).data.balance_after);
    }
    const replay = await play(token, 'fruit-trio', { bet: '0.50' }, headers);
    expect(replay.code).toBe(1);
    expect(replay.data.round_id).toBe(first.round_id);
    expect(replay.data.balance_after).toBe(first.balance_after);
    const fresh = await play(token, 'fruit-trio', { bet: '0.50' }, { 'Idempotency-Key': 'twin-key-0002' });
    expect(fresh.data.error).toBe('INSUFFICIENT_FUNDS');
  });

  it('keeps 20 concurrent rounds on one balance exact: consecutive nonces, chained balances, never negative', async () => {
    const { memberId, token } = await fundedPlayer(db, 5_00n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        play(token, 'jungle-ways', { bet: '0.50' }, { 'Idempotency-Key': `concurrent-${i}-key` }),
      ),
    );
    const played = answers.filter((a) => a.code === 1).map((a) => a.data);
    const refused = answers.filter((a) => a.code !== 1);
    for (const r of refused) expect(r.data.error).toBe('INSUFFICIENT_FUNDS');
    expect(played.length).toBeGreaterThanOrEqual(10);
    played.sort((a, b) => a.fairness.nonce - b.fairness.nonce);
    expect(played.map((r) => r.fairness.nonce)).toEqual(played.map((_, i) => i));
    let balance = 5_00n;
    for (const r of played) {
      expect(cents(r.balance_before)).toBe(balance);
      balance = balance - 50n + cents(r.win);
      expect(cents(r.balance_after)).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0n);
    }
    expect(cents(await balanceOf(t, token))).toBe(balance);
    expect(await countRounds(db, memberId)).toBe(played.length);
    // Only rounds change this balance, so once one is refused for funds no later one can play.
    if (refused.length > 0) expect(balance).toBeLessThan(50n);
    const fairness = await t.api('GET', '/game/fairness', { token });
    expect(fairness.data.nonce).toBe(played.length);
  });

  it('refuses a bet the balance cannot cover, localised, and writes nothing', async () => {
    const { memberId, token } = await newPlayer(db);
    const pt = await play(token, 'fruit-trio', { bet: '1.00' });
    expect(pt).toMatchObject({ code: 0, msg: 'Saldo insuficiente', data: { error: 'INSUFFICIENT_FUNDS' } });
    const en = await t.api('POST', '/originals/fruit-trio/play', {
      token,
      lang: 'en',
      body: { bet: '1.00' },
    });
    expect(en.data.error).toBe('INSUFFICIENT_FUNDS');
    expect(en.msg).not.toBe(pt.msg);
    expect(await countRounds(db, memberId)).toBe(0);
    const fairness = await t.api('GET', '/game/fairness', { token });
    expect(fairness.data.nonce).toBe(0);
  });

  it('refuses bad bets with their own codes, naming the limit, and writes nothing', async () => {
    const { memberId, token } = await fundedPlayer(db, 1000_00n);
    const cases: [string, string, string, string | undefined][] = [
      ['fruit-trio', 'abc', 'BET_INVALID', undefined],
      ['fruit-trio', '-1.00', 'BET_INVALID', undefined],
      ['fruit-trio', '1.005', 'BET_INVALID', undefined],
      ['fruit-trio', '0', 'BET_INVALID', undefined],
      ['fruit-trio', '0.45', 'BET_BELOW_MIN', 'A aposta mínima deste jogo é R$\u00a00,50'],
      ['fruit-trio', '500.05', 'BET_ABOVE_MAX', 'A aposta máxima deste jogo é R$\u00a0500,00'],
      ['fruit-trio', '0.52', 'BET_NOT_MULTIPLE', 'A aposta deve ser múltipla de R$\u00a00,05'],
      ['samba-spins', '1.10', 'BET_NOT_MULTIPLE', 'A aposta deve ser múltipla de R$\u00a00,20'],
    ];
    for (const [game, bet, error, msg] of cases) {
      const answer = await play(token, game, { bet });
      expect(answer.data, `${game} ${bet}`).toEqual({ error, field: 'bet' });
      if (msg) expect(answer.msg).toBe(msg);
    }
    expect((await play(token, 'no-such-game', { bet: '1.00' })).data.error).toBe('NOT_FOUND');
    expect((await play(token, 'fruit-trio', { bet: '1.00', extra: '1' })).data.error).toBe('UNKNOWN_FIELD');
    expect((await play(token, 'fruit-trio', {})).data).toEqual({ error: 'REQUIRED_FIELD', field: 'bet' });
    expect(await countRounds(db, memberId)).toBe(0);
    expect(await balanceOf(t, token)).toBe('1000.00');
  });

  it('refuses a game under maintenance, and every game while the operator status is 1', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    await setGameMaintenance(db, 'jungle-ways', true);
    const one = await play(token, 'jungle-ways', { bet: '0.25' });
    expect(one).toMatchObject({
      code: 0,
      msg: 'O jogo está em manutenção',
      data: { error: 'GAME_MAINTENANCE' },
    });
    const list = await t.api('GET', '/game/list', { query: { category: 'slots' } });
    expect(list.data.list.find((g: { code: string }) => g.code === 'jungle-ways').maintenance).toBe(true);
    expect((await play(token, 'fruit-trio', { bet: '0.50' })).code).toBe(1);
    await setGameMaintenance(db, 'jungle-ways', false);
    await setGameStatus(db, 1);
    const all = await t.api('POST', '/originals/fruit-trio/play', {
      token,
      lang: 'en',
      body: { bet: '0.50' },
    });
    expect(all).toMatchObject({ code: 0, msg: 'The game is under maintenance' });
    await setGameStatus(db, 0);
    expect((await play(token, 'jungle-ways', { bet: '0.25' })).code).toBe(1);
    expect(await countRounds(db, memberId)).toBe(2);
  });

  it('refuses a disabled game and hides it from the lobby', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    await setGameEnabled(db, 'samba-spins', false);
    expect((await play(token, 'samba-spins', { bet: '0.20' })).data.error).toBe('GAME_DISABLED');
    const list = await t.api('GET', '/game/list', {});
    expect(list.data.list.map((g: { code: string }) => g.code)).not.toContain('samba-spins');
    expect((await t.api('GET', '/game/info', { query: { game: 'samba-spins' } })).data.error).toBe(
      'NOT_FOUND',
    );
    await setGameEnabled(db, 'samba-spins', true);
    expect((await play(token, 'samba-spins', { bet: '0.20' })).code).toBe(1);
    expect(await countRounds(db, memberId)).toBe(1);
  });

  it('applies the cap of the level the player has reached since the session began', async () => {
    const levels = await getVipLevels(db);
    // Levels up to 4 need nothing, so every player has reached level 4; level 3 is capped, 4 is not.
    const table = levels.map((l) => {
      const free = l.level <= 4 ? { ...l, recharge: '0.00', bet: '0.00' } : l;
      if (l.level === 3) return { ...free, maxGameBalance: '5.00' };
      return l.level === 4 ? { ...free, maxGameBalance: null } : free;
    });
    // biome-ignore lint/suspicious/noExplicitAny: the VIP table is its own settings section
    await updateSettingsSection(db, 'vip' as any, table);
    try {
      const player = await fundedPlayer(db, 10_00n);
      await setVipLevel(player.memberId, 3);
      expect((await play(player.token, 'fruit-trio', { bet: '1.00' })).code).toBe(1);
      expect(await countRounds(db, player.memberId)).toBe(1);
    } finally {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      await updateSettingsSection(db, 'vip' as any, levels);
    }
  });

  it('refuses play above the VIP level’s game balance cap with the spec’s message, and writes nothing', async () => {
    const levels = await getVipLevels(db);
    const capped = levels.map((l) => (l.level === 3 ? { ...l, maxGameBalance: '5.00' } : l));
    // biome-ignore lint/suspicious/noExplicitAny: the VIP table is its own settings section
    await updateSettingsSection(db, 'vip' as any, capped);
    try {
      const rich = await fundedPlayer(db, 10_00n);
      await setVipLevel(rich.memberId, 3);
      const refused = await t.api('POST', '/originals/fruit-trio/play', {
        token: rich.token,
        lang: 'en',
        body: { bet: '1.00' },
      });
      expect(refused).toMatchObject({
        code: 0,
        msg: 'Your current game balance is too high; upgrade VIP and withdraw to continue playing',
        data: { error: 'GAME_BALANCE_TOO_HIGH' },
      });
      expect(await balanceOf(t, rich.token)).toBe('10.00');
      expect(await countRounds(db, rich.memberId)).toBe(0);
      expect((await t.api('GET', '/game/fairness', { token: rich.token })).data.nonce).toBe(0);
      const modest = await fundedPlayer(db, 5_00n);
      await setVipLevel(modest.memberId, 3);
      expect((await play(modest.token, 'fruit-trio', { bet: '1.00' })).code).toBe(1);
      // Another level has no cap.
      const other = await fundedPlayer(db, 10_00n);
      expect((await play(other.token, 'fruit-trio', { bet: '1.00' })).code).toBe(1);
    } finally {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      await updateSettingsSection(db, 'vip' as any, levels);
    }
  });

  it('uses a client seed sent with the play from that round on', async () => {
    const { token } = await fundedPlayer(db, 10_00n);
    const answer = await play(token, 'fruit-trio', { bet: '0.50', client_seed: 'my lucky seed' });
    expect(answer.data.fairness.client_seed).toBe('my lucky seed');
    expect((await t.api('GET', '/game/fairness', { token })).data.client_seed).toBe('my lucky seed');
    const bad = await play(token, 'fruit-trio', { bet: '0.50', client_seed: 'x'.repeat(65) });
    expect(bad.data).toEqual({ error: 'CLIENT_SEED_INVALID', field: 'client_seed' });
  });
});

describe('round history', () => {
  it('lists the player’s rounds newest first and answers NOT_FOUND for another player’s round', async () => {
    const alice = await fundedPlayer(db, 10_00n);
    const bob = await fundedPlayer(db, 10_00n);
    const a1 = await play(alice.token, 'fruit-trio', { bet: '0.50' });
    const a2 = await play(alice.token, 'jungle-ways', { bet: '0.25' });
    const b1 = await play(bob.token, 'fruit-trio', { bet: '0.50' });
    const list = await t.api('GET', '/game/rounds', { token: alice.token });
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((r: { round_id: string }) => r.round_id)).toEqual([
      a2.data.round_id,
      a1.data.round_id,
    ]);
    expect(list.data.list[0]).toMatchObject({ game: 'jungle-ways', bet: '0.25', nonce: 1 });
    const filtered = await t.api('GET', '/game/rounds', {
      token: alice.token,
      query: { game: 'fruit-trio' },
    });
    expect(filtered.data.list.map((r: { round_id: string }) => r.round_id)).toEqual([a1.data.round_id]);
    const theirs = await t.api('GET', '/game/round', {
      token: alice.token,
      query: { round_id: b1.data.round_id },
    });
    expect(theirs).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
    const none = await t.api('GET', '/game/round', { token: alice.token, query: { round_id: '999999' } });
    expect(none.data.error).toBe('NOT_FOUND');
  });

  it('finds a round by the reference its fund-log rows carry, only for its player', async () => {
    const alice = await fundedPlayer(db, 10_00n);
    const bob = await fundedPlayer(db, 10_00n);
    const played = await play(alice.token, 'fruit-trio', { bet: '0.50' });
    const log = await t.api('GET', '/fund/log', { token: alice.token });
    const stake = log.data.list.find((row: { round: unknown }) => row.round !== null);
    expect(stake.round).toMatchObject({ platform: 'originals', game: 'fruit-trio' });
    const byRef = await t.api('GET', '/game/round', { token: alice.token, query: { ref: stake.round.id } });
    expect(byRef.data).toMatchObject({ round_id: played.data.round_id, game: 'fruit-trio' });
    const theirs = await t.api('GET', '/game/round', { token: bob.token, query: { ref: stake.round.id } });
    expect(theirs.data.error).toBe('NOT_FOUND');
    const both = await t.api('GET', '/game/round', {
      token: alice.token,
      query: { ref: stake.round.id, round_id: played.data.round_id },
    });
    expect(both.code).toBe(0);
  });
});

async function setVipLevel(memberId: bigint, level: number): Promise<void> {
  const { sql } = await import('drizzle-orm');
  await db.execute(sql`update members set vip_level = ${level} where id = ${String(memberId)}::bigint`);
}

async function activeServerSeedAfterFairness(token: string, memberId: bigint): Promise<string> {
  await t.api('GET', '/game/fairness', { token });
  return activeServerSeed(db, memberId);
}
