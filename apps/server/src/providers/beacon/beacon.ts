import type { DrandBeacon } from './drand-verify.ts';

/**
 * A public randomness beacon for the live games' salt ceremony (docs/GAMES.md "Live games in the
 * product"): a chain's commitment announces a future round of the beacon, and the salt is that round's
 * randomness once it is produced — so nobody, the operator included, knew the salt when the chain was
 * committed.
 */
export type BeaconRef = {
  /** Which beacon: `drand:<chain hash>` (the League of Entropy) or `sandbox:<chain hash>` (development). */
  source: string;
  round: number;
  /** When the round is produced: genesis + (round − 1) · period. */
  at: Date;
};

export type Beacon = {
  /** `drand` or `sandbox`. */
  readonly name: string;
  /** The source every reference of this beacon carries. */
  readonly source: string;
  /** The beacon's round produced at least `delaySeconds` after `now` (with 0: the round current at `now`). */
  announce(now: Date): Promise<BeaconRef>;
  /**
   * The announced round, verified: null while it is not produced yet. Throws BeaconRefused when the
   * beacon is not the pinned one, the round is another, or the signature or randomness do not verify.
   */
  fetch(ref: BeaconRef): Promise<DrandBeacon | null>;
  /** The public address where anyone reads the round (drand's HTTP API: {base}/{chain hash}/public/{round}). */
  howToVerify(ref: Pick<BeaconRef, 'source' | 'round'>): string;
  /** The chain's public key (G2, hex) and its schedule, published beside the verify address. */
  readonly publicKey: string;
};

/** A beacon answer that must not be used: a wrong chain, key, round, signature or randomness. */
export class BeaconRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BeaconRefused';
  }
}

/** A beacon that could not be reached or answered unexpectedly (the game waits and asks again). */
export class BeaconUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BeaconUnavailable';
  }
}
