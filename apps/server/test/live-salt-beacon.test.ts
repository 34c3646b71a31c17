import { createHash } from 'node:crypto';
import { crashPoint, verifyChainLink } from '@jl/games';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChains, liveRounds } from '../src/modules/live/index.ts';
import { outcomeOf } from '../src/modules/live/live-rounds.ts';
import { createDrandBeacon } from '../src/providers/beacon/drand-provider.ts';
import { BeaconRefused, type DrandBeacon, verifyDrandBeacon } from '../src/providers/beacon/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createDrandStandin, type DrandStandin } from './standins/drand.ts';

/**
 * The salt ceremony with a drand relay (docs/GAMES.md "Live games in the product"): the drand stand-in
 * (its own chain, a round a second, answered only once its time has come) against the app's clock, a
 * delay of 5 s and chains of 4. A new chain publishes its announced round with its commitment and no
 * salt; no round opens before that round's time; then the salt is the round's randomness, fixed after it;
 * each successor chain waits for its own round; a beacon that does not verify is refused and the chain
 * never starts.
 */
const DELAY = 5;
let clock = new Date();
let drand: DrandStandin;
let t: TestApp;
beforeAll(async () => {
  drand = await createDrandStandin({ now: () => clock }).start();
  t = await createTestApp({
    ...drand.env(),
    LIVE_BEACON_DELAY_SECONDS: String(DELAY),
    LIVE_CHAIN_LENGTH: '4',
  });
  clock = t.clock.now;
});
afterAll(async () => {
  await t.close();
  await drand.close();
});

const crash = () => t.app.live.drivers.get('crash')!;
const sync = () => {
  clock = t.clock.now;
};
const roundsOf = () => t.database.db.select().from(liveRounds).where(eq(liveRounds.game, 'crash'));
const chains = () =>
  t.database.db.select().from(liveChains).where(eq(liveChains.game, 'crash')).orderBy(asc(liveChains.id));
/** Steps the driver (the clock still) until `count` rounds exist: a busy machine may time a beacon fetch out once. */
async function stepUntilRounds(count: number) {
  for (let i = 0; i < 5 && (await roundsOf()).length < count; i++) await crash().step();
  return roundsOf();
}
const asked = (round: number) => drand.served.filter((s) => s.path.endsWith(`/public/${round}`));

describe('live salt ceremony with drand', () => {
  it('commits with an announced round and no salt, waits for it, then fixes the salt to its randomness', async () => {
    const committedAt = t.clock.now;
    await crash().step();
    expect(await roundsOf()).toHaveLength(0);
    const published = (await t.api('GET', '/live/crash/chain')).data;
    expect(published).toMatchObject({
      salt: null,
      salt_fixed_at: null,
      committed_at: committedAt.toISOString(),
    });
    const { beacon } = published;
    expect(beacon).toMatchObject({
      source: `drand:${drand.info.hash}`,
      public_key: drand.info.public_key,
      signature: null,
      verify_url: `${drand.url}/${drand.info.hash}/public/${beacon.round}`,
    });
    const expectedAt = new Date(beacon.expected_at).getTime();
    expect(expectedAt).toBe(drand.timeOf(beacon.round) * 1000);
    expect(expectedAt).toBeGreaterThanOrEqual(committedAt.getTime() + DELAY * 1000);
    expect(expectedAt).toBeLessThan(committedAt.getTime() + (DELAY + 1) * 1000);

    // Before its time: no round, and the beacon is not even asked.
    t.clock.set(new Date(expectedAt - 1));
    sync();
    await crash().step();
    expect(await roundsOf()).toHaveLength(0);
    expect(asked(beacon.round)).toHaveLength(0);

    // Its time: the round is out, verifies, and the salt is its randomness; a round opens.
    t.clock.set(new Date(expectedAt + 200));
    sync();
    const [round] = await stepUntilRounds(1);
    expect(round).toBeDefined();
    const after = (await t.api('GET', '/live/crash/chain')).data;
    const produced = drand.beacon(beacon.round);
    expect(after.salt).toBe(produced.randomness);
    expect(after.beacon.signature).toBe(produced.signature);
    expect(new Date(after.salt_fixed_at).getTime()).toBeGreaterThanOrEqual(expectedAt);
    expect(expectedAt).toBeGreaterThan(new Date(after.committed_at).getTime());
    // What a player checks: the verify URL's record, sha256(signature) = salt, the BLS signature.
    const record = (await (await fetch(after.beacon.verify_url)).json()) as DrandBeacon;
    expect(record).toMatchObject({
      round: beacon.round,
      randomness: after.salt,
      signature: after.beacon.signature,
    });
    expect(createHash('sha256').update(Buffer.from(record.signature, 'hex')).digest('hex')).toBe(after.salt);
    expect(verifyDrandBeacon(after.beacon.public_key, record, beacon.round)).toBe(true);
    // The round (sealed while open) follows from the chain and that salt.
    const outcome = outcomeOf(round!);
    expect(crashPoint(outcome.hash, after.salt)).toBe(outcome.result);
    expect(verifyChainLink(after.terminating_hash, outcome.hash, round!.gameNo)).toBe(true);
  });

  it('a used-up chain’s successor is committed with its own later round and waits for it', async () => {
    // Play the first chain's games (3) to the end; the next round commits a successor.
    for (let i = 0; i < 200 && (await chains()).length < 2; i++) {
      t.clock.advance(1_000);
      sync();
      await crash().step();
    }
    const [first, second] = await chains();
    expect(first!.retiredAt).not.toBeNull();
    expect(second).toBeDefined();
    expect(second!.salt).toBeNull();
    expect(second!.beaconRound!).toBeGreaterThan(first!.beaconRound!);
    expect(second!.beaconAt!.getTime()).toBeGreaterThanOrEqual(second!.committedAt.getTime() + DELAY * 1000);
    const before = (await roundsOf()).length;
    await crash().step();
    expect(await roundsOf()).toHaveLength(before);
    t.clock.set(new Date(second!.beaconAt!.getTime() + 10));
    sync();
    expect(await stepUntilRounds(before + 1)).toHaveLength(before + 1);
    const [, salted] = await chains();
    expect(salted!.salt).toBe(drand.beacon(second!.beaconRound!).randomness);
    expect(salted!.saltFixedAt!.getTime()).toBeGreaterThanOrEqual(salted!.beaconAt!.getTime());
  });
});

