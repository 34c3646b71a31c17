import type { FastifyInstance } from 'fastify';
import type { CallbackAction, CallbackRequest } from '../../src/providers/games/index.ts';
import {
  encodeCallback,
  isWireAnswer,
  SANDBOX_SEAMLESS,
  signedHeaders,
} from '../../src/providers/games/index.ts';

/**
 * What the conformance suite needs to drive one seamless adapter: the platform it serves, how that
 * platform writes a signed callback, and how to read our answer in its format. The app under test
 * serves the adapter through its configuration (GAME_PROVIDERS). Add a target for a new adapter here
 * and run `CONFORMANCE_TARGET=<name> npm run test:conformance`.
 */
export type ConformanceTarget = {
  name: string;
  platform: string;
  /** The callback as the platform sends it. `signWith` overrides the secret (a forged signature). */
  encode(
    app: FastifyInstance,
    action: CallbackAction,
    request: Omit<CallbackRequest, 'action'>,
    options: { now: Date; signWith?: string },
  ): { body: string; headers: Record<string, string> };
  /** Our answer read back: success, the error in our terms, the balance in centavos when given. */
  decode(body: string): { ok: boolean; error: string | null; balance: bigint | null };
};

let requests = 0;

const sandbox: ConformanceTarget = {
  name: 'sandbox',
  platform: SANDBOX_SEAMLESS,
  encode(app, _action, request, { now, signWith }) {
    requests += 1;
    const body = encodeCallback(`req-${requests}`, request);
    const secret = signWith ?? app.sandboxGames!.secretOf(SANDBOX_SEAMLESS);
    return { body, headers: signedHeaders(body, now, secret) };
  },
  decode(body) {
    const json: unknown = JSON.parse(body);
    if (!isWireAnswer(json)) throw new Error(`not a wallet answer: ${body}`);
    return {
      ok: json.status === 'RS_OK',
      error: json.status === 'RS_OK' ? null : json.status.replace(/^RS_ERROR_/, ''),
      balance: json.balance === undefined ? null : BigInt(json.balance.replace('.', '')),
    };
  },
};

export const TARGETS: Record<string, ConformanceTarget> = { sandbox };

export function selectedTarget(): ConformanceTarget {
  const name = process.env.CONFORMANCE_TARGET ?? 'sandbox';
  const target = TARGETS[name];
  if (!target)
    throw new Error(`unknown CONFORMANCE_TARGET ${name}; known: ${Object.keys(TARGETS).join(', ')}`);
  return target;
}
