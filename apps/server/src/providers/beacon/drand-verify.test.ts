import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { announceRound } from './drand-provider.ts';
import { drandSigner, roundAt, timeOfRound, verifyDrandBeacon } from './drand-verify.ts';
import { DRAND_QUICKNET } from './quicknet.ts';

/**
 * The verifier against drand's real beacons (vendor/drand): quicknet's round 1000 and drand-client's
 * `walkthrough` round 38 verify; each one tampered — round, signature, randomness, public key — does not.
 * This is what shows the adapter implements drand's scheme, not one of its own.
 */
const vendor = new URL('../../../../../vendor/drand/', import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(new URL(name, vendor), 'utf8'));
const quicknetInfo = read('quicknet.json');
const vectors = read('vectors.json');
const cases = [
  { name: 'quicknet round 1000', key: quicknetInfo.public_key as string, beacon: vectors.quicknet.beacon },
  {
    name: 'walkthrough round 38',
    key: vectors.walkthrough.info.public_key as string,
    beacon: vectors.walkthrough.beacon,
  },
];

/** Flips one bit of a hex string at a byte. */
const flip = (hex: string, byte = 5) => {
  const bytes = Buffer.from(hex, 'hex');
  bytes[byte]! ^= 0x01;
  return bytes.toString('hex');
};

describe('drand beacon verification (bls-unchained-g1-rfc9380)', () => {
  it('pins quicknet as vendored', () => {
    expect(quicknetInfo).toMatchObject({
      hash: DRAND_QUICKNET.chainHash,
      public_key: DRAND_QUICKNET.publicKey,
      period: DRAND_QUICKNET.period,
      genesis_time: DRAND_QUICKNET.genesisTime,
      schemeID: 'bls-unchained-g1-rfc9380',
    });
  });

  for (const { name, key, beacon } of cases) {
    it(`accepts ${name} and refuses it tampered`, () => {
      expect(verifyDrandBeacon(key, beacon, beacon.round)).toBe(true);
      // Another round: the one asked for, or the one the beacon claims.
      expect(verifyDrandBeacon(key, beacon, beacon.round + 1)).toBe(false);
      expect(verifyDrandBeacon(key, { ...beacon, round: beacon.round + 1 }, beacon.round + 1)).toBe(false);
      // A signature, randomness or key changed by one bit.
      expect(verifyDrandBeacon(key, { ...beacon, signature: flip(beacon.signature) }, beacon.round)).toBe(
        false,
      );
      expect(verifyDrandBeacon(key, { ...beacon, randomness: flip(beacon.randomness) }, beacon.round)).toBe(
        false,
      );
      expect(verifyDrandBeacon(flip(key, 40), beacon, beacon.round)).toBe(false);
      // Garbage never throws.
      expect(verifyDrandBeacon(key, { ...beacon, signature: 'zz' }, beacon.round)).toBe(false);
      expect(verifyDrandBeacon('00', beacon, beacon.round)).toBe(false);
    });
  }

  it('refuses one chain’s beacon under the other chain’s key', () => {
    expect(verifyDrandBeacon(cases[1]!.key, cases[0]!.beacon, cases[0]!.beacon.round)).toBe(false);
    expect(verifyDrandBeacon(cases[0]!.key, cases[1]!.beacon, cases[1]!.beacon.round)).toBe(false);
  });

  it('a signer of its own (sandbox, stand-in) makes beacons the same verifier accepts under its key only', () => {
    const signer = drandSigner();
    const beacon = signer.sign(42);
    expect(verifyDrandBeacon(signer.publicKey, beacon, 42)).toBe(true);
    expect(verifyDrandBeacon(quicknetInfo.public_key, beacon, 42)).toBe(false);
  });

  it('numbers rounds as drand does: round 1 at genesis, one per period', () => {
    const info = { genesis_time: quicknetInfo.genesis_time, period: 3 };
    expect(roundAt(info, info.genesis_time)).toBe(1);
    expect(roundAt(info, info.genesis_time + 2)).toBe(1);
    expect(roundAt(info, info.genesis_time + 3)).toBe(2);
    expect(timeOfRound(info, 1000)).toBe(info.genesis_time + 2997);
    // Announced: the first round at least the delay after now (strictly after the commitment).
    const now = new Date((info.genesis_time + 2997 - 30 + 0.5) * 1000);
    const announced = announceRound(info, now, 30);
    expect(announced.round).toBe(1001);
    expect(announced.at.getTime() / 1000).toBe(info.genesis_time + 3000);
    expect(announced.at.getTime()).toBeGreaterThanOrEqual(now.getTime() + 30_000);
    // Delay 0 (tests only): the round current at now.
    expect(announceRound(info, now, 0).at.getTime()).toBeLessThanOrEqual(now.getTime());
  });
});