describe('a beacon that does not verify', () => {
  it('is refused, and the chain never starts', async () => {
    let now = new Date();
    const forger = await createDrandStandin({
      now: () => now,
      impersonate: { chainHash: drand.info.hash, publicKey: drand.info.public_key },
    }).start();
    const f = await createTestApp({ ...forger.env(), LIVE_BEACON_DELAY_SECONDS: '1' });
    try {
      const driver = f.app.live.drivers.get('crash')!;
      now = f.clock.now;
      await driver.step();
      const [chain] = await f.database.db.select().from(liveChains).where(eq(liveChains.game, 'crash'));
      expect(chain!.beaconSource).toBe(`drand:${drand.info.hash}`);
      f.clock.set(new Date(chain!.beaconAt!.getTime() + 500));
      now = f.clock.now;
      await driver.step();
      await driver.step();
      expect(forger.served.filter((s) => s.path.includes('/public/')).length).toBeGreaterThan(0);
      const [after] = await f.database.db.select().from(liveChains).where(eq(liveChains.game, 'crash'));
      expect(after!.salt).toBeNull();
      expect(await f.database.db.select().from(liveRounds)).toHaveLength(0);
      expect((await f.api('GET', '/live/crash/chain')).data.salt).toBeNull();
    } finally {
      await f.close();
      await forger.close();
    }
  });

  it('a relay serving another chain or key than the pinned one is refused before any announcement', async () => {
    const other = await createDrandStandin({ now: () => new Date() }).start();
    try {
      const pinned = { baseUrl: other.url, delaySeconds: 1 };
      const wrongKey = createDrandBeacon({
        ...pinned,
        chainHash: other.info.hash,
        publicKey: drand.info.public_key,
      });
      await expect(wrongKey.announce(new Date())).rejects.toBeInstanceOf(BeaconRefused);
      const wrongChain = createDrandBeacon({
        ...pinned,
        chainHash: drand.info.hash,
        publicKey: other.info.public_key,
      });
      await expect(wrongChain.announce(new Date())).rejects.toThrow();
      const right = createDrandBeacon({
        ...pinned,
        chainHash: other.info.hash,
        publicKey: other.info.public_key,
      });
      const ref = await right.announce(new Date());
      // A beacon announced on another source is refused too (a chain committed under another beacon).
      await expect(wrongKey.fetch({ ...ref, source: `drand:${drand.info.hash}` })).rejects.toBeInstanceOf(
        BeaconRefused,
      );
    } finally {
      await other.close();
    }
  });
});
