import { createHash, hkdfSync } from 'node:crypto';
import type { Beacon } from './beacon.ts';
import { createDrandBeacon } from './drand-provider.ts';
import { DRAND_SCHEME, type DrandChainInfo, drandSigner, roundAt } from './drand-verify.ts';

/**
 * The sandbox beacon (development and tests only; config/env.ts refuses it in production): a
 * drand-compatible chain of this deployment — its own BLS key derived from APP_SECRET, a round every
 * second — answered in-process through the same client and verifier as drand, against the app's clock
 * (a round is produced once the clock reaches its time). Its rounds are also served over HTTP at
 * /api/v2/dev/drand/{chain hash}/… (a development helper), the address the chain endpoint links.
 */
export const SANDBOX_GENESIS = 1_600_000_000;
export const SANDBOX_PERIOD = 1;
/** Where the live module serves the sandbox chain's rounds, under /api/v2 (a development helper). */
export const SANDBOX_DRAND_PATH = '/dev/drand';

export type SandboxBeacon = Beacon & {
  info: DrandChainInfo;
  /** drand's answer to GET {chain hash}{path} at `now`: the info, a produced round, or 425 before its time. */
  answer(path: string, now: Date): { status: number; json: unknown };
};

export function createSandboxBeacon(options: {
  secret: string;
  now: () => Date;
  delaySeconds: number;
  publicUrl: string;
}): SandboxBeacon {
  // Made on first use: deriving the key costs a G2 multiplication, which most test apps never need.
  let built: ReturnType<typeof build> | null = null;
  const lazy = () => {
    built ??= build(options);
    return built;
  };
  return {
    name: 'sandbox',
    get source() {
      return lazy().beacon.source;
    },
    get publicKey() {
      return lazy().beacon.publicKey;
    },
    get info() {
      return lazy().info;
    },
    announce: (now) => lazy().beacon.announce(now),
    fetch: (ref) => lazy().beacon.fetch(ref),
    howToVerify: (ref) => lazy().beacon.howToVerify(ref),
    answer: (path, now) => lazy().answer(path, now),
  };
}

function build(options: { secret: string; now: () => Date; delaySeconds: number; publicUrl: string }) {
  const seed = Buffer.from(hkdfSync('sha256', options.secret, 'jogo-limpo', 'sandbox-beacon', 32));
  const signer = drandSigner(seed);
  const hash = createHash('sha256')
    .update(`${signer.publicKey}:${SANDBOX_GENESIS}:${SANDBOX_PERIOD}`)
    .digest('hex');
  const info: DrandChainInfo = {
    public_key: signer.publicKey,
    period: SANDBOX_PERIOD,
    genesis_time: SANDBOX_GENESIS,
    hash,
    groupHash: hash,
    schemeID: DRAND_SCHEME,
    metadata: { beaconID: 'sandbox' },
  };
  function answer(path: string, now: Date) {
    if (path === '/info') return { status: 200, json: info };
    const match = /^\/public\/(latest|\d{1,15})$/.exec(path);
    if (!match) return { status: 404, json: { error: 'not found' } };
    const current = roundAt(info, Math.floor(now.getTime() / 1000));
    const round = match[1] === 'latest' ? current : Number(match[1]);
    if (round < 1 || round > current) return { status: 425, json: { error: 'round not produced yet' } };
    return { status: 200, json: signer.sign(round) };
  }
  const base = `${options.publicUrl.replace(/\/+$/, '')}/api/v2${SANDBOX_DRAND_PATH}`;
  const beacon = createDrandBeacon(
    {
      baseUrl: base,
      chainHash: hash,
      publicKey: signer.publicKey,
      delaySeconds: options.delaySeconds,
      transport: async (url) => answer(url.slice(`${base}/${hash}`.length), options.now()),
    },
    'sandbox',
  );
  return { beacon, info, answer };
}
