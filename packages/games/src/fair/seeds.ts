import { toHex, utf8Bytes } from './bytes.ts';
import { sha256 } from './sha256.ts';

export const SERVER_SEED_BYTES = 32;
export const CLIENT_SEED_MAX_LENGTH = 64;

const SERVER_SEED = /^[0-9a-f]{64}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse control characters.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The seeds that fully determine a round. Nothing else is an input to any outcome. */
export type FairSeeds = {
  /** 64 lower-case hex characters, secret until the player rotates it. */
  serverSeed: string;
  /** Chosen by the player: 1–64 characters, no control characters. */
  clientSeed: string;
  /** The player's bet counter for this server seed: a non-negative safe integer. */
  nonce: number;
};

/**
 * A new server seed from `randomBytes(32)`. The caller supplies the entropy (the server passes
 * node:crypto's randomBytes) so this package stays free of node imports and is testable.
 */
export function generateServerSeed(randomBytes: (size: number) => Uint8Array): string {
  const bytes = randomBytes(SERVER_SEED_BYTES);
  if (bytes.length !== SERVER_SEED_BYTES) throw new RangeError('randomBytes returned the wrong length');
  return toHex(bytes);
}

/** The commitment shown before play: SHA-256 of the seed's 64 ASCII characters, as hex. */
export function hashServerSeed(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return toHex(sha256(utf8Bytes(serverSeed)));
}

export function isServerSeed(value: string): boolean {
  return SERVER_SEED.test(value);
}

export function isClientSeed(value: string): boolean {
  const length = [...value].length;
  return length >= 1 && length <= CLIENT_SEED_MAX_LENGTH && !CONTROL.test(value);
}

export function isNonce(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** Throws a RangeError naming the first invalid seed field. */
export function assertFairSeeds(seeds: FairSeeds): void {
  assertServerSeed(seeds.serverSeed);
  if (!isClientSeed(seeds.clientSeed)) throw new RangeError('clientSeed must be 1–64 printable characters');
  if (!isNonce(seeds.nonce)) throw new RangeError('nonce must be a non-negative safe integer');
}

function assertServerSeed(serverSeed: string): void {
  if (!isServerSeed(serverSeed)) throw new RangeError('serverSeed must be 64 lower-case hex characters');
}
