import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DrandBeacon, verifyDrandBeacon } from '../src/providers/beacon/index.ts';
import { createDrandStandin, type DrandStandin } from './standins/drand.ts';

/**
 * The drand stand-in serves drand's HTTP API for a chain of its own: the info, a round only once its time
 * has come (425 before, as drand's relays answer), and beacons the product's verifier accepts under the
 * stand-in's key — as it accepts drand's real ones (providers/beacon/drand-verify.test.ts).
 */
let now = new Date('2026-11-27T12:00:00.250Z');
let drand: DrandStandin;
beforeAll(async () => {
  drand = await createDrandStandin({ now: () => now, period: 1 }).start();
});
afterAll(() => drand.close());

const get = async (path: string) => {
  const response = await fetch(`${drand.url}/${drand.info.hash}${path}`);
  return { status: response.status, json: (await response.json()) as DrandBeacon & Record<string, unknown> };
};

describe('drand stand-in', () => {
  it('serves its chain info in drand’s shape', async () => {
    const info = await get('/info');
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({
      public_key: drand.info.public_key,
      period: 1,
      genesis_time: drand.info.genesis_time,
      hash: drand.info.hash,
      schemeID: 'bls-unchained-g1-rfc9380',
      metadata: { beaconID: 'standin' },
    });
    expect(info.json.public_key as string).toMatch(/^[0-9a-f]{192}$/);
    expect((await fetch(`${drand.url}/${'0'.repeat(64)}/info`)).status).toBe(404);
  });

  it('answers a round once its time has come, with a beacon that verifies under its key only', async () => {
    const latest = await get('/public/latest');
    const round = latest.json.round;
    expect(drand.timeOf(round)).toBeLessThanOrEqual(now.getTime() / 1000);
    expect(drand.timeOf(round + 1)).toBeGreaterThan(now.getTime() / 1000);
    expect(verifyDrandBeacon(drand.info.public_key, latest.json, round)).toBe(true);
    const next = await get(`/public/${round + 1}`);
    expect(next.status).toBe(425);
    now = new Date(drand.timeOf(round + 1) * 1000);
    const produced = await get(`/public/${round + 1}`);
    expect(produced.status).toBe(200);
    expect(produced.json.round).toBe(round + 1);
    expect(verifyDrandBeacon(drand.info.public_key, produced.json, round + 1)).toBe(true);
    expect(verifyDrandBeacon(drand.info.public_key, produced.json, round)).toBe(false);
  });

  it('a forger claiming its chain and key signs beacons that do not verify', async () => {
    const forger = await createDrandStandin({
      now: () => now,
      impersonate: { chainHash: drand.info.hash, publicKey: drand.info.public_key },
    }).start();
    try {
      const response = await fetch(`${forger.url}/${drand.info.hash}/public/latest`);
      const beacon = (await response.json()) as DrandBeacon;
      expect(verifyDrandBeacon(drand.info.public_key, beacon, beacon.round)).toBe(false);
    } finally {
      await forger.close();
    }
  });
});
