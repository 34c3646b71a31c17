import { z } from 'zod';
import type { CallbackAction, CallbackAnswer, CallbackError, CallbackRequest } from './game-provider.ts';

/**
 * The sandbox aggregator's wallet protocol, modelled on Hub88's operator wallet API: JSON bodies with
 * snake_case fields, amounts as decimal strings, a `request_id` per network call, and answers
 * `{status: "RS_OK" | "RS_ERROR_…", balance, currency}` with HTTP 200 (the balance is always sent, also
 * with an error, so that the game can show it). Both sides use this file: our adapter to read the
 * callbacks and write answers, the aggregator (and the conformance suite) to write and read them.
 */

const id = z.string().min(1).max(64);
const text = z.string().max(64);

const callbackBody = z.strictObject({
  request_id: id,
  player_id: z.string().min(1).max(20),
  currency: z.string().min(3).max(3),
  session: z.string().max(512).optional(),
  transaction_id: id.optional(),
  round_id: text.optional(),
  game_id: text.optional(),
  amount: z.string().max(32).optional(),
  reference_transaction_id: id.optional(),
  win_transaction_id: id.optional(),
  win_amount: z.string().max(32).optional(),
});
export type CallbackBody = z.infer<typeof callbackBody>;

/** Which fields each action must carry (the rest are optional). */
const REQUIRED: Record<CallbackAction, (keyof CallbackBody)[]> = {
  balance: [],
  bet: ['transaction_id', 'round_id', 'amount'],
  win: ['transaction_id', 'round_id', 'amount'],
  // Found by the bet's transaction id alone: no round, game or amount needed.
  rollback: ['transaction_id', 'reference_transaction_id'],
  bet_win: ['transaction_id', 'round_id', 'amount', 'win_transaction_id', 'win_amount'],
};

export function decodeCallback(action: CallbackAction, rawBody: string): CallbackRequest | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = callbackBody.safeParse(json);
  if (!parsed.success) return null;
  const b = parsed.data;
  if (REQUIRED[action].some((field) => b[field] === undefined)) return null;
  return {
    action,
    playerId: b.player_id,
    currency: b.currency,
    session: b.session,
    transactionId: b.transaction_id,
    roundId: b.round_id,
    gameId: b.game_id,
    amount: b.amount,
    referenceId: b.reference_transaction_id,
    winTransactionId: b.win_transaction_id,
    winAmount: b.win_amount,
  };
}

export function encodeCallback(requestId: string, request: Omit<CallbackRequest, 'action'>): string {
  const body: CallbackBody = {
    request_id: requestId,
    player_id: request.playerId,
    currency: request.currency,
    session: request.session,
    transaction_id: request.transactionId,
    round_id: request.roundId,
    game_id: request.gameId,
    amount: request.amount,
    reference_transaction_id: request.referenceId,
    win_transaction_id: request.winTransactionId,
    win_amount: request.winAmount,
  };
  return JSON.stringify(body);
}

export type WireStatus = 'RS_OK' | `RS_ERROR_${CallbackError}`;

export type WireAnswer = { status: WireStatus; balance?: string; currency: 'BRL'; transaction_id?: string };

const decimal = (cents: bigint) => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

export function encodeAnswer(answer: CallbackAnswer): WireAnswer {
  if (answer.ok) {
    return {
      status: 'RS_OK',
      balance: decimal(answer.balance),
      currency: 'BRL',
      ...(answer.transactionId ? { transaction_id: answer.transactionId } : {}),
    };
  }
  return {
    status: `RS_ERROR_${answer.error}`,
    ...(answer.balance !== undefined ? { balance: decimal(answer.balance) } : {}),
    currency: 'BRL',
  };
}

export function isWireAnswer(body: unknown): body is WireAnswer {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as WireAnswer).status === 'string' &&
    /^RS_(OK|ERROR_[A-Z_]+)$/.test((body as WireAnswer).status)
  );
}
