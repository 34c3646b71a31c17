import { fromHex, toHex, utf8Bytes } from '../fair/bytes.ts';
import { hmacSha256 } from '../fair/hmac.ts';
import { sha256 } from '../fair/sha256.ts';

/**
 * The hash chain of a live game (bustabit's scheme). The operator draws a secret seed `s` and computes
 * h_1 = SHA-256(s), h_{i+1} = SHA-256(h_i) up to h_N, and publishes h_N (the terminating hash) before
 * the first game. Games use the chain in reverse: game 1 uses h_{N-1}, game k uses h_{N-k}, so each
 * game's hash is the pre-image of the previous game's, which nobody but the operator can compute —
 * and the operator committed to all of them at once. A salt fixed and published after that commitment
 * is mixed into every result, so the operator could not have picked a chain that favours the house.
 */

const HEX64 = /^[0-9a-f]{64}$/;

export function isGameHash(value: string): boolean {
  return HEX64.test(value);
}

/** SHA-256 of a game hash's 32 bytes, as hex: the previous game's hash. */
export function previousHash(gameHash: string): string {
  if (!isGameHash(gameHash)) throw new RangeError('a game hash is 64 lowercase hex digits');
  return toHex(sha256(fromHex(gameHash)));
}

/**
 * The chain from a secret seed (64 hex digits): `length` hashes, index 0 = h_1 … index length-1 = h_N.
 * The last one is the terminating hash to publish; game k (1-based) uses index length-1-k.
 */
export function buildChain(seed: string, length: number): string[] {
  if (!Number.isInteger(length) || length < 2) throw new RangeError('a chain needs at least 2 hashes');
  const chain: string[] = [];
  let hash = previousHash(seed);
  for (let i = 0; i < length; i += 1) {
    chain.push(hash);
    hash = previousHash(hash);
  }
  return chain;
}

/** The hash game `game` (1-based) uses in a chain of `chain.length` hashes. */
export function gameHashOf(chain: readonly string[], game: number): string {
  const hash = chain[chain.length - 1 - game];
  if (!hash) throw new RangeError(`the chain has no game ${game}`);
  return hash;
}

/**
 * Checks that `gameHash` is the hash of game `game` under `terminatingHash`: hashing it `game` times
 * gives the terminating hash. Answers false for a tampered or misplaced hash.
 */
export function verifyChainLink(terminatingHash: string, gameHash: string, game: number): boolean {
  if (!isGameHash(terminatingHash) || !isGameHash(gameHash) || !(Number.isInteger(game) && game >= 1))
    return false;
  let hash = gameHash;
  for (let i = 0; i < game; i += 1) hash = previousHash(hash);
  return hash === terminatingHash;
}

/** HMAC-SHA256 keyed by the game hash's bytes over the salt's text: the bytes every result reads. */
export function gameBytes(gameHash: string, salt: string): Uint8Array {
  if (!isGameHash(gameHash)) throw new RangeError('a game hash is 64 lowercase hex digits');
  return hmacSha256(fromHex(gameHash), utf8Bytes(salt));
}
