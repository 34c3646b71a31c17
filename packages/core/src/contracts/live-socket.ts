import { z } from 'zod';
import { ERROR_CODES } from '../errors/index.ts';
import { LIVE_GAMES, liveBetBody, liveBetResult, liveCashoutResult, liveSnapshot } from './live.ts';

/**
 * The live games' WebSocket `/live/socket` (docs/API.md "Live games"): JSON text messages, one object
 * each. The server parses every client message with `liveClientMessage` (a refusal names the field, as
 * over HTTP) and handles a socket's messages one at a time in the order sent; what it sends is
 * `liveServerMessage`. Money and multipliers as over HTTP; `m`, `bust`, `auto` are hundredths.
 */

const game = z.enum(LIVE_GAMES);
/** The client's own label of a request, echoed in its reply (null in a refusal when unreadable). */
const requestId = z.union([z.string().max(100), z.number()]);
/** Server-side sequence numbers: integers far beyond 2^32 (a driver starts at its clock × 1000). */
const seq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

// ---- Client → server -----------------------------------------------------------------------------

/** Signs the socket in with the session's token: bets and cash-outs then go through. */
export const liveAuthMessage = z.strictObject({
  type: z.literal('auth'),
  id: requestId.optional(),
  token: z.string().max(200),
});

/**
 * Follows a game: a snapshot, then its messages. `after` (the last `seq` seen) asks for the missed
 * messages instead; a snapshot answers when they are not all kept or `after` is ahead of the server.
 */
export const liveSubMessage = z.strictObject({
  type: z.literal('sub'),
  id: requestId.optional(),
  game,
  after: seq.optional(),
});

/** A bet, as `POST /live/:game/bet` takes it; `key` is its Idempotency-Key. */
export const liveBetMessage = liveBetBody.extend({
  type: z.literal('bet'),
  id: requestId.optional(),
  game,
  key: z
    .string()
    .regex(/^[\w-]{8,100}$/)
    .optional(),
});

/** Cashes out the socket's player's running crash bet. */
export const liveCashoutMessage = z.strictObject({ type: z.literal('cashout'), id: requestId.optional() });

export const liveClientMessage = z.discriminatedUnion('type', [
  liveAuthMessage,
  liveSubMessage,
  liveBetMessage,
  liveCashoutMessage,
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;
/** The messages answered by a `reply` (with the `data` of `LiveReplyData` when they succeed). */
export type LiveRequest = Exclude<LiveClientMessage, { type: 'sub' }>;

// ---- Server → client -----------------------------------------------------------------------------

const numbered = { game, seq };
const round = z.string();

/**
 * A round opens and takes bets until `bettingEndsAt` (epoch ms, the server's clock); `min` is a bet's
 * minimum, `max` a player's maximum on the round (decimal strings, the table's limits when it opened).
 */
export const liveBettingMessage = z.strictObject({
  type: z.literal('betting'),
  ...numbered,
  round,
  gameNo: z.number().int(),
  bettingEndsAt: z.number(),
  min: z.string(),
  max: z.string(),
});
export const liveRunningMessage = z.strictObject({
  type: z.literal('running'),
  ...numbered,
  round,
  startedAt: z.number(),
});
/** Crash, every 100 ms while it runs: the multiplier `m` at the server's time `t`. */
export const liveTickMessage = z.strictObject({
  type: z.literal('tick'),
  ...numbered,
  round,
  m: z.number().int(),
  t: z.number(),
});
/**
 * A bet taken (by any process; not numbered). `player` is masked (`11***78`); `id` is the bet's
 * (`bet_id` of its answer), by which the app shows its player's own bets as theirs.
 */
export const liveBetAnnounced = z.strictObject({
  type: z.literal('bet'),
  game,
  round,
  id: z.string(),
  player: z.string(),
  amount: z.string(),
  auto: z.number().int().nullable(),
  /** Roulette: the spot; null on crash. */
  spot: z.string().nullable(),
});
export const liveCashoutAnnounced = z.strictObject({
  type: z.literal('cashout'),
  game,
  round,
  player: z.string(),
  m: z.number().int(),
  win: z.string(),
});
export const liveBustMessage = z.strictObject({
  type: z.literal('bust'),
  ...numbered,
  round,
  gameNo: z.number().int(),
  bust: z.number().int(),
  hash: z.string(),
  winners: z.array(
    z.strictObject({ bet: z.string(), player: z.string(), m: z.number().int(), win: z.string() }),
  ),
});
export const liveResultMessage = z.strictObject({
  type: z.literal('result'),
  ...numbered,
  round,
  gameNo: z.number().int(),
  number: z.number().int(),
  hash: z.string(),
  /** Every winning bet (a player with several winning bets is there once per bet). */
  winners: z.array(z.strictObject({ bet: z.string(), player: z.string(), win: z.string() })),
});
export const liveRefundedMessage = z.strictObject({ type: z.literal('refunded'), ...numbered, round });

/** What the driver and the processes taking bets publish on a game's channel, forwarded as they are. */
export const liveEventMessage = z.union([
  liveBettingMessage,
  liveRunningMessage,
  liveTickMessage,
  liveBetAnnounced,
  liveCashoutAnnounced,
  liveBustMessage,
  liveResultMessage,
  liveRefundedMessage,
]);
export type LiveEventMessage = z.infer<typeof liveEventMessage>;
type WithoutRouting<T> = T extends unknown ? Omit<T, 'game' | 'seq'> : never;
/** An event as its publisher writes it, before the game (and the driver's `seq`) are added. */
export type LiveEvent = WithoutRouting<LiveEventMessage>;

/**
 * The `auth` reply's data: `mine`, the ids of the signed-in player's bets on each live game's current
 * round (its latest, whatever its phase). Only this socket is told: the game's messages and snapshots
 * stay the same for everyone (players masked), and the app shows these bets as the player's after a
 * reload, on a second device or after a reconnection, as it does the bets whose answers it received.
 */
export const liveAuthResult = z.strictObject({ mine: z.array(z.string()) });

/** The answer to a request: its `data` (per request type: `LiveReplyData`), or a refusal. */
export const liveReplyOk = z.strictObject({
  type: z.literal('reply'),
  id: requestId.nullable(),
  ok: z.literal(true),
  data: z.union([liveBetResult, liveCashoutResult, liveAuthResult]),
});
/** A refusal in the HTTP envelope's terms: the code, the field it names, the message in the socket's language. */
export const liveReplyRefused = z.strictObject({
  type: z.literal('reply'),
  id: requestId.nullable(),
  ok: z.literal(false),
  error: z.enum(ERROR_CODES),
  field: z.string().optional(),
  msg: z.string(),
});
export type LiveReplyRefused = z.infer<typeof liveReplyRefused>;
export type LiveReplyData = {
  auth: z.infer<typeof liveAuthResult>;
  bet: z.infer<typeof liveBetResult>;
  cashout: z.infer<typeof liveCashoutResult>;
};
/** The reply to a request of type `T`. */
export type LiveReply<T extends keyof LiveReplyData = keyof LiveReplyData> =
  | { type: 'reply'; id: z.infer<typeof requestId> | null; ok: true; data: LiveReplyData[T] }
  | LiveReplyRefused;

export const liveServerMessage = z.union([liveSnapshot, liveEventMessage, liveReplyOk, liveReplyRefused]);
export type LiveServerMessage = z.infer<typeof liveServerMessage>;
