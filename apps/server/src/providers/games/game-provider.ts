import type { Cents } from '@jl/core';

/**
 * What the casino needs from an external game platform (docs/API.md "External game platforms").
 * One adapter per platform (or per aggregator and platform): it knows the platform's launch URL, its
 * signature scheme, how its wallet callbacks look on the wire and how our answers must look, and —
 * for a transfer ("OB") platform — how to move money in and out of it. The built-in sandbox aggregator
 * implements it for development and tests; a real aggregator (Hub88, SoftSwiss GameHub, Pragmatic)
 * implements the same type over its own API. Every money call carries our own id, so a retry after a
 * timeout never moves money twice.
 */
export type GameProvider = SeamlessProvider | TransferProvider;

type ProviderBase = {
  /** The platform code (`game_platforms.code`, `provider:<code>` in the ledger). */
  readonly platform: string;
  /** The games the platform offers, seeded into `games` when missing (operators edit them afterwards). */
  readonly catalog: readonly ExternalGameSeed[];
  /** Where the webview goes to play `providerGameId` for this player. */
  launchUrl(input: LaunchInput): string;
};

export type SeamlessProvider = ProviderBase & {
  readonly wallet: 'seamless';
  /** Checks the signature over the exact raw body and the timestamp window (before parsing). */
  verifyCallback(rawBody: string, headers: CallbackHeaders, now: Date): 'ok' | 'bad_signature' | 'stale';
  /** The callback in our terms; null when the body is not one the platform sends for `action`. */
  parseCallback(action: string, rawBody: string): CallbackRequest | null;
  /** Our answer in the platform's expected shape. */
  formatAnswer(answer: CallbackAnswer): { httpStatus: number; body: unknown };
};

export type TransferProvider = ProviderBase & {
  readonly wallet: 'transfer';
  /** Fund types of the moves: `ob` (24/25) or `game` (8/11). */
  readonly transferCodes: 'ob' | 'game';
  /** Puts `amount` into the player's platform wallet; idempotent by `reference` (our transfer id). */
  deposit(input: { reference: string; playerId: string; amount: Cents }): Promise<{ balance: Cents }>;
  /** Takes the player's whole platform balance out; idempotent by `reference`. Answers the amount. */
  withdrawAll(input: { reference: string; playerId: string }): Promise<{ amount: Cents }>;
  /** What the platform did with one of our references; `unknown` when it never saw it. */
  transferStatus(reference: string): Promise<{ state: 'done'; amount: Cents } | { state: 'unknown' }>;
  /** Every player balance the platform holds (for the nightly reconciliation). */
  listBalances(): Promise<{ playerId: string; balance: Cents }[]>;
};

export type ExternalGameSeed = {
  code: string;
  providerGameId: string;
  categories: ('slots' | 'hot' | 'live' | 'new')[];
  minBet: Cents;
  maxBet: Cents;
  /** RTP as the provider publishes it, a percentage: "96.00". */
  publishedRtp: string;
  volatility: 'low' | 'medium' | 'high';
  sortOrder: number;
};

export type LaunchInput = {
  playerId: string;
  providerGameId: string;
  /** Our signed game session: the platform sends it back on bets (seamless). */
  session: string;
  locale: string;
  /** Where the platform's "back" leads (our lobby). */
  lobbyUrl: string;
};

export type CallbackHeaders = Record<string, string | string[] | undefined>;

export const CALLBACK_ACTIONS = ['balance', 'bet', 'win', 'rollback', 'bet_win'] as const;
export type CallbackAction = (typeof CALLBACK_ACTIONS)[number];

/** A wallet callback in our terms. Amounts stay text until the service checks them (2 places at most). */
export type CallbackRequest = {
  action: CallbackAction;
  playerId: string;
  currency: string;
  /** The game session the platform got at launch (bets require a live one). */
  session?: string;
  transactionId?: string;
  roundId?: string;
  gameId?: string;
  amount?: string;
  /** rollback: the transaction it cancels; win: the bet it settles, when the platform names it. */
  referenceId?: string;
  /** bet_win: the win's own transaction id and amount. */
  winTransactionId?: string;
  winAmount?: string;
};

export const CALLBACK_ERRORS = [
  'INVALID_SIGNATURE',
  'EXPIRED_REQUEST',
  'MALFORMED_REQUEST',
  'UNKNOWN_PLAYER',
  'SESSION_EXPIRED',
  'PLAYER_BLOCKED',
  'INVALID_AMOUNT',
  'WRONG_CURRENCY',
  'NOT_ENOUGH_MONEY',
  'DUPLICATE_CONFLICT',
  'BET_ROLLED_BACK',
  'ALREADY_SETTLED',
  'UNKNOWN_TRANSACTION',
  'GAME_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type CallbackError = (typeof CALLBACK_ERRORS)[number];

export type CallbackAnswer =
  | { ok: true; balance: Cents; transactionId?: string }
  | { ok: false; error: CallbackError; balance?: Cents };
