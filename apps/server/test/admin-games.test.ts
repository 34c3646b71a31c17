import { msUntil } from '@jl/games';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRounds, staffAuditLog } from '../src/db/schema.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { outcomeOf } from '../src/modules/live/live-rounds.ts';
import { fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';

/** Games in the back office (owner): the all-games status and per-game / per-platform maintenance. */

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await createStaff(t.database.db, {
    username: 'boss',
    email: 'boss@x.dev',
    password: 'boss-pass-123',
    role: 'owner',
  });
  owner = bearer(await signInStaff(t, 'boss', 'boss-pass-123'));
});
afterAll(async () => {
  await assertLedgerInvariants(t.database.db);
  await t.close();
});

const reason = 'Janela de manutenção programada';
const games = async () => (await t.api('GET', '/admin/games', { headers: owner })).data;
const switchGame = (code: string, maintenance: unknown, why = reason) =>
  t.api('POST', `/admin/games/${code}/maintenance`, {
    headers: owner,
    body: { maintenance, reason: why },
    form: false,
  });
const setStatus = (status: unknown) =>
  t.api('POST', '/admin/games/status', { headers: owner, body: { status, reason }, form: false });
const play = (token: string, game: string) =>
  t.api('POST', `/originals/${game}/play`, { token, body: { bet: '0.50' } });
const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, action))
      .orderBy(desc(staffAuditLog.id))
      .limit(1)
  )[0];

/** Launches the sandbox dice for the player; `bet()` plays one round through our seamless callbacks. */
async function sandboxLaunch(token: string): Promise<{ bet: () => Promise<boolean> }> {
  const [game] = (
    (await t.database.db.execute(
      sql`select id::text as id from games where code = 'sbx-dice'`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const launch = await t.api('POST', '/game/launch', { token, body: { game_id: game!.id } });
  expect(launch.code).toBe(1);
  const session = await t.api('GET', '/game/external/session', {
    token,
    query: { session: launch.data.session },
  });
  const p = Object.fromEntries(new URL(session.data.url, 'http://x').searchParams) as Record<string, string>;
  return {
    bet: async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/sandbox/games/api/round',
        payload: {
          platform: p.platform,
          game: p.game,
          player: p.player,
          session: p.session,
          sig: p.sig,
          bet: '1.00',
        },
      });
      return (response.json() as { ok: boolean }).ok;
    },
  };
}

