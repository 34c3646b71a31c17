import { createHash } from 'node:crypto';
import { crashPoint, rouletteNumber, verifyChainLink } from '@jl/games';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveBets, liveChains, liveRounds } from '../src/modules/live/index.ts';
import { openRound, outcomeOf, type RoundRow } from '../src/modules/live/live-rounds.ts';
import { verifyDrandBeacon } from '../src/providers/beacon/index.ts';
import { balanceOf, fundedPlayer } from './games-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { nextCrashRound } from './live-fixtures.ts';

/** A round ended by hand: settled, its outcome written in clear as the driver writes it. */
const ended = (round: RoundRow) => ({ phase: 'settled', ...outcomeOf(round), sealed: null });

/**
 * A live chain is used up after length − 1 games (docs/GAMES.md "A new chain when one is used up"): its
 * last game retires it, the next round opens on a new chain committed then with its own announced
 * beacon round, whose randomness becomes its salt, and every round stays verifiable against the chain
 * it was played on. Chains of 4 (3 games each) here; 100 000 in the product. The sandbox beacon with the
 * tests' delay of 0 (the round current at the commitment); the wait for a later round is
 * live-salt-beacon.test.ts's.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LIVE_CHAIN_LENGTH: '4' });
});
const options = () => ({ beacon: t.app.live.beacon, length: 4 });
afterAll(async () => {
  await assertLedgerInvariants(t.database.db);
  await t.close();
});

const chains = (game: string) =>
  t.database.db.select().from(liveChains).where(eq(liveChains.game, game)).orderBy(asc(liveChains.id));

describe('live chain renewal', () => {
  it('retires a used-up chain with its last game and goes on with a new one, every round verifiable on its own chain', async () => {
    const player = await fundedPlayer(t.database.db, 20_00n);
    const rounds = [];
    for (let i = 0; i < 7; i++) {
      const round = await nextCrashRound(t);
      // A bet in every round, the chain's last included, is taken and settled as any other.
      expect(
        (await t.api('POST', '/live/crash/bet', { token: player.token, body: { amount: '1.00' } })).code,
      ).toBe(1);
      rounds.push(round);
    }
    expect(rounds.map((r) => r.gameNo)).toEqual([1, 2, 3, 1, 2, 3, 1]);
    const [first, second, third] = await chains('crash');
    expect(first!.retiredAt).not.toBeNull();
    expect(first!.nextGame).toBe(4);
    expect(second!.retiredAt).not.toBeNull();
    expect(third!.retiredAt).toBeNull();
    // Every chain announced its own beacon round with its commitment; its salt is that round's randomness.
    for (const chain of [first!, second!, third!]) {
      expect(chain.beaconSource).toBe(t.app.live.beacon.source);
      expect(chain.saltFixedAt!.getTime()).toBeGreaterThanOrEqual(chain.committedAt.getTime());
      expect(chain.salt).toBe(
        createHash('sha256').update(Buffer.from(chain.beaconSignature!, 'hex')).digest('hex'),
      );
      const beacon = {
        round: chain.beaconRound!,
        randomness: chain.salt!,
        signature: chain.beaconSignature!,
      };
      expect(verifyDrandBeacon(t.app.live.beacon.publicKey, beacon, chain.beaconRound!)).toBe(true);
    }
    expect(second!.terminatingHash).not.toBe(first!.terminatingHash);

    for (const round of rounds) {
      const answer = await t.api('GET', '/live/crash/chain', { query: { round_id: String(round.id) } });
      expect(answer.code).toBe(1);
      expect(answer.data.chain_id).toBe(String(round.chainId));
      expect(verifyChainLink(answer.data.terminating_hash, round.hash, round.gameNo)).toBe(true);
      expect(crashPoint(round.hash, answer.data.salt)).toBe(round.result);
    }
    const inUse = await t.api('GET', '/live/crash/chain');
    // The sandbox beacon's round is served where verify_url points, in drand's shape.
    const record = await t.app.inject({ method: 'GET', url: new URL(inUse.data.beacon.verify_url).pathname });
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({
      round: inUse.data.beacon.round,
      randomness: inUse.data.salt,
      signature: inUse.data.beacon.signature,
    });
    expect(inUse.data).toMatchObject({ chain_id: String(third!.id), retired_at: null });
    const old = await t.api('GET', '/live/crash/chain', { query: { round_id: String(rounds[0]!.id) } });
    expect(old.data.retired_at).toBe(first!.retiredAt!.toISOString());
    const list = await t.api('GET', '/live/crash/rounds', { query: { size: '10' } });
    expect(list.data.list.map((r: { chain_id: string }) => r.chain_id)).toContain(String(first!.id));

    // Every bet settled, across the chains (the ledger invariants are checked after the file).
    await nextCrashRound(t);
    const bets = await t.database.db.select().from(liveBets).where(eq(liveBets.memberId, player.memberId));
    expect(bets.map((b) => b.status)).toEqual(Array(7).fill('settled'));
    expect(await balanceOf(t, player.token)).toBe('13.00'); // no cash-out: every bust took the stake
  });

  it('answers NOT_FOUND for a round of another game or an unknown round, and refuses a malformed id', async () => {
    const [round] = await t.database.db
      .select()
      .from(liveRounds)
      .where(eq(liveRounds.game, 'crash'))
      .limit(1);
    const other = await t.api('GET', '/live/roulette/chain', { query: { round_id: String(round!.id) } });
    expect(other.data.error).toBe('NOT_FOUND');
    expect((await t.api('GET', '/live/crash/chain', { query: { round_id: '999999999' } })).data.error).toBe(
      'NOT_FOUND',
    );
    const bad = await t.api('GET', '/live/crash/chain', { query: { round_id: 'x1' } });
    expect(bad.data).toMatchObject({ error: 'INVALID_FIELD', field: 'round_id' });
  });

  it('two drivers at the chain boundary open one round between them, and the next opens on a new chain', async () => {
    // Roulette's chain is fresh here: play its first two games, then race for the last one.
    const opened = [];
    for (let i = 0; i < 2; i++) {
      const round = (await openRound(t.database.db, 'roulette', t.clock.now, options()))!;
      opened.push(round);
      await t.database.db.update(liveRounds).set(ended(round)).where(eq(liveRounds.id, round.id));
    }
    const [a, b] = (await Promise.all([
      openRound(t.database.db, 'roulette', t.clock.now, options()),
      openRound(t.database.db, 'roulette', t.clock.now, options()),
    ])) as [RoundRow, RoundRow];
    expect(a.id).toBe(b.id);
    expect(a.gameNo).toBe(3);
    await t.database.db.update(liveRounds).set(ended(a)).where(eq(liveRounds.id, a.id));
    const next = (await openRound(t.database.db, 'roulette', t.clock.now, options()))!;
    expect(next.gameNo).toBe(1);
    expect(next.chainId).not.toBe(a.chainId);
    const chain = await t.api('GET', '/live/roulette/chain', { query: { round_id: String(a.id) } });
    const { hash, result } = outcomeOf(a);
    expect(rouletteNumber(hash, chain.data.salt)).toBe(result);
    expect(verifyChainLink(chain.data.terminating_hash, hash, 3)).toBe(true);
    await t.database.db.update(liveRounds).set(ended(next)).where(eq(liveRounds.id, next.id));
  });
});
