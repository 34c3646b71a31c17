import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { setGameMaintenance } from '../src/modules/lobby/index.ts';
import { maskPlayer } from '../src/modules/originals/index.ts';
import { prepareDatabase } from '../src/prepare-database.ts';
import { cents, fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  // These tests move the clock by hours and days between a player's calls; the idle end (30 min by
  // default) is tested in rg-session.test.ts.
  // The originals alone: external platforms have their own suites (external-*.test.ts).
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600', GAME_PROVIDERS: 'none' });
  db = t.database.db;
});
afterAll(async () => {
  await assertLedgerInvariants(db);
  await t.close();
});

type Tile = { game_id: string; code: string; [key: string]: unknown };
const codes = (list: Tile[]) => list.map((g) => g.code);

async function gameId(code: string): Promise<string> {
  const list = await t.api('GET', '/game/list', {});
  return list.data.list.find((g: Tile) => g.code === code).game_id;
}

describe('GET /game/list and /game/plat', () => {
  it('seeds the three originals and the two live games once, however often the database is prepared', async () => {
    await prepareDatabase(t.database);
    const list = await t.api('GET', '/game/list', {});
    expect(list.code).toBe(1);
    expect(list.data.total).toBe(5);
    expect([...codes(list.data.list)].sort()).toEqual([
      'crash',
      'fruit-trio',
      'jungle-ways',
      'roulette',
      'samba-spins',
    ]);
  });

  it('shows each game with its exact RTP from the maths, limits and names in the request language', async () => {
    const list = await t.api('GET', '/game/list', { query: { category: 'slots' } });
    const fruit = list.data.list[0];
    expect(fruit).toMatchObject({
      code: 'fruit-trio',
      name: 'Trio de Frutas',
      platform: 'originals',
      platform_name: 'Originais Jogo Limpo',
      kind: 'slot',
      rtp: '96.4975',
      rtp_exact: '38599/40000',
      volatility: 'low',
      min_bet: '0.50',
      max_bet: '500.00',
      maintenance: false,
      version: '1.0.0',
    });
    const en = await t.api('GET', '/game/list', { lang: 'en', query: { category: 'slots' } });
    expect(en.data.list[0].name).toBe('Fruit Trio');
  });

  it('filters by tab and platform, pages, and lists the live games under live', async () => {
    const byTab = async (category: string) =>
      codes((await t.api('GET', '/game/list', { query: { category } })).data.list);
    expect(await byTab('hot')).toEqual(['fruit-trio', 'samba-spins']);
    expect(await byTab('new')).toEqual(['samba-spins', 'jungle-ways']);
    const live = await t.api('GET', '/game/list', { query: { category: 'live' } });
    expect(codes(live.data.list)).toEqual(['crash', 'roulette']);
    const paged = await t.api('GET', '/game/list', { query: { plat: 'originals', page: '3', size: '2' } });
    expect(paged.data).toMatchObject({ total: 5, page: 3, size: 2 });
    expect(codes(paged.data.list)).toHaveLength(1);
    expect((await t.api('GET', '/game/list', { query: { plat: 'nope' } })).data.total).toBe(0);
    const bad = await t.api('GET', '/game/list', { query: { category: 'cards' } });
    expect(bad.data).toMatchObject({ error: 'INVALID_FIELD', field: 'category' });
    const unknown = await t.api('GET', '/game/list', { query: { sort: 'x' } });
    expect(unknown.data.error).toBe('UNKNOWN_FIELD');
    // The player app appends the member id to every call; it is accepted and ignored.
    expect((await t.api('GET', '/game/list', { query: { id: '12' } })).code).toBe(1);
  });

  it('lists the platforms with their game counts', async () => {
    const plat = await t.api('GET', '/game/plat', {});
    expect(plat.data.list).toEqual([
      {
        code: 'originals',
        name: 'Originais Jogo Limpo',
        kind: 'internal',
        game_count: 5,
        maintenance: false,
      },
    ]);
  });

  it('publishes rules, paytable and bet levels before any bet', async () => {
    const info = await t.api('GET', '/game/info', { query: { game: 'samba-spins' } });
    expect(info.code).toBe(1);
    expect(info.data.rules).toMatchObject({
      reels: 5,
      rows: 3,
      coin_divisor: 20,
      evaluation: { kind: 'lines' },
      feature: { kind: 'free-spins', min_scatters: 3, spins: 10, multiplier: 3 },
      wild: 'wild',
      scatter: 'scatter',
    });
    expect(info.data.rules.evaluation.lines).toHaveLength(20);
    expect(info.data.bet_levels[0]).toBe('0.20');
    expect(info.data.bet_levels.at(-1)).toBe('200.00');
    for (const level of info.data.bet_levels) expect(cents(level) % 20n).toBe(0n);
    expect(info.data.rules.exact.rtp).toBe(info.data.rtp_exact);
    expect((await t.api('GET', '/game/info', { query: { game: 'nope' } })).data.error).toBe('NOT_FOUND');
  });
});

