import type { Cents } from '@jl/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/prepare-database.ts';
import { NO_FAULTS, SANDBOX_SEAMLESS } from '../src/providers/games/index.ts';
import { fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { setLimit } from './rg-fixtures.ts';

/**
 * The sandbox aggregator end to end: its game page, its rounds calling our callbacks over HTTP, and
 * its fault switches (duplicate, delay, lost answer, rollback) — the wallet must survive each.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => {
  t.app.sandboxGames!.setFaults(NO_FAULTS);
});
afterAll(async () => {
  await assertLedgerInvariants(t.database.db);
  await t.close();
});

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** A player launched into the sandbox dice: the launch parameters its page receives. */
async function launched(cents: bigint) {
  const p = await fundedPlayer(t.database.db, cents);
  const [game] = await rows<{ id: string }>(sql`select id::text as id from games where code = 'sbx-dice'`);
  const launch = await t.api('POST', '/game/launch', { token: p.token, body: { game_id: game!.id } });
  expect(launch.data.url).toContain('external=seamless');
  const session = await t.api('GET', '/game/external/session', {
    token: p.token,
    query: { session: launch.data.session },
  });
  const url = new URL(session.data.url, 'http://x');
  const params = Object.fromEntries(url.searchParams) as Record<string, string>;
  return { ...p, params, path: session.data.url as string };
}

async function play(l: Awaited<ReturnType<typeof launched>>, bet = '1.00') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/sandbox/games/api/round',
    payload: {
      platform: l.params.platform,
      game: l.params.game,
      player: l.params.player,
      session: l.params.session,
      sig: l.params.sig,
      bet,
    },
  });
  return response.json() as {
    ok: boolean;
    win: string;
    balance: string;
    rolledBack: boolean;
    status?: string;
  };
}

async function balance(token: string): Promise<bigint> {
  const info = await t.api('GET', '/wallet/info', { token });
  return BigInt(info.data.balance.replace('.', ''));
}