describe('games in the back office', () => {
  it('lists the all-games status, the platforms and every game with its flags', async () => {
    const view = await games();
    expect(view.status).toBe(0);
    expect(view.platforms.map((p: { code: string }) => p.code)).toContain('originals');
    const fruit = view.games.find((g: { code: string }) => g.code === 'fruit-trio');
    expect(fruit).toEqual({
      code: 'fruit-trio',
      platform: 'originals',
      kind: 'slot',
      enabled: true,
      maintenance: false,
      open_bets: 0,
    });
  });

  it('a game in maintenance refuses new rounds at once, others play; the switch is audited', async () => {
    const { token } = await fundedPlayer(t.database.db, 10_00n);
    const answer = await switchGame('jungle-ways', true);
    expect(answer.data).toEqual({ code: 'jungle-ways', maintenance: true, open_bets: 0 });
    expect((await play(token, 'jungle-ways')).data.error).toBe('GAME_MAINTENANCE');
    expect((await play(token, 'fruit-trio')).code).toBe(1);
    const list = await t.api('GET', '/game/list', { query: { category: 'slots' } });
    expect(list.data.list.find((g: { code: string }) => g.code === 'jungle-ways').maintenance).toBe(true);
    expect(await lastAudit('games.game.maintenance')).toMatchObject({
      targetType: 'game',
      targetId: 'jungle-ways',
      detail: { reason, openBets: 0, changes: [{ path: 'maintenance', before: false, after: true }] },
    });
    await switchGame('jungle-ways', false);
    expect((await play(token, 'jungle-ways')).code).toBe(1);
  });

  it('the all-games status is what /game/checkGameStatus answers and stops originals and external bets', async () => {
    const { token } = await fundedPlayer(t.database.db, 20_00n);
    const sandbox = await sandboxLaunch(token);
    expect(await sandbox.bet()).toBe(true);
    expect((await setStatus(1)).data).toEqual({ status: 1 });
    expect((await t.api('GET', '/game/checkGameStatus')).data).toEqual({ status: 1 });
    expect((await play(token, 'fruit-trio')).data.error).toBe('GAME_MAINTENANCE');
    // The game was launched before: its provider's next bet callback is refused.
    expect(await sandbox.bet()).toBe(false);
    expect((await games()).status).toBe(1);
    expect(await lastAudit('games.status')).toMatchObject({
      detail: { reason, changes: [{ path: 'status', before: 0, after: 1 }] },
    });
    await setStatus(0);
    expect((await t.api('GET', '/game/checkGameStatus')).data).toEqual({ status: 0 });
    expect((await play(token, 'fruit-trio')).code).toBe(1);
    expect(await sandbox.bet()).toBe(true);
  });

  it('an external game in maintenance refuses new bets and reports the bets its provider has yet to settle', async () => {
    const { memberId, token } = await fundedPlayer(t.database.db, 20_00n);
    const sandbox = await sandboxLaunch(token);
    const [sbx] = (
      (await t.database.db.execute(
        sql`select platform, provider_game_id from games where code = 'sbx-dice'`,
      )) as unknown as { rows: { platform: string; provider_game_id: string }[] }
    ).rows;
    // A bet the provider has not settled yet (what a round in flight leaves): counted, never touched.
    await t.database.db.execute(sql`insert into provider_transactions
      (platform, member_id, transaction_id, action, round_id, game_id, amount, status, request_hash, response)
      values (${sbx!.platform}, ${String(memberId)}::bigint, 'open-bet-1', 'bet', 'r-open', ${sbx!.provider_game_id},
        100, 'open', 'h', '{"balance":"19.00"}'::jsonb)`);
    const answer = await switchGame('sbx-dice', true);
    expect(answer.data).toEqual({ code: 'sbx-dice', maintenance: true, open_bets: 1 });
    expect(await sandbox.bet()).toBe(false);
    expect((await games()).games.find((g: { code: string }) => g.code === 'sbx-dice').open_bets).toBe(1);
    await t.database.db.execute(sql`delete from provider_transactions where transaction_id = 'open-bet-1'`);
    await switchGame('sbx-dice', false);
    expect(await sandbox.bet()).toBe(true);
  });

  it('a live game in maintenance: its open round’s bets are counted, and the round plays out and is settled, never refunded', async () => {
    const driver = t.app.live.drivers.get('crash')!;
    t.clock.advance(60_000);
    await driver.step();
    const [round] = await t.database.db.select().from(liveRounds).orderBy(desc(liveRounds.id)).limit(1);
    expect(round!.phase).toBe('betting');
    const { token } = await fundedPlayer(t.database.db, 20_00n);
    expect((await t.api('POST', '/live/crash/bet', { token, body: { amount: '7.00' } })).code).toBe(1);
    expect((await games()).games.find((g: { code: string }) => g.code === 'crash').open_bets).toBe(1);
    const answer = await switchGame('crash', true);
    expect(answer.data).toEqual({ code: 'crash', maintenance: true, open_bets: 1 });
    await driver.step();
    expect(
      (await t.database.db.select().from(liveRounds).where(eq(liveRounds.id, round!.id)))[0]!.phase,
    ).toBe('betting');
    // Its result is fixed: the round runs to its bust and the bet (no cash-out) is settled as lost.
    t.clock.advance(5_000);
    await driver.step();
    t.clock.advance(msUntil(outcomeOf(round!).result) + 1);
    await driver.step();
    const [after] = await t.database.db.select().from(liveRounds).where(eq(liveRounds.id, round!.id));
    expect(after!.phase).toBe('settled');
    expect((await t.api('GET', '/wallet/info', { token })).data.balance).toBe('13.00');
    expect((await games()).games.find((g: { code: string }) => g.code === 'crash').open_bets).toBe(0);
    // And no new round opens while the game is in maintenance.
    t.clock.advance(60_000);
    await driver.step();
    expect((await t.database.db.select().from(liveRounds).orderBy(desc(liveRounds.id)).limit(1))[0]!.id).toBe(
      round!.id,
    );
    expect((await t.api('POST', '/live/crash/bet', { token, body: { amount: '1.00' } })).data.error).toBe(
      'GAME_MAINTENANCE',
    );
    await switchGame('crash', false);
  });

  it('a platform in maintenance puts all its games in maintenance', async () => {
    const { token } = await fundedPlayer(t.database.db, 10_00n);
    const answer = await t.api('POST', '/admin/games/platforms/originals/maintenance', {
      headers: owner,
      body: { maintenance: true, reason },
      form: false,
    });
    expect(answer.data).toMatchObject({ code: 'originals', maintenance: true });
    expect((await play(token, 'fruit-trio')).data.error).toBe('GAME_MAINTENANCE');
    await t.api('POST', '/admin/games/platforms/originals/maintenance', {
      headers: owner,
      body: { maintenance: false, reason },
      form: false,
    });
    expect((await play(token, 'fruit-trio')).code).toBe(1);
  });

  it('refuses bad input and unknown games; nothing is written', async () => {
    const before = await games();
    expect((await switchGame('no-such-game', true)).data.error).toBe('NOT_FOUND');
    expect((await switchGame('fruit-trio', 'yes')).data.field).toBe('maintenance');
    expect((await switchGame('fruit-trio', true, '')).data.field).toBe('reason');
    expect((await setStatus(2)).data.field).toBe('status');
    expect(
      (
        await t.api('POST', '/admin/games/Bad%20Code/maintenance', {
          headers: owner,
          body: { maintenance: true, reason },
          form: false,
        })
      ).code,
    ).toBe(0);
    expect(await games()).toEqual(before);
  });
});