describe('collection, launch and history', () => {
  it('toggles a favourite and lists the collection newest first', async () => {
    const { token } = await fundedPlayer(db, 0n);
    expect((await t.api('POST', '/game/collect', { body: { game_id: '1' } })).code).toBe(409);
    const fruit = await gameId('fruit-trio');
    const jungle = await gameId('jungle-ways');
    expect((await t.api('POST', '/game/collect', { token, body: { game_id: fruit } })).data).toEqual({
      game_id: fruit,
      collected: true,
    });
    t.clock.advance(1000);
    await t.api('POST', '/game/collect', { token, body: { game_id: jungle } });
    let list = await t.api('GET', '/game/collection', { token });
    expect(codes(list.data.list)).toEqual(['jungle-ways', 'fruit-trio']);
    expect(list.data.list[0].at).toMatch(/^\d{4}-/);
    const off = await t.api('POST', '/game/collect', { token, body: { game_id: jungle } });
    expect(off.data.collected).toBe(false);
    list = await t.api('GET', '/game/collection', { token });
    expect(codes(list.data.list)).toEqual(['fruit-trio']);
    const missing = await t.api('POST', '/game/collect', { token, body: { game_id: '987654' } });
    expect(missing.data.error).toBe('NOT_FOUND');
    const bad = await t.api('POST', '/game/collect', { token, body: { game_id: 'abc' } });
    expect(bad.data).toMatchObject({ error: 'INVALID_FIELD', field: 'game_id' });
  });

  it('launches a game: a signed 30-minute session for this player and game, and records it as recently played', async () => {
    const alice = await fundedPlayer(db, 12_34n);
    const bob = await fundedPlayer(db, 0n);
    const samba = await gameId('samba-spins');
    const launch = await t.api('POST', '/game/launch', { token: alice.token, body: { game_id: samba } });
    expect(launch.code).toBe(1);
    const url = new URL(launch.data.url, 'http://x');
    expect(url.pathname).toBe('/components/pages/game/webview');
    expect(url.searchParams.get('game')).toBe('samba-spins');
    expect(url.searchParams.get('session')).toBe(launch.data.session);
    expect(new Date(launch.data.expires_at).getTime() - t.clock.now.getTime()).toBe(30 * 60 * 1000);

    const session = await t.api('GET', '/game/session', {
      token: alice.token,
      query: { session: launch.data.session },
    });
    expect(session.code).toBe(1);
    expect(session.data).toMatchObject({ balance: '12.34', game: { code: 'samba-spins' } });
    expect(session.data.game.rules.paytable.length).toBeGreaterThan(0);

    const stolen = await t.api('GET', '/game/session', {
      token: bob.token,
      query: { session: launch.data.session },
    });
    expect(stolen.data.error).toBe('GAME_SESSION_INVALID');
    const [payload, mac] = launch.data.session.split('.');
    const forged = `${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), g: 'fruit-trio' }),
    ).toString('base64url')}.${mac}`;
    const tampered = await t.api('GET', '/game/session', { token: alice.token, query: { session: forged } });
    expect(tampered.data.error).toBe('GAME_SESSION_INVALID');

    const history = await t.api('GET', '/game/history', { token: alice.token });
    expect(codes(history.data.list)).toEqual(['samba-spins']);
    t.clock.advance(60_000);
    await t.api('POST', '/game/launch', {
      token: alice.token,
      body: { game_id: await gameId('fruit-trio') },
    });
    t.clock.advance(60_000);
    await t.api('POST', '/game/launch', { token: alice.token, body: { game_id: samba } });
    const again = await t.api('GET', '/game/history', { token: alice.token });
    expect(codes(again.data.list)).toEqual(['samba-spins', 'fruit-trio']);

    t.clock.advance(30 * 60 * 1000);
    const expired = await t.api('GET', '/game/session', {
      token: alice.token,
      query: { session: launch.data.session },
    });
    expect(expired.data.error).toBe('GAME_SESSION_INVALID');
  });

  it('refuses to launch a game under maintenance', async () => {
    const { token } = await fundedPlayer(db, 0n);
    await setGameMaintenance(db, 'fruit-trio', true);
    const answer = await t.api('POST', '/game/launch', {
      token,
      body: { game_id: await gameId('fruit-trio') },
    });
    expect(answer.data.error).toBe('GAME_MAINTENANCE');
    await setGameMaintenance(db, 'fruit-trio', false);
  });
});

