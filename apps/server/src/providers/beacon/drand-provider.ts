import { z } from 'zod';
import { type Beacon, type BeaconRef, BeaconRefused, BeaconUnavailable } from './beacon.ts';
import {
  DRAND_SCHEME,
  type DrandChainInfo,
  roundAt,
  timeOfRound,
  verifyDrandBeacon,
} from './drand-verify.ts';

/**
 * drand's HTTP API (vendor/drand/README.md): `GET {base}/{chain hash}/info` and
 * `GET {base}/{chain hash}/public/{round}` (an error status while the round is not produced). The chain
 * hash and public key are pinned by configuration; the info the relay serves must match both (and the
 * scheme), and every beacon is verified against the pinned key before it is used — a relay is trusted for
 * nothing.
 */
export type DrandConfig = {
  baseUrl: string;
  chainHash: string;
  publicKey: string;
  delaySeconds: number;
  timeoutMs?: number;
  /** How a path under {base}/{chain hash} is asked (default: HTTP); the sandbox answers in-process. */
  transport?: Transport;
};

/** Answers a GET of `path` under {base}/{chain hash}: drand's status and JSON body. */
export type Transport = (url: string) => Promise<{ status: number; json: unknown }>;

const httpTransport =
  (timeoutMs: number): Transport =>
  async (url) => {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new BeaconUnavailable(`drand unreachable: ${(error as Error).name}`);
    }
    return { status: response.status, json: await response.json().catch(() => null) };
  };

const infoShape = z.object({
  public_key: z.string(),
  period: z.number().int().min(1),
  genesis_time: z.number().int().min(0),
  hash: z.string(),
  groupHash: z.string().optional(),
  schemeID: z.string(),
  metadata: z.object({ beaconID: z.string().optional() }).optional(),
});
const beaconShape = z.object({
  round: z.number().int(),
  randomness: z.string(),
  signature: z.string(),
});

/** Announces the round produced at least `delaySeconds` after `now` (0: the round current at `now`). */
export function announceRound(
  info: { genesis_time: number; period: number },
  now: Date,
  delaySeconds: number,
): { round: number; at: Date } {
  const seconds = now.getTime() / 1000;
  let round = roundAt(info, Math.floor(seconds));
  if (delaySeconds > 0) {
    round = roundAt(info, Math.floor(seconds + delaySeconds));
    while (timeOfRound(info, round) < seconds + delaySeconds) round += 1;
  }
  return { round, at: new Date(timeOfRound(info, round) * 1000) };
}

export function createDrandBeacon(config: DrandConfig, kind: 'drand' | 'sandbox' = 'drand'): Beacon {
  const base = config.baseUrl.replace(/\/+$/, '');
  const source = `${kind}:${config.chainHash}`;
  const transport = config.transport ?? httpTransport(config.timeoutMs ?? 5_000);
  let info: DrandChainInfo | null = null;
  const get = (path: string) => transport(`${base}/${config.chainHash}${path}`);

  async function chainInfo(): Promise<DrandChainInfo> {
    if (info) return info;
    const response = await get('/info');
    if (response.status !== 200) throw new BeaconUnavailable(`drand info answered ${response.status}`);
    const parsed = infoShape.safeParse(response.json);
    if (!parsed.success) throw new BeaconRefused('drand info is not a chain info');
    const got = parsed.data;
    if (got.hash !== config.chainHash)
      throw new BeaconRefused(`drand serves chain ${got.hash}, not the pinned one`);
    if (got.public_key !== config.publicKey)
      throw new BeaconRefused('drand chain info carries another public key than the pinned one');
    if (got.schemeID !== DRAND_SCHEME)
      throw new BeaconRefused(`drand scheme ${got.schemeID} is not ${DRAND_SCHEME}`);
    info = got;
    return info;
  }

  return {
    name: kind,
    source,
    publicKey: config.publicKey,
    async announce(now) {
      const { round, at } = announceRound(await chainInfo(), now, config.delaySeconds);
      return { source, round, at };
    },
    async fetch(ref: BeaconRef) {
      if (ref.source !== source)
        throw new BeaconRefused(`announced on ${ref.source}, this beacon is ${source}`);
      await chainInfo();
      const response = await get(`/public/${ref.round}`);
      // drand answers an error status (404/425) for a round it has not produced yet.
      if (response.status === 404 || response.status === 425) return null;
      if (response.status !== 200)
        throw new BeaconUnavailable(`drand round ${ref.round} answered ${response.status}`);
      const parsed = beaconShape.safeParse(response.json);
      if (!parsed.success) throw new BeaconRefused(`drand round ${ref.round} is not a beacon`);
      const beacon = parsed.data;
      if (beacon.round !== ref.round)
        throw new BeaconRefused(`asked round ${ref.round}, got ${beacon.round}`);
      if (!verifyDrandBeacon(config.publicKey, beacon, ref.round))
        throw new BeaconRefused(`drand round ${ref.round} does not verify with the pinned public key`);
      return { round: beacon.round, randomness: beacon.randomness, signature: beacon.signature };
    },
    howToVerify(ref) {
      return `${base}/${ref.source.slice(ref.source.indexOf(':') + 1)}/public/${ref.round}`;
    },
  };
}
