import type { FastifyInstance } from 'fastify';
import type { Beacon } from './beacon.ts';
import { createDrandBeacon } from './drand-provider.ts';
import { createSandboxBeacon, type SandboxBeacon } from './sandbox-beacon.ts';

export type { Beacon, BeaconRef } from './beacon.ts';
export { BeaconRefused, BeaconUnavailable } from './beacon.ts';
export type { DrandBeacon, DrandChainInfo } from './drand-verify.ts';
export { timeOfRound, verifyDrandBeacon } from './drand-verify.ts';
export { SANDBOX_DRAND_PATH } from './sandbox-beacon.ts';

/** The beacon LIVE_BEACON names: drand (pinned by DRAND_*) or the in-process sandbox. */
export function createBeacon(app: FastifyInstance): Beacon {
  const { config } = app;
  if (config.liveBeacon === 'drand')
    return createDrandBeacon({
      baseUrl: config.DRAND_URL,
      chainHash: config.DRAND_CHAIN_HASH,
      publicKey: config.DRAND_PUBLIC_KEY,
      delaySeconds: config.liveBeaconDelaySeconds,
    });
  return createSandboxBeacon({
    secret: config.appSecret,
    now: () => app.now(),
    delaySeconds: config.liveBeaconDelaySeconds,
    publicUrl: config.PUBLIC_URL,
  });
}

export function isSandboxBeacon(beacon: Beacon): beacon is SandboxBeacon {
  return beacon.name === 'sandbox' && 'answer' in beacon;
}
