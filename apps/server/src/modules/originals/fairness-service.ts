import { randomBytes } from 'node:crypto';
import type { FairnessInfo } from '@jl/core';
import { generateServerSeed, hashServerSeed, isClientSeed } from '@jl/games';
import type { Db, Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import {
  advanceNonce,
  findActiveSeed,
  findLastRevealedSeed,
  insertActiveSeed,
  lockActiveSeedForSession,
  lockSeedsOf,
  revealSeed,
  type SeedRow,
  type SessionState,
  updateClientSeed,
} from './rounds-repository.ts';

/**
 * Provably fair seeds (docs/GAMES.md "Fairness in the product"). Each player has one active
 * server seed, drawn from node:crypto and shown only as its SHA-256 until the player rotates it; a
 * client seed they may change at any time; and a nonce that counts their rounds on this server seed.
 * The active seed row is also the lock that serialises a player's rounds.
 */

const nodeRandom = (size: number) => new Uint8Array(randomBytes(size));

/** A fresh client seed for a player who has not chosen one: 16 random hex characters. */
export function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = generateServerSeed(nodeRandom);
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

/**
 * The player's active seed, locked until `tx` ends (created on first use). Every operation that
 * reads or moves the nonce or changes the seeds goes through here, so they are serial per player
 * (the player's seed lock, then the row, so that concurrent rotations, seed changes and plays queue).
 */
export async function lockActiveSeed(tx: Executor, memberId: bigint): Promise<SeedRow> {
  // The read is sent behind the lock without waiting for it (pipelined on PostgreSQL): the server runs
  // it, and takes its snapshot, only once the lock is granted.
  const [, found] = await Promise.all([lockSeedsOf(tx, memberId), findActiveSeed(tx, memberId, true)]);
  if (found) return found;
  await insertActiveSeed(tx, { memberId, clientSeed: defaultClientSeed(), ...newServerSeed() });
  const created = await findActiveSeed(tx, memberId, true);
  if (!created) throw new Error(`active seed of member ${memberId} could not be created`);
  return created;
}

/**
 * `lockActiveSeed` that also reads, in the same statement, whether the request's session may still be
 * used (revoked, expired or disabled since the per-process session cache answered).
 */
export async function lockActiveSeedOfSession(
  tx: Executor,
  memberId: bigint,
  sessionId: bigint,
  now: Date,
): Promise<{ seed: SeedRow; session: SessionState }> {
  // The player's seed lock first, in its own statement (its snapshot must come after the wait); the
  // read is sent behind it in the same batch (see lockActiveSeed).
  const [, found] = await Promise.all([
    lockSeedsOf(tx, memberId),
    lockActiveSeedForSession(tx, memberId, sessionId, now),
  ]);
  return { seed: found.seed ?? (await lockActiveSeed(tx, memberId)), session: found.session };
}

export function assertClientSeed(clientSeed: string): void {
  if (!isClientSeed(clientSeed)) refuse('CLIENT_SEED_INVALID', { field: 'client_seed' });
}

async function fairnessOf(db: Executor, active: SeedRow): Promise<FairnessInfo> {
  const previous = await findLastRevealedSeed(db, active.memberId);
  return {
    server_seed_hash: active.serverSeedHash,
    client_seed: active.clientSeed,
    nonce: Number(active.nonce),
    previous: previous
      ? {
          server_seed: previous.serverSeed,
          server_seed_hash: previous.serverSeedHash,
          client_seed: previous.clientSeed,
          last_nonce: previous.nonce > 0n ? Number(previous.nonce - 1n) : null,
        }
      : null,
  };
}

/** `GET /game/fairness`: the commitment, the client seed, the next nonce and the last revealed seed. */
export async function getFairness(db: Db, memberId: bigint): Promise<FairnessInfo> {
  const active =
    (await findActiveSeed(db, memberId, false)) ??
    (await db.transaction((tx) => lockActiveSeed(tx, memberId)));
  return fairnessOf(db, active);
}

/**
 * Sets the client seed of the active server seed. The nonce carries on: every round stores the client
 * seed it was played with, and (server seed, client seed, nonce) never repeats.
 */
export async function setClientSeed(db: Db, memberId: bigint, clientSeed: string): Promise<FairnessInfo> {
  assertClientSeed(clientSeed);
  return db.transaction(async (tx) => {
    const active = await lockActiveSeed(tx, memberId);
    if (active.clientSeed !== clientSeed) await updateClientSeed(tx, active.id, clientSeed);
    return fairnessOf(tx, { ...active, clientSeed });
  });
}

/**
 * Reveals the active server seed and starts a new one (nonce 0, same client seed). Waits for a round in
 * progress (same lock), so a revealed seed is never used again.
 */
export async function rotateSeed(db: Db, memberId: bigint, now: Date): Promise<FairnessInfo> {
  return db.transaction(async (tx) => {
    const active = await lockActiveSeed(tx, memberId);
    await revealSeed(tx, active, now);
    await insertActiveSeed(tx, { memberId, clientSeed: active.clientSeed, ...newServerSeed() });
    const next = await findActiveSeed(tx, memberId, true);
    if (!next) throw new Error(`new seed of member ${memberId} was not created`);
    return fairnessOf(tx, next);
  });
}

/**
 * Takes the next nonce of the player's active seed for a draw outside the originals (the activity
 * wheel): locks the seed row until `tx` ends and moves the nonce past the one returned, so a draw and
 * a round never share (server seed, client seed, nonce). Returns the seeds of the draw.
 */
export async function takeFairNonce(tx: Executor, memberId: bigint): Promise<SeedRow> {
  const seed = await lockActiveSeed(tx, memberId);
  if (!(await advanceNonce(tx, seed.id, seed.nonce)))
    throw new Error(`seed ${seed.id} moved past nonce ${seed.nonce} while locked`);
  return seed;
}
