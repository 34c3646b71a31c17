import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { closeServer, listen, portOf } from './listening.ts';

/**
 * A local drand relay (vendor/drand/README.md): `GET /{chain hash}/info`, `GET /{chain hash}/public/{round}`
 * and `/public/latest`, for a chain of its own — its own BLS12-381 key, genesis and period (1 s by
 * default) — in drand's `bls-unchained-g1-rfc9380` scheme: signature = the secret key times
 * hash_to_G1(sha256(round as uint64 BE)) with the RFC 9380 G1 DST, randomness = sha256(signature). A round
 * is answered only once its time has come (before: 425 with an error, as drand's relays answer). Written
 * here from the scheme, not from the product's code, so the product's verifier is checked against it.
 */
const DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
const bls = bls12_381.shortSignatures;

export type DrandStandin = Awaited<ReturnType<ReturnType<typeof createDrandStandin>['start']>>;

export function createDrandStandin(options: {
  now: () => Date;
  port?: number;
  period?: number;
  /** Unix seconds; default: 10 periods before now. */
  genesis?: number;
  /**
   * A forger (tests of the refusal): the chain hash and public key it claims in its info, while it signs
   * with its own key.
   */
  impersonate?: { chainHash: string; publicKey: string };
}) {
  const period = options.period ?? 1;
  const genesis = options.genesis ?? Math.floor(options.now().getTime() / 1000) - 10 * period;
  const { secretKey } = bls.keygen();
  const publicKey = Buffer.from(bls.getPublicKey(secretKey).toBytes()).toString('hex');
  const chainHash =
    options.impersonate?.chainHash ??
    sha256(Buffer.from(`standin:${publicKey}:${genesis}:${period}`)).toString('hex');
  const info = {
    public_key: options.impersonate?.publicKey ?? publicKey,
    period,
    genesis_time: genesis,
    hash: chainHash,
    groupHash: sha256(Buffer.from(publicKey, 'hex')).toString('hex'),
    schemeID: 'bls-unchained-g1-rfc9380',
    metadata: { beaconID: 'standin' },
  };
  /** Every answer served, for tests to look at. */
  const served: { path: string; status: number }[] = [];

  const signed = new Map<number, { round: number; randomness: string; signature: string }>();
  function beacon(round: number) {
    const known = signed.get(round);
    if (known) return known;
    const message = Buffer.alloc(8);
    message.writeBigUInt64BE(BigInt(round));
    const point = bls.sign(bls.hash(sha256(message), DST), secretKey);
    const signature = Buffer.from(point.toBytes()).toString('hex');
    const answer = { round, randomness: sha256(Buffer.from(signature, 'hex')).toString('hex'), signature };
    signed.set(round, answer);
    return answer;
  }
  const currentRound = () => Math.floor((options.now().getTime() / 1000 - genesis) / period) + 1;
  const timeOf = (round: number) => genesis + (round - 1) * period;

  let server: Server | null = null;
  return {
    async start() {
      server = createServer((req, res) => {
        const path = (req.url ?? '').split('?')[0]!;
        const send = (status: number, body: unknown) => {
          served.push({ path, status });
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        };
        const match = /^\/([0-9a-f]{64})\/(info|public\/(latest|\d{1,15}))$/.exec(path);
        if (req.method !== 'GET' || !match) return send(404, { error: 'not found' });
        if (match[1] !== chainHash) return send(404, { error: 'unknown chain hash' });
        if (match[2] === 'info') return send(200, info);
        const round = match[3] === 'latest' ? currentRound() : Number(match[3]);
        if (round < 1 || round > currentRound()) return send(425, { error: 'requested future beacon' });
        return send(200, beacon(round));
      });
      await listen(server, options.port);
      const url = `http://127.0.0.1:${portOf(server)}`;
      return {
        url,
        info,
        served,
        beacon,
        timeOf,
        /** The environment that points the product at this beacon. */
        env: (): Record<string, string> => ({
          LIVE_BEACON: 'drand',
          DRAND_URL: url,
          DRAND_CHAIN_HASH: chainHash,
          DRAND_PUBLIC_KEY: info.public_key,
        }),
        close: () => closeServer(server),
      };
    },
  };
}
