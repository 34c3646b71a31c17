import { z } from 'zod';
import type { SchemaGroup } from '../routes/route.ts';
import { dbId, memberIdParam } from './fields.ts';

/**
 * The live games' HTTP API (docs/API.md "Live games"): bets and cash-outs (the socket takes them too),
 * finished rounds, the published chain and the state a socket snapshot carries. Money and multipliers
 * are decimal strings ("12.50", "2.35").
 */

/** The live games, one shared round at a time each. */
export const LIVE_GAMES = ['crash', 'roulette'] as const;
export type LiveGame = (typeof LIVE_GAMES)[number];

export const liveGameParams = z.strictObject({ game: z.enum(LIVE_GAMES) });

/** `POST /live/:game/bet` (Idempotency-Key). */
export const liveBetBody = z.strictObject({
  amount: z.string().max(20),
  auto_cashout: z.string().max(12).nullish(),
  /** Roulette: `red`, `dozen:2`, `straight:17`, `split:17-20`… (docs/API.md). */
  spot: z.string().max(40).nullish(),
});
export const liveBetResult = z.object({
  /** The bet's id: the sockets' `bet` message and the round's winners name it (a player's own bets). */
  bet_id: z.string(),
  round_id: z.string(),
  game_no: z.number().int(),
  amount: z.string(),
  auto_cashout: z.string().nullable(),
  spot: z.string().nullable(),
  status: z.string(),
});
export type LiveBetResult = z.infer<typeof liveBetResult>;

/** `POST /live/crash/cashout` → data. */
export const liveCashoutResult = z.object({ round_id: z.string(), multiplier: z.string(), win: z.string() });

/** `GET /live/:game/rounds`: finished rounds, newest first. */
export const liveRoundsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  id: memberIdParam,
});
export const liveRoundItem = z.object({
  round_id: z.string(),
  /** The chain the round was played on (`GET /live/:game/chain?round_id=` gives it). */
  chain_id: z.string(),
  game_no: z.number().int(),
  /** `settled`, or `refunded`: a round a fault interrupted (its reason in `void_reason`). */
  phase: z.enum(['settled', 'refunded']),
  /** Why a refunded round was refunded: `interrupted` (no process ran when it was due to end). */
  void_reason: z.string().nullable(),
  result: z.string(),
  hash: z.string(),
  ended_at: z.string().nullable(),
});
export const liveRoundPage = z.object({
  list: z.array(liveRoundItem),
  total: z.number().int(),
  page: z.number(),
  size: z.number(),
});

/** `GET /live/:game/chain`: the chain in use, or with `round_id` the chain that round was played on. */
export const liveChainQuery = z.strictObject({ round_id: dbId.optional(), id: memberIdParam });

/** `GET /live/:game/chain` → data: what a player needs to verify any round in the browser. */
export const liveChain = z.object({
  chain_id: z.string(),
  game: z.string(),
  terminating_hash: z.string(),
  length: z.number().int(),
  committed_at: z.string(),
  /**
   * The public beacon round announced with the commitment, whose randomness becomes the salt (docs/GAMES.md
   * "the salt ceremony"); null on a chain made before the ceremony used a beacon.
   */
  beacon: z
    .object({
      /** `drand:<chain hash>` (the League of Entropy's quicknet) or `sandbox:<chain hash>` (development). */
      source: z.string(),
      round: z.number().int(),
      /** When the round is produced (genesis + (round − 1) · period): after committed_at. */
      expected_at: z.string(),
      /** Where anyone reads the round: drand's HTTP API, {base}/{chain hash}/public/{round}. */
      verify_url: z.string(),
      /** The beacon chain's BLS public key (G2, hex), the one the signature verifies with. */
      public_key: z.string(),
      /** The round's BLS signature once the salt is fixed (sha256 of its bytes is the salt); null before. */
      signature: z.string().nullable(),
    })
    .nullable(),
  /** The announced round's randomness; null until the round is produced and verified. */
  salt: z.string().nullable(),
  salt_fixed_at: z.string().nullable(),
  /** When the chain was used up and the next one took over; null while in use. */
  retired_at: z.string().nullable(),
  formula: z.string(),
  verify: z.string(),
});
export type LiveChain = z.infer<typeof liveChain>;

/** `GET /live/:game/state` → data: the current round, its bets and the last results (a socket snapshot). */
export const liveSnapshot = z.object({
  type: z.literal('snapshot'),
  game: z.string(),
  seq: z.number().int(),
  round: z
    .object({
      id: z.string(),
      gameNo: z.number().int(),
      phase: z.enum(['betting', 'running', 'over']),
      bettingEndsAt: z.number().nullable(),
      startedAt: z.number().nullable(),
      bust: z.number().nullable(),
      /** The table's limits when the round opened: a bet's minimum, a player's maximum on the round. */
      min: z.string(),
      max: z.string(),
    })
    .nullable(),
  bets: z.array(
    z.object({
      /** The bet's id (`bet_id` of the bet's answer). */
      id: z.string(),
      player: z.string(),
      amount: z.string(),
      auto: z.number().nullable(),
      m: z.number().nullable(),
      win: z.string().nullable(),
      /** Roulette: the spot (`red`, `straight:17`…); null on crash. */
      spot: z.string().nullable(),
    }),
  ),
  history: z.array(
    z.object({ round: z.string(), gameNo: z.number().int(), bust: z.number(), hash: z.string() }),
  ),
  now: z.number(),
});
export type LiveSnapshot = z.infer<typeof liveSnapshot>;

/** The live games' endpoints' schemas (descriptors: routes/live.ts). */
export const liveSchemas = {
  bet: { params: liveGameParams, body: liveBetBody, answer: liveBetResult, idempotent: true },
  cashout: { answer: liveCashoutResult },
  rounds: { params: liveGameParams, query: liveRoundsQuery, answer: liveRoundPage },
  chain: { params: liveGameParams, query: liveChainQuery, answer: liveChain },
  state: { params: liveGameParams, answer: liveSnapshot },
} satisfies SchemaGroup;