async function callbackCount(memberId: bigint): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from provider_transactions where member_id = ${String(memberId)}::bigint`,
  );
  return Number(row!.n);
}

describe('sandbox aggregator', () => {
  it('serves its game page and script under the app CSP', async () => {
    const l = await launched(1_000n);
    const page = await t.app.inject({ method: 'GET', url: l.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/sandbox/games/sandbox-game.js">');
    const script = await t.app.inject({ method: 'GET', url: '/sandbox/games/sandbox-game.js' });
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('plays a round: the bet and the win reach our wallet as signed callbacks', async () => {
    const l = await launched(1_000n);
    const round = await play(l, '2.00');
    expect(round.ok).toBe(true);
    expect(await balance(l.token)).toBe(1_000n - 200n + BigInt(round.win));
    expect(BigInt(round.balance)).toBe(await balance(l.token));
    expect(await callbackCount(l.memberId)).toBe(2);
  });

  it('counts a settled provider round as a valid bet in the player stats (round.settled)', async () => {
    const l = await launched(1_000n);
    const round = await play(l, '2.00');
    expect(round.ok).toBe(true);
    await t.app.events.drain();
    const [stats] = await rows<{ bets: string; wins: string; rounds: number }>(
      sql`select valid_bet_cents::text as bets, win_cents::text as wins, rounds from member_stats
          where member_id = ${String(l.memberId)}::bigint`,
    );
    expect(stats).toMatchObject({ bets: '200', wins: String(round.win) });
    expect(Number(stats!.rounds)).toBe(1);
  });

  it('refuses a round whose launch parameters were tampered with', async () => {
    const l = await launched(1_000n);
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/games/api/round',
      payload: {
        ...l.params,
        player: String(l.memberId + 1n),
        bet: '1.00',
        lang: undefined,
        lobby: undefined,
      },
    });
    expect(response.statusCode).toBe(403);
  });

  it('survives duplicated callbacks', async () => {
    const l = await launched(1_000n);
    t.app.sandboxGames!.setFaults({ duplicate: true });
    const round = await play(l);
    expect(round.ok).toBe(true);
    expect(await balance(l.token)).toBe(900n + BigInt(round.win));
    expect(await callbackCount(l.memberId)).toBe(2);
  });

  it('survives lost answers (every callback is sent again)', async () => {
    const l = await launched(1_000n);
    t.app.sandboxGames!.setFaults({ dropAnswer: true, duplicate: true });
    const round = await play(l);
    expect(round.ok).toBe(true);
    expect(await balance(l.token)).toBe(900n + BigInt(round.win));
  });

  it('survives late callbacks', async () => {
    const l = await launched(1_000n);
    t.app.sandboxGames!.setFaults({ delayMs: 50 });
    const round = await play(l);
    expect(round.ok).toBe(true);
    expect(await balance(l.token)).toBe(900n + BigInt(round.win));
  });

  it('returns the stake when the provider rolls the bet back', async () => {
    const l = await launched(1_000n);
    t.app.sandboxGames!.setFaults({ rollback: true });
    const round = await play(l, '3.00');
    expect(round).toMatchObject({ ok: true, rolledBack: true });
    expect(await balance(l.token)).toBe(1_000n);
  });

  it('keeps the balance exact under ten concurrent rounds', async () => {
    const l = await launched(10_000n);
    const rounds = await Promise.all(Array.from({ length: 10 }, () => play(l)));
    expect(rounds.every((r) => r.ok)).toBe(true);
    const won = rounds.reduce((sum, r) => sum + BigInt(r.win), 0n);
    expect(await balance(l.token)).toBe(10_000n - 1_000n + won);
    const [provider] = await rows<{ balance: string }>(
      sql`select balance::text as balance from ledger_accounts where kind = ${`provider:${SANDBOX_SEAMLESS}`}`,
    );
    expect(provider).toBeDefined();
  });

  it('answers "not enough money" from our wallet, and the platform shows our balance', async () => {
    const l = await launched(50n);
    const round = await play(l, '1.00');
    expect(round).toMatchObject({ ok: false, status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: '50' });
  });

  it('keeps responsible gaming: a stake limit or a cool-off refuses the bet; a blocked player cannot launch', async () => {
    const l = await launched(1_000n);
    expect((await setLimit(t, l.token, 'stake', 'round', '1.00')).code).toBe(1);
    expect(await play(l, '2.00')).toMatchObject({ ok: false, status: 'RS_ERROR_PLAYER_BLOCKED' });
    expect(await balance(l.token)).toBe(1_000n);
    expect((await play(l, '1.00')).ok).toBe(true);
    expect((await t.api('POST', '/rg/cooloff', { token: l.token, body: { period: '24h' } })).code).toBe(1);
    const before = await balance(l.token);
    expect(await play(l, '1.00')).toMatchObject({ ok: false, status: 'RS_ERROR_PLAYER_BLOCKED' });
    expect(await balance(l.token)).toBe(before);
    const [game] = await rows<{ id: string }>(sql`select id::text as id from games where code = 'sbx-dice'`);
    const launch = await t.api('POST', '/game/launch', { token: l.token, body: { game_id: game!.id } });
    expect(launch.data.error).toBe('RG_COOLOFF_ACTIVE');
  });

  it('lets tests and people flip its fault switches', async () => {
    const set = await t.app.inject({
      method: 'POST',
      url: '/sandbox/games/faults',
      payload: { duplicate: true },
    });
    expect(set.json()).toMatchObject({ duplicate: true, dropAnswer: false });
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/games/faults' })).json()).toMatchObject({
      duplicate: true,
    });
  });

  it('plays a round of the slot as well', async () => {
    const p = await fundedPlayer(t.database.db, 1_000n);
    const [game] = await rows<{ id: string }>(sql`select id::text as id from games where code = 'sbx-slot'`);
    const launch = await t.api('POST', '/game/launch', { token: p.token, body: { game_id: game!.id } });
    const session = await t.api('GET', '/game/external/session', {
      token: p.token,
      query: { session: launch.data.session },
    });
    const params = Object.fromEntries(new URL(session.data.url, 'http://x').searchParams);
    const round = await t.app.sandboxGames!.playRound({
      platform: params.platform!,
      game: 'slot',
      player: params.player!,
      session: params.session!,
      sig: params.sig!,
      bet: 100n as Cents,
    });
    expect(round.ok).toBe(true);
    if (round.ok) expect(round.outcome).toHaveLength(3);
  });
});

describe('in production', () => {
  it('refuses to boot with the sandbox aggregator', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: 'x'.repeat(40),
        PIX_WEBHOOK_SECRET: 'y'.repeat(20),
        DATABASE_URL: 'postgres://u@h/db',
        GAME_PROVIDERS: 'sandbox',
      }),
    ).toThrow(/GAME_PROVIDERS=sandbox/);
  });

  it('serves no sandbox aggregator and no external platform by default', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), isProduction: true };
    const database = openDatabase({ kind: 'pglite' });
    await prepareDatabase(database, { publicUrl: config.PUBLIC_URL });
    const app = await buildApp({ config: { ...config, gameProviders: 'none' }, database });
    try {
      expect((await app.inject({ method: 'GET', url: '/sandbox/games/play' })).statusCode).toBe(404);
      expect(app.gameProviders.size).toBe(0);
      expect(app.sandboxGames).toBeNull();
    } finally {
      await app.close();
      await database.close();
    }
  });
});
