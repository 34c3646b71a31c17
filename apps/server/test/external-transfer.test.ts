import type { Cents } from '@jl/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaff } from '../src/modules/admin/staff-service.ts';
import { moveIntoPlatform, reconcileTransferPlatforms, referenceOf } from '../src/modules/platforms/index.ts';
import type { TransferProvider } from '../src/providers/games/index.ts';
import { NO_FAULTS, SANDBOX_OB, SANDBOX_TRANSFER } from '../src/providers/games/index.ts';
import { fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';

/**
 * Transfer ("OB") platforms (docs/LEDGER.md "External platforms"): launch moves cash into `game:<platform>`
 * and the platform (24 or 8), exit brings everything back (25 or 11), and every move a crash or a lost answer
 * leaves pending is settled exactly once — by the player's next visit or by the reconciliation.
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

async function gameIdOf(code: string): Promise<string> {
  return (await rows<{ id: string }>(sql`select id::text as id from games where code = ${code}`))[0]!.id;
}

async function heldIn(platform: string, memberId: bigint): Promise<bigint> {
  const found = await rows<{ balance: string }>(
    sql`select balance::text as balance from ledger_accounts where member_id = ${String(memberId)}::bigint and kind = ${`game:${platform}`}`,
  );
  return found[0] ? BigInt(found[0].balance) : 0n;
}

async function entries(memberId: bigint) {
  return rows<{ kind: string; code: number; amount: string }>(
    sql`select a.kind, e.code, e.amount::text as amount from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.member_id = ${String(memberId)}::bigint order by e.id`,
  );
}

const provider = (platform: string) => t.app.gameProviders.get(platform) as TransferProvider;

async function launch(token: string, code: string) {
  return t.api('POST', '/game/launch', { token, body: { game_id: await gameIdOf(code) } });
}

describe('transfer platforms', () => {
  it('lists the external platforms and their games beside the originals', async () => {
    const plat = await t.api('GET', '/game/plat');
    const kinds = Object.fromEntries(
      plat.data.list.map((p: { code: string; kind: string }) => [p.code, p.kind]),
    );
    expect(kinds).toMatchObject({
      originals: 'internal',
      'sbx-seamless': 'seamless',
      [SANDBOX_OB]: 'transfer',
    });
    const list = await t.api('GET', '/game/list', { query: { plat: SANDBOX_OB } });
    expect(list.data.list[0]).toMatchObject({
      code: 'sbx-ob-dice',
      kind: 'external',
      wallet: 'transfer',
      rtp: '96',
    });
  });

  it('moves the cash in on launch (24), plays on the platform, and brings it all back on exit (25)', async () => {
    const p = await fundedPlayer(t.database.db, 5_000n);
    const launched = await launch(p.token, 'sbx-ob-dice');
    expect(launched.code).toBe(1);
    expect(await heldIn(SANDBOX_OB, p.memberId)).toBe(5_000n);
    expect((await t.api('GET', '/wallet/info', { token: p.token })).data.balance).toBe('0.00');
    const session = await t.api('GET', '/game/external/session', {
      token: p.token,
      query: { session: launched.data.session },
    });
    expect(session.data).toMatchObject({ in_platform: '50.00', balance: '0.00' });
    expect(session.data.url).toMatch(/^\/sandbox\/games\/play\?/);
    // A round on the platform's own books.
    const url = new URL(session.data.url, 'http://x');
    const round = await t.app.sandboxGames!.playRound({
      platform: SANDBOX_OB,
      game: 'dice',
      player: String(p.memberId),
      session: launched.data.session,
      sig: url.searchParams.get('sig')!,
      bet: 1_000n as Cents,
    });
    expect(round.ok).toBe(true);
    const onPlatform = round.ok ? round.balance : 0n;
    const back = await t.api('POST', '/game/external/return', {
      token: p.token,
      body: { platform: SANDBOX_OB },
    });
    expect(back.code).toBe(1);
    expect(back.data.balance).toBe(`${onPlatform / 100n}.${String(onPlatform % 100n).padStart(2, '0')}`);
    expect(await heldIn(SANDBOX_OB, p.memberId)).toBe(0n);
    const codes = (await entries(p.memberId))
      .filter((e) => e.kind === 'cash')
      .map((e) => [Number(e.code), Math.sign(Number(e.amount))]);
    // A win on the platform comes back in two legs of type 25 (ours from game:, the rest from provider:).
    expect(codes.slice(0, 3)).toEqual([
      [2, 1],
      [24, -1],
      [25, 1],
    ]);
    expect(codes.slice(3).every(([code, sign]) => code === 25 && sign === 1)).toBe(true);
    // Nothing more comes back a second time.
    const again = await t.api('POST', '/game/external/return', { token: p.token, body: {} });
    expect(again.data.returned).toEqual([]);
  });

  it('uses the generic transfer types 8 and 11 on a platform configured for them', async () => {
    const p = await fundedPlayer(t.database.db, 2_000n);
    expect((await launch(p.token, 'sbx-tw-dice')).code).toBe(1);
    await t.api('POST', '/game/external/return', { token: p.token, body: {} });
    const cash = (await entries(p.memberId)).filter((e) => e.kind === 'cash');
    expect(cash.map((e) => [Number(e.code), e.amount])).toEqual([
      [2, '2000'],
      [8, '-2000'],
      [11, '2000'],
    ]);
    const inGame = (await entries(p.memberId)).filter((e) => e.kind === `game:${SANDBOX_TRANSFER}`);
    expect(inGame.map((e) => [Number(e.code), e.amount])).toEqual([
      [8, '2000'],
      [11, '-2000'],
    ]);
  });

  it('confirms a launch whose answer was lost (the platform has our reference)', async () => {
    const p = await fundedPlayer(t.database.db, 1_000n);
    t.app.sandboxGames!.setFaults({ dropAnswer: true });
    expect((await launch(p.token, 'sbx-ob-dice')).code).toBe(1);
    t.app.sandboxGames!.setFaults(NO_FAULTS);
    const [transfer] = await rows<{ status: string }>(
      sql`select status from game_transfers where member_id = ${String(p.memberId)}::bigint`,
    );
    expect(transfer!.status).toBe('confirmed');
    expect(await heldIn(SANDBOX_OB, p.memberId)).toBe(1_000n);
    await t.api('POST', '/game/external/return', { token: p.token, body: {} });
    expect(await heldIn(SANDBOX_OB, p.memberId)).toBe(0n);
  });

  it('gives the money back when the platform never received the launch transfer', async () => {
    const p = await fundedPlayer(t.database.db, 1_000n);
    const real = provider(SANDBOX_OB);
    const down: TransferProvider = {
      ...real,
      deposit: async () => {
        throw new Error('connection refused');
      },
    };
    await expect(
      moveIntoPlatform({ db: t.database.db, provider: down, now: () => t.clock.now }, p.memberId),
    ).rejects.toMatchObject({ error: 'GAME_TRANSFER_FAILED' });
    expect(await heldIn(SANDBOX_OB, p.memberId)).toBe(0n);
    expect((await t.api('GET', '/wallet/info', { token: p.token })).data.withdrawable).toBe('10.00');
  });

  it('brings money back once under ten concurrent exits', async () => {
    const p = await fundedPlayer(t.database.db, 3_000n);
    await launch(p.token, 'sbx-ob-dice');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.api('POST', '/game/external/return', { token: p.token, body: {} })),
    );
    const returned = answers.flatMap((a) => (a.code === 1 ? a.data.returned : []));
    expect(returned).toEqual([{ platform: SANDBOX_OB, amount: '30.00' }]);
    expect((await t.api('GET', '/wallet/info', { token: p.token })).data.balance).toBe('30.00');
  });
});

describe('reconciliation', () => {
  it('credits a transfer-out the platform paid before we confirmed it (a crash), exactly once', async () => {
    const p = await fundedPlayer(t.database.db, 4_000n);
    await launch(p.token, 'sbx-ob-dice');
    // The crash: the out row is written and the platform pays, then the process dies before crediting.
    const [row] = await rows<{ id: string }>(
      sql`insert into game_transfers (platform, member_id, direction, status, created_at)
          values (${SANDBOX_OB}, ${String(p.memberId)}::bigint, 'out', 'pending', now() - interval '1 hour') returning id::text as id`,
    );
    const paid = await provider(SANDBOX_OB).withdrawAll({
      reference: referenceOf(BigInt(row!.id)),
      playerId: String(p.memberId),
    });
    expect(paid.amount).toBe(4_000n);
    const first = await reconcileTransferPlatforms(
      t.database.db,
      t.app.gameProviders.values(),
      () => t.clock.now,
    );
    const second = await reconcileTransferPlatforms(
      t.database.db,
      t.app.gameProviders.values(),
      () => t.clock.now,
    );
    expect(first.settled.confirmed).toBeGreaterThanOrEqual(1);
    expect(second.settled).toEqual({ confirmed: 0, reverted: 0, failed: 0 });
    expect((await t.api('GET', '/wallet/info', { token: p.token })).data.balance).toBe('40.00');
    expect(await heldIn(SANDBOX_OB, p.memberId)).toBe(0n);
    const credits = (await entries(p.memberId)).filter((e) => e.kind === 'cash' && Number(e.code) === 25);
    expect(credits).toHaveLength(1);
  });

  it('reports balance differences to staff', async () => {
    const p = await fundedPlayer(t.database.db, 2_000n);
    await launch(p.token, 'sbx-ob-dice');
    // The platform's books move without us (a manual correction on its side).
    await t.database.db.execute(
      sql`update sandbox_game_wallets set balance = balance + 7 where platform = ${SANDBOX_OB} and player_id = ${String(p.memberId)}`,
    );
    const summary = await reconcileTransferPlatforms(
      t.database.db,
      t.app.gameProviders.values(),
      () => t.clock.now,
    );
    expect(summary.mismatches).toBeGreaterThanOrEqual(1);
    await createStaff(t.database.db, {
      username: 'fin',
      email: 'fin@jogolimpo.local',
      password: 'finance-pass-1',
      role: 'finance',
    });
    const token = await signInStaff(t, 'fin', 'finance-pass-1');
    const report = await t.api('GET', '/admin/games/reconciliation', { headers: bearer(token) });
    expect(report.code).toBe(1);
    expect(report.data.list).toContainEqual(
      expect.objectContaining({
        kind: 'balance_mismatch',
        member_id: String(p.memberId),
        ours: '20.00',
        theirs: '20.07',
      }),
    );
    // Leave the books square for the invariants: the player's exit takes what the platform holds.
    await t.api('POST', '/game/external/return', { token: p.token, body: {} });
    expect((await t.api('GET', '/wallet/info', { token: p.token })).data.balance).toBe('20.07');
  });

  it('runs nightly as a job, reporting each period once', async () => {
    const count = async () =>
      Number((await rows<{ n: number }>(sql`select count(*)::int as n from game_reconciliations`))[0]!.n);
    const p = await fundedPlayer(t.database.db, 1_000n);
    await launch(p.token, 'sbx-ob-dice');
    await t.database.db.execute(
      sql`update sandbox_game_wallets set balance = balance + 1 where platform = ${SANDBOX_OB} and player_id = ${String(p.memberId)}`,
    );
    t.clock.set('2030-01-15T07:00:00Z'); // 04:00 in São Paulo, after the 03:30 run
    const before = await count();
    const first = await t.app.jobs.runDue();
    expect(first['games.reconcile-transfer-platforms']).toMatchObject({ result: 'ok' });
    const after = await count();
    expect(after).toBeGreaterThan(before);
    await t.app.jobs.runDue();
    expect(await count()).toBe(after);
    await t.api('POST', '/game/external/return', { token: p.token, body: {} });
  });
});
