import { hashServerSeed } from '@jl/games';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { isSealed, unseal } from '../src/lib/seal.ts';
import { liveChains } from '../src/modules/live/index.ts';
import { resealChainSeeds } from '../src/modules/live/live-chain.ts';
import { resealSeeds } from '../src/modules/originals/rounds-repository.ts';
import {
  activeServerSeed,
  countRounds,
  fundedPlayer,
  recompute,
  storedServerSeed,
} from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { nextCrashRound, sha256Hex } from './live-fixtures.ts';

/**
 * Secrets at rest (lib/seal.ts): what decides future draws is never readable from a copy of the
 * database — a player's active server seed, a live game's chain seed — and sealing changes no outcome.
 */

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

const HEX64 = /[0-9a-f]{64}/;
const play = (token: string) => t.api('POST', '/originals/fruit-trio/play', { token, body: { bet: '0.50' } });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('sealed server seeds', () => {
  it('stores the active seed sealed, keeps its commitment, and plays and verifies rounds with it', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    const fairness = await t.api('GET', '/game/fairness', { token });
    const stored = await storedServerSeed(db, memberId);
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toMatch(HEX64);
    const seed = await activeServerSeed(db, memberId);
    expect(hashServerSeed(seed)).toBe(fairness.data.server_seed_hash);

    const round = await play(token);
    expect(round.code).toBe(1);
    expect(
      recompute({
        serverSeed: seed,
        clientSeed: fairness.data.client_seed,
        nonce: 0,
        game: 'fruit-trio',
        bet: '0.50',
      }).spins.map((s) => s.win),
    ).toEqual(round.data.outcome.spins.map((s: { win: string }) => s.win));
  });

  it('reveals the seed in plain on rotation (it is public then) and seals the new one', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    await t.api('GET', '/game/fairness', { token });
    const before = await activeServerSeed(db, memberId);
    const rotated = await t.api('POST', '/game/fairness/rotate', { token });
    expect(rotated.code).toBe(1);
    expect(rotated.data.previous.server_seed).toBe(before);
    const [revealed] = await rows<{ server_seed: string }>(
      sql`select server_seed from game_seeds where member_id = ${String(memberId)}::bigint and revealed_at is not null`,
    );
    expect(revealed!.server_seed).toBe(before);
    expect(isSealed(await storedServerSeed(db, memberId))).toBe(true);
  });

  it('seals a seed written plain before sealing existed, once, without changing its draws', async () => {
    const { memberId, token } = await fundedPlayer(db, 10_00n);
    await t.api('GET', '/game/fairness', { token });
    const seed = await activeServerSeed(db, memberId);
    // As an older version stored it.
    await db.execute(
      sql`update game_seeds set server_seed = ${seed} where member_id = ${String(memberId)}::bigint`,
    );
    expect((await play(token)).code).toBe(1); // a plain row still plays (read as it is)
    expect(await resealSeeds(db)).toBeGreaterThanOrEqual(1);
    expect(isSealed(await storedServerSeed(db, memberId))).toBe(true);
    expect(await activeServerSeed(db, memberId)).toBe(seed);
    expect(await resealSeeds(db)).toBe(0);
    const next = await play(token);
    const fairness = await t.api('GET', '/game/fairness', { token });
    expect(
      recompute({
        serverSeed: seed,
        clientSeed: fairness.data.client_seed,
        nonce: 1,
        game: 'fruit-trio',
        bet: '0.50',
      }).spins.map((s) => s.win),
    ).toEqual(next.data.outcome.spins.map((s: { win: string }) => s.win));
  });

  it('refuses to play on a seed sealed for another player (a value copied between rows), moving nothing', async () => {
    const a = await fundedPlayer(db, 10_00n);
    const b = await fundedPlayer(db, 10_00n);
    await t.api('GET', '/game/fairness', { token: a.token });
    await t.api('GET', '/game/fairness', { token: b.token });
    await db.execute(sql`update game_seeds set server_seed = ${await storedServerSeed(db, a.memberId)}
      where member_id = ${String(b.memberId)}::bigint and revealed_at is null`);
    const refused = await t.api('POST', '/originals/fruit-trio/play', {
      token: b.token,
      body: { bet: '0.50' },
    });
    // A fault, not a refusal the player could fix: the draw never runs on a value it cannot trust.
    expect(refused.status).toBe(500);
    expect(refused.data).toEqual({ error: 'INTERNAL' });
    expect(await countRounds(db, b.memberId)).toBe(0);
    expect((await t.api('GET', '/wallet/info', { token: b.token })).data.balance).toBe('10.00');
  });
});

describe('sealed live chain seeds', () => {
  it('stores the chain seed sealed; a plain one (older version) is sealed at start and the chain goes on unbroken', async () => {
    const first = await nextCrashRound(t);
    const [chain] = await db.select().from(liveChains).where(eq(liveChains.game, 'crash'));
    expect(isSealed(chain!.seed)).toBe(true);
    expect(chain!.seed).not.toMatch(HEX64);
    // As an older version stored it.
    const plain = unseal(chain!.seed, 'live_chains:crash');
    await db.update(liveChains).set({ seed: plain }).where(eq(liveChains.id, chain!.id));
    const second = await nextCrashRound(t);
    expect(second.gameNo).toBe(first.gameNo + 1);
    expect(sha256Hex(second.hash)).toBe(first.hash);
    expect(await resealChainSeeds(db)).toBe(1);
    const [resealed] = await db.select().from(liveChains).where(eq(liveChains.id, chain!.id));
    expect(isSealed(resealed!.seed)).toBe(true);
    expect(unseal(resealed!.seed, 'live_chains:crash')).toBe(plain);
    expect(await resealChainSeeds(db)).toBe(0);
    const third = await nextCrashRound(t);
    expect(sha256Hex(third.hash)).toBe(second.hash);
  });
});