describe('GET /game/top', () => {
  it('masks phones as first two and last two digits', () => {
    expect(maskPlayer('+5511912345678')).toBe('55***78');
  });

  it('computes most played, online users and biggest winners from real rounds, cached for 30 s', async () => {
    const empty = await t.api('GET', '/game/top', {});
    expect(empty.data).toMatchObject({
      most_played: [],
      biggest_winners: [],
      most_played_hours: 24,
      biggest_winners_days: 7,
      online_minutes: 5,
    });
    const a = await fundedPlayer(db, 100_00n);
    const b = await fundedPlayer(db, 100_00n);
    const wins: { win: bigint; bet: bigint }[] = [];
    const spin = async (token: string, game: string, bet: string) => {
      const answer = await t.api('POST', `/originals/${game}/play`, { token, body: { bet } });
      expect(answer.code).toBe(1);
      wins.push({ win: cents(answer.data.win), bet: cents(bet) });
    };
    for (let i = 0; i < 3; i++) await spin(a.token, 'fruit-trio', '0.50');
    await spin(b.token, 'fruit-trio', '0.50');
    // Played six minutes ago: counts as played, not as online.
    t.clock.advance(-6 * 60_000);
    await spin(b.token, 'jungle-ways', '0.25');
    t.clock.advance(6 * 60_000);

    // Still the cached (empty) answer within 30 s.
    expect((await t.api('GET', '/game/top', {})).data.most_played).toEqual([]);
    t.clock.advance(31_000);
    const top = await t.api('GET', '/game/top', { lang: 'en' });
    expect(top.data.most_played).toEqual([
      {
        game: 'fruit-trio',
        game_name: 'Fruit Trio',
        player: expect.stringMatching(/^55\*\*\*\d\d$/),
        rounds: 4,
        online_users: 2,
      },
      {
        game: 'jungle-ways',
        game_name: 'Jungle Ways',
        player: expect.any(String),
        rounds: 1,
        online_users: 0,
      },
    ]);
    const expected = wins
      .filter((w) => w.win > 0n)
      .map((w) => w.win)
      .sort((x, y) => (x > y ? -1 : x < y ? 1 : 0));
    expect(top.data.biggest_winners.map((w: { win: string }) => cents(w.win))).toEqual(expected.slice(0, 10));
    expect(top.data.biggest_winners.map((w: { rank: number }) => w.rank)).toEqual(
      expected.slice(0, 10).map((_, i) => i + 1),
    );

    // Eight days later the windows are empty again.
    t.clock.advance(8 * 24 * 3_600_000);
    const later = await t.api('GET', '/game/top', {});
    expect(later.data.most_played).toEqual([]);
    expect(later.data.biggest_winners).toEqual([]);
  });
});
