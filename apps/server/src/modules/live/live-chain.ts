import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { needsResealing, seal, unseal } from '../../lib/seal.ts';
import type { Beacon } from '../../providers/beacon/index.ts';
import { liveChains, liveRounds } from './live-schema.ts';

/**
 * The live games' hash chains: a chain's terminating hash is committed, with the public beacon round that
 * will fix its salt, before that round exists and before any of its rounds, game k's hash is SHA-256 applied N−k times to the chain's seed, and the seed
 * is kept sealed under APP_SECRET (lib/seal.ts).
 */

export const CHAIN_LENGTH = 100_000;
const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** How a game's chains are made: the beacon that fixes their salts and the length (tests shorten it). */
export type ChainOptions = { beacon: Beacon; length?: number };
export type ChainRow = typeof liveChains.$inferSelect;

const activeChain = (game: string) => and(eq(liveChains.game, game), isNull(liveChains.retiredAt));

/**
 * The chain of `game` in use, its salt fixed — or null while the salt ceremony is not over. A chain is
 * created when there is none (on first use, and when the last one was used up): the seed is drawn, and
 * the terminating hash is committed in one insert with the beacon round it announces (`announce`: at
 * least LIVE_BEACON_DELAY_SECONDS after the commitment). From then on the row is public. Once the
 * clock reaches the round's time, the beacon is asked: when the round is out and verifies, the salt is
 * its randomness and the signature is kept beside it (the update only fills a null salt, so neither
 * changes afterwards). Until then — the round not produced yet, the beacon unreachable, or an answer
 * that does not verify (BeaconRefused, thrown to the caller) — no round is played on the chain.
 */
export async function ensureChain(
  db: Db,
  game: string,
  now: Date,
  options: ChainOptions,
): Promise<ChainRow | null> {
  let [chain] = await db.select().from(liveChains).where(activeChain(game));
  if (!chain) {
    const announced = await options.beacon.announce(now);
    const length = options.length ?? CHAIN_LENGTH;
    const seed = randomBytes(32).toString('hex');
    let hash = seed;
    for (let i = 0; i < length; i += 1) hash = sha256Hex(hash);
    await db
      .insert(liveChains)
      .values({
        game,
        seed: seal(seed, chainSealContext(game)),
        length,
        terminatingHash: hash,
        committedAt: now,
        beaconSource: announced.source,
        beaconRound: announced.round,
        beaconAt: announced.at,
      })
      .onConflictDoNothing();
    [chain] = await db.select().from(liveChains).where(activeChain(game));
  }
  if (!chain) throw new Error('live chain missing');
  if (chain.salt !== null) return chain;
  if (chain.beaconSource === null || chain.beaconRound === null || chain.beaconAt === null) {
    // A chain committed before the ceremony used a beacon, whose salt was never fixed (a crash between
    // the two steps of then): it announces its round now — still after its commitment.
    const announced = await options.beacon.announce(now);
    await db
      .update(liveChains)
      .set({ beaconSource: announced.source, beaconRound: announced.round, beaconAt: announced.at })
      .where(and(eq(liveChains.id, chain.id), isNull(liveChains.beaconSource), isNull(liveChains.salt)));
    [chain] = await db.select().from(liveChains).where(eq(liveChains.id, chain.id));
    if (!chain || chain.salt !== null) return chain ?? null;
  }
  if (chain.beaconSource === null || chain.beaconRound === null || chain.beaconAt === null) return null;
  if (now.getTime() < chain.beaconAt.getTime()) return null;
  const beacon = await options.beacon.fetch({
    source: chain.beaconSource,
    round: chain.beaconRound,
    at: chain.beaconAt,
  });
  if (!beacon) return null;
  await db
    .update(liveChains)
    .set({ salt: beacon.randomness, saltFixedAt: now, beaconSignature: beacon.signature })
    .where(and(eq(liveChains.id, chain.id), sql`${liveChains.salt} is null`));
  [chain] = await db.select().from(liveChains).where(eq(liveChains.id, chain.id));
  return chain!;
}

/**
 * What a chain's seed is sealed for (lib/seal.ts): its game, so a value copied to another game's chain
 * fails. (Chains of one game share it: a retired chain's seed put on its successor would open, and then
 * break the successor's published terminating hash for everyone to see.)
 */
export const chainSealContext = (game: string) => `live_chains:${game}`;

/**
 * Reseals under the current key the chain seeds stored plain (before sealing existed) or sealed by an
 * earlier APP_SECRET. Run at every start; a row is replaced only if it still holds the value read.
 */
export async function resealChainSeeds(db: Db): Promise<number> {
  const stale = (await db.select().from(liveChains)).filter((c) => needsResealing(c.seed));
  for (const chain of stale) {
    const context = chainSealContext(chain.game);
    await db
      .update(liveChains)
      .set({ seed: seal(unseal(chain.seed, context), context) })
      .where(and(eq(liveChains.id, chain.id), eq(liveChains.seed, chain.seed)));
  }
  return stale.length;
}

/** Game k's hash: SHA-256 applied N−k times to the seed (h_{N−k}); the chain is never kept in memory. */
export function gameHashFromSeed(seed: string, length: number, gameNo: number): string {
  let hash = seed;
  for (let i = 0; i < length - gameNo; i += 1) hash = sha256Hex(hash);
  return hash;
}

/** The chain of `game` in use, or — with `roundId` — the chain that round was played on (it may be retired). */
export async function chainOf(db: Db, game: string, roundId?: bigint) {
  const [chain] = roundId
    ? await db
        .select({ chain: liveChains })
        .from(liveRounds)
        .innerJoin(liveChains, eq(liveChains.id, liveRounds.chainId))
        .where(and(eq(liveRounds.id, roundId), eq(liveRounds.game, game)))
        .then((rows) => rows.map((r) => r.chain))
    : await db.select().from(liveChains).where(activeChain(game));
  return chain ?? null;
}
