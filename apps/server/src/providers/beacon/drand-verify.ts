import { createHash } from 'node:crypto';
import { bls12_381 } from '@noble/curves/bls12-381.js';

/**
 * drand's `bls-unchained-g1-rfc9380` scheme (quicknet): the round's signature is a BLS12-381 short
 * signature — on G1, the public key on G2 — over sha256(round as a big-endian uint64), hashed to G1
 * with RFC 9380's DST below; the round's randomness is sha256(signature). The checks are those of
 * drand-client's `verifyBeacon` (lib/beacon-verification.ts), done with @noble/curves
 * (docs/ARCHITECTURE.md "Providers": why not the drand-client package).
 */
export const DRAND_SCHEME = 'bls-unchained-g1-rfc9380';
export const DRAND_G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

export type DrandBeacon = { round: number; randomness: string; signature: string };
export type DrandChainInfo = {
  public_key: string;
  period: number;
  genesis_time: number;
  hash: string;
  groupHash?: string;
  schemeID: string;
  metadata?: { beaconID?: string };
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
const HEX = /^(?:[0-9a-f]{2})+$/;

/** The message a round's signature signs: sha256 of the round number as 8 big-endian bytes. */
export function roundMessage(round: number): Uint8Array {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(round));
  return sha256(buffer);
}

const bls = bls12_381.shortSignatures;

/**
 * True when `beacon` is round `expectedRound` of the chain whose public key is `publicKey` (96 bytes
 * hex, G2): the round is the one asked for, randomness = sha256(signature), and the signature verifies.
 * Malformed hex or points answer false, never throw.
 */
export function verifyDrandBeacon(publicKey: string, beacon: DrandBeacon, expectedRound: number): boolean {
  if (beacon.round !== expectedRound || !Number.isSafeInteger(beacon.round) || beacon.round < 1) return false;
  if (!HEX.test(beacon.signature) || !HEX.test(beacon.randomness) || !HEX.test(publicKey)) return false;
  const signature = Buffer.from(beacon.signature, 'hex');
  if (sha256(signature).toString('hex') !== beacon.randomness) return false;
  try {
    const message = bls.hash(roundMessage(beacon.round), DRAND_G1_DST);
    return bls.verify(signature, message, Buffer.from(publicKey, 'hex'));
  } catch {
    return false;
  }
}

/** A drand-compatible signer (the sandbox beacon and the tests' stand-in): its own key, the same scheme. */
export function drandSigner(secretKey?: Uint8Array) {
  const { secretKey: key } = secretKey ? { secretKey } : bls.keygen();
  const publicKey = Buffer.from(bls.getPublicKey(key).toBytes()).toString('hex');
  return {
    publicKey,
    sign(round: number): DrandBeacon {
      const point = bls.sign(bls.hash(roundMessage(round), DRAND_G1_DST), key);
      const signature = Buffer.from(point.toBytes()).toString('hex');
      return { round, signature, randomness: sha256(Buffer.from(signature, 'hex')).toString('hex') };
    },
  };
}

/** The round produced at `seconds` (Unix): drand's `round_at` — round 1 at genesis, one each period. */
export function roundAt(info: { genesis_time: number; period: number }, seconds: number): number {
  if (seconds < info.genesis_time) return 1;
  return Math.floor((seconds - info.genesis_time) / info.period) + 1;
}

/** When round `round` is produced (Unix seconds): genesis + (round − 1) · period. */
export function timeOfRound(info: { genesis_time: number; period: number }, round: number): number {
  return info.genesis_time + (round - 1) * info.period;
}
