import { z } from 'zod';
import { toDecimal } from '../money/cents.ts';
import type { SchemaGroup } from '../routes/route.ts';
import { dbId, memberIdParam } from './fields.ts';
import { GAME_CATEGORIES } from './games-choices.ts';

/**
 * Games (docs/API.md "Games"): platforms and game lists, favourites ("collection"),
 * recently played, launch with a signed game session, the originals' play endpoint with its
 * provably-fair proof, the player's seeds, round history and the home top-10 tables.
 */

/** An amount on the wire: a decimal string with two places, "1234.56". */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);
/** The member id the player app appends to every call (docs/SPECIFICATION.md §7); never used for identity. */
const memberId = memberIdParam;
const gameCode = z
  .string()
  .max(40)
  .regex(/^[a-z0-9-]{1,40}$/);
const numericId = dbId;

/** `GET /game/list` query. */
export const gameListQuery = z.strictObject({
  category: z.enum(GAME_CATEGORIES).optional(),
  /** A platform code from `/game/plat`. */
  plat: z.string().max(40).optional(),
  page,
  size,
  id: memberId,
});
export type GameListQuery = z.infer<typeof gameListQuery>;

/** A game as the lobby shows it. RTP comes from the game's maths (exact), never from a setting. */
export const gameTile = z.object({
  game_id: z.string(),
  code: z.string(),
  name: z.string(),
  platform: z.string(),
  platform_name: z.string(),
  /** `slot`: an original; `crash`, `roulette`: a live game shared by all players; `external`: a game of an external platform, played in its own page. */
  kind: z.enum(['slot', 'crash', 'roulette', 'external']),
  /**
   * How its money moves: `internal` (originals and live games), `seamless` or `transfer` (docs/PRODUCT.md
   * "Games").
   */
  wallet: z.enum(['internal', 'seamless', 'transfer']),
  categories: z.array(z.enum(GAME_CATEGORIES)),
  /** Exact RTP as a percentage with up to 4 decimals, "96.4975" (external games: as the provider publishes it). */
  rtp: z.string(),
  /** Exact RTP as a reduced fraction, "38599/40000". */
  rtp_exact: z.string(),
  volatility: z.string(),
  min_bet: money,
  max_bet: money,
  /** Under maintenance (this game, its platform or all games): shown, cannot be played. */
  maintenance: z.boolean(),
  version: z.string(),
});
export type GameTile = z.infer<typeof gameTile>;

export const gamePage = z.object({
  list: z.array(gameTile),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type GamePage = z.infer<typeof gamePage>;

/** `GET /game/plat` → `data.list`. */
export const gamePlatform = z.object({
  code: z.string(),
  name: z.string(),
  /** `internal`: our own originals, money stays in the player's wallet. */
  kind: z.enum(['internal', 'seamless', 'transfer']),
  game_count: z.number().int(),
  maintenance: z.boolean(),
});
export type GamePlatform = z.infer<typeof gamePlatform>;
export const gamePlatList = z.object({ list: z.array(gamePlatform) });

/** `POST /game/collect` and `POST /game/launch` body. */
export const gameIdBody = z.strictObject({ game_id: numericId });

/** `POST /game/collect` → the new state of the favourite toggle. */
export const collectResult = z.object({ game_id: z.string(), collected: z.boolean() });
export type CollectResult = z.infer<typeof collectResult>;

/** `GET /game/collection` and `GET /game/history` query. */
export const gamePageQuery = z.strictObject({ page, size, id: memberId });

/** A favourite (newest first) or a recently played game (last opened first). */
export const gameTileAt = gameTile.extend({ at: z.string() });
export type GameTileAt = z.infer<typeof gameTileAt>;
export const gameTileAtPage = z.object({
  list: z.array(gameTileAt),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type GameTileAtPage = z.infer<typeof gameTileAtPage>;

/** `GET /game/external/session` query: the session of a launch URL. */
export const externalSessionQuery = z.strictObject({ session: z.string().min(1).max(512), id: memberId });

/** An external game opened in the webview: the platform's page to frame, and where the money is. */
export const externalSession = z.object({
  game: gameTile,
  /** The platform's game page (framed by the webview). */
  url: z.string(),
  /** The player's wallet balance (cash + locked) now. */
  balance: money,
  /** Transfer platforms: what we moved into the platform and have not brought back yet. */
  in_platform: money,
  expires_at: z.string(),
});
export type ExternalSession = z.infer<typeof externalSession>;

/** `POST /game/external/return` body: one platform, or every platform holding the player's money. */
export const externalReturnBody = z.strictObject({
  platform: z
    .string()
    .max(40)
    .regex(/^[a-z0-9_-]{1,40}$/)
    .optional(),
  id: memberId,
});

/** What came back from transfer platforms to the withdrawable balance, and the balance after. */
export const externalReturnResult = z.object({
  returned: z.array(z.object({ platform: z.string(), amount: money })),
  balance: money,
});
export type ExternalReturnResult = z.infer<typeof externalReturnResult>;

/** `POST /game/launch` → where the webview goes, with a signed short-lived game session. */
export const launchResult = z.object({ url: z.string(), session: z.string(), expires_at: z.string() });
export type LaunchResult = z.infer<typeof launchResult>;

/** The rules and paytable published before the first bet (AGCO 11.1, Portaria 1.207/2024). */
export const gameRules = z.object({
  reels: z.number().int(),
  rows: z.number().int(),
  /** A coin is bet ÷ coin_divisor; a bet must be a multiple of coin_divisor centavos. */
  coin_divisor: z.number().int(),
  evaluation: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('lines'), lines: z.array(z.array(z.number().int())) }),
    z.object({ kind: z.literal('ways'), wild_weight: z.number().int() }),
  ]),
  feature: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('expanding-wild-respin'), reel: z.number().int() }),
    z.object({
      kind: z.literal('free-spins'),
      min_scatters: z.number().int(),
      spins: z.number().int(),
      retrigger_spins: z.number().int(),
      max_spins: z.number().int(),
      multiplier: z.number().int(),
    }),
  ]),
  wild: z.string().nullable(),
  scatter: z.string().nullable(),
  paytable: z.array(
    z.object({
      symbol: z.string(),
      kind: z.enum(['regular', 'wild', 'scatter']),
      /** `bet_multiple`: the pay as an exact multiple of the total bet ("0.4"). */
      pays: z.array(z.object({ count: z.number().int(), coins: z.number().int(), bet_multiple: z.string() })),
    }),
  ),
  /** Percentages with up to 4 decimals, computed from the exact fractions in `exact`. */
  base_rtp: z.string(),
  feature_rtp: z.string(),
  hit_frequency: z.string(),
  feature_frequency: z.string(),
  max_win_multiple: z.string(),
  standard_deviation: z.string(),
  exact: z.object({
    rtp: z.string(),
    base_rtp: z.string(),
    hit_frequency: z.string(),
    feature_frequency: z.string(),
    variance: z.string(),
  }),
});
export type GameRules = z.infer<typeof gameRules>;

/** `GET /game/info?game=` → the tile, rules, paytable and the bet levels the client offers. */
export const gameInfo = gameTile.extend({
  rules: gameRules,
  /** Suggested bets from min to max, each a valid bet (a multiple of the coin divisor). */
  bet_levels: z.array(money),
});
export type GameInfo = z.infer<typeof gameInfo>;
export const gameInfoQuery = z.strictObject({ game: gameCode, id: memberId });

/** `GET /game/session?session=` → the game behind a launch URL, for the in-app game client. */
export const gameSessionQuery = z.strictObject({ session: z.string().max(500), id: memberId });
export const gameSession = z.object({ game: gameInfo, balance: money, expires_at: z.string() });
export type GameSession = z.infer<typeof gameSession>;

// ---- One round of an original slot -------------------------------------------------------------

const position = z.tuple([z.number().int(), z.number().int()]);

export const lineWin = z.object({
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  pay_units: z.number().int(),
  win: money,
  positions: z.array(position),
});
export const waysWin = z.object({
  symbol: z.string(),
  count: z.number().int(),
  ways: z.number().int(),
  pay_units: z.number().int(),
  win: money,
  positions: z.array(position),
});
export const scatterWin = z.object({
  symbol: z.string(),
  count: z.number().int(),
  pay_units: z.number().int(),
  win: money,
  positions: z.array(position),
});

export const slotSpin = z.object({
  kind: z.enum(['base', 'respin', 'free']),
  stops: z.array(z.number().int()),
  held: z.array(z.number().int()),
  /** `window[reel][row]`, top row first. */
  window: z.array(z.array(z.string())),
  expanded_reels: z.array(z.number().int()),
  scatter_count: z.number().int(),
  line_wins: z.array(lineWin),
  ways_wins: z.array(waysWin),
  scatter_win: scatterWin.nullable(),
  multiplier: z.number().int(),
  win_units: z.number().int(),
  win: money,
});
export type SlotSpin = z.infer<typeof slotSpin>;

export const slotFeature = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('respin'), reel: z.number().int() }),
    z.object({
      kind: z.literal('free-spins'),
      awarded: z.number().int(),
      retriggers: z.number().int(),
      multiplier: z.number().int(),
    }),
  ])
  .nullable();

export const slotOutcome = z.object({
  spins: z.array(slotSpin),
  feature: slotFeature,
  /** One coin: bet ÷ coin divisor. */
  coin: money,
  total_win_units: z.number().int(),
  total_win: money,
});
export type SlotOutcome = z.infer<typeof slotOutcome>;

type Pos = readonly (readonly number[])[];
/** The shape of `@jl/games`' SlotRound (structural, so that core does not depend on games). */
export type SlotRoundLike = {
  readonly coinCents: bigint;
  readonly totalWinUnits: number;
  readonly totalWinCents: bigint;
  readonly feature:
    | null
    | { readonly kind: 'respin'; readonly reel: number }
    | {
        readonly kind: 'free-spins';
        readonly awarded: number;
        readonly retriggers: number;
        readonly multiplier: number;
      };
  readonly spins: readonly {
    readonly kind: 'base' | 'respin' | 'free';
    readonly stops: readonly number[];
    readonly held: readonly number[];
    readonly window: readonly (readonly string[])[];
    readonly expandedReels: readonly number[];
    readonly scatterCount: number;
    readonly lineWins: readonly {
      line: number;
      symbol: string;
      count: number;
      payUnits: number;
      positions: Pos;
    }[];
    readonly waysWins: readonly {
      symbol: string;
      count: number;
      ways: number;
      payUnits: number;
      positions: Pos;
    }[];
    readonly scatterWin: { symbol: string; count: number; payUnits: number; positions: Pos } | null;
    readonly multiplier: number;
    readonly winUnits: number;
    readonly winCents: bigint;
  }[];
};

const pos = (positions: Pos): [number, number][] => positions.map((p) => [p[0]!, p[1]!]);

/**
 * The wire form of a round: what the server stores and answers, and what the browser's verifier
 * recomputes from the revealed seeds. The same function on both sides, so "verified" means equal JSON.
 */
export function slotOutcomeOf(round: SlotRoundLike): SlotOutcome {
  const coin = round.coinCents;
  const money = (units: number, multiplier: number) => toDecimal(coin * BigInt(units) * BigInt(multiplier));
  return {
    spins: round.spins.map((s) => ({
      kind: s.kind,
      stops: [...s.stops],
      held: [...s.held],
      window: s.window.map((reel) => [...reel]),
      expanded_reels: [...s.expandedReels],
      scatter_count: s.scatterCount,
      line_wins: s.lineWins.map((w) => ({
        line: w.line,
        symbol: w.symbol,
        count: w.count,
        pay_units: w.payUnits,
        win: money(w.payUnits, s.multiplier),
        positions: pos(w.positions),
      })),
      ways_wins: s.waysWins.map((w) => ({
        symbol: w.symbol,
        count: w.count,
        ways: w.ways,
        pay_units: w.payUnits,
        win: money(w.payUnits, s.multiplier),
        positions: pos(w.positions),
      })),
      scatter_win: s.scatterWin
        ? {
            symbol: s.scatterWin.symbol,
            count: s.scatterWin.count,
            pay_units: s.scatterWin.payUnits,
            win: money(s.scatterWin.payUnits, s.multiplier),
            positions: pos(s.scatterWin.positions),
          }
        : null,
      multiplier: s.multiplier,
      win_units: s.winUnits,
      win: toDecimal(s.winCents),
    })),
    feature: round.feature ? { ...round.feature } : null,
    coin: toDecimal(coin),
    total_win_units: round.totalWinUnits,
    total_win: toDecimal(round.totalWinCents),
  };
}

/** `POST /originals/:game/play` params and body. `bet` is a decimal string ("1.00"). */
export const playParams = z.strictObject({ game: gameCode });
export const playBody = z.strictObject({
  /** Checked by the games module against AMOUNT_PATTERN and the game's limits (BET_* codes). */
  bet: z.string().max(20),
  /** Sets the player's client seed before this round (same as `/game/fairness/client-seed`). */
  client_seed: z.string().max(256).optional(),
});
export type PlayBody = z.infer<typeof playBody>;

/** What makes a round verifiable: the commitment shown before play, the client seed and the nonce. */
export const fairnessProof = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the player rotates the seed; null while it is still in use. */
  server_seed: z.string().nullable(),
});
export type FairnessProof = z.infer<typeof fairnessProof>;

/** A round with everything needed to show and verify it. */
export const roundDetail = z.object({
  round_id: z.string(),
  game: z.string(),
  game_name: z.string(),
  version: z.string(),
  bet: money,
  win: money,
  balance_before: money,
  balance_after: money,
  outcome: slotOutcome,
  fairness: fairnessProof,
  created_at: z.string(),
});
export type RoundDetail = z.infer<typeof roundDetail>;

/** `POST /originals/:game/play` → the round; `balance` is the balance after it. */
export const playResult = roundDetail.extend({ balance: money });
export type PlayResult = z.infer<typeof playResult>;

/** `GET /game/rounds` query and answer (the player's own rounds, newest first). */
export const roundListQuery = z.strictObject({ game: gameCode.optional(), page, size, id: memberId });
export const roundSummary = z.object({
  round_id: z.string(),
  game: z.string(),
  game_name: z.string(),
  bet: money,
  win: money,
  balance_after: money,
  nonce: z.number().int(),
  feature: z.enum(['respin', 'free-spins']).nullable(),
  created_at: z.string(),
});
export type RoundSummary = z.infer<typeof roundSummary>;
export const roundPage = z.object({
  list: z.array(roundSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type RoundPage = z.infer<typeof roundPage>;

/** `GET /game/round?round_id=` (the `id` query is the member id of docs/SPECIFICATION.md §7, so the round has its own name). */
/**
 * One round, named by its id or by the wallet's reference to it (`ref`: `<seed id>.<nonce>`, what the fund
 * log's rows of a round carry): exactly one of the two.
 */
export const roundQuery = z
  .strictObject({
    round_id: numericId.optional(),
    ref: z
      .string()
      .regex(/^\d{1,18}\.\d{1,18}$/)
      .optional(),
    id: memberId,
  })
  .refine((q) => (q.round_id === undefined) !== (q.ref === undefined), {
    message: 'round_id or ref, exactly one',
  });

// ---- Seeds ------------------------------------------------------------------------------------

export const fairnessInfo = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
  /** The last rotated seed, revealed; null before the first rotation. */
  previous: z
    .object({
      server_seed: z.string(),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      /** The nonce of the last round played with it; null when none was. */
      last_nonce: z.number().int().nullable(),
    })
    .nullable(),
});
export type FairnessInfo = z.infer<typeof fairnessInfo>;

export const clientSeedBody = z.strictObject({ client_seed: z.string().max(256) });

// ---- Home top-10 tables -------------------------------------------------------------------------

export const gameTop = z.object({
  /** Games by rounds played in the last `most_played_hours`, with their busiest player. */
  most_played: z.array(
    z.object({
      game: z.string(),
      game_name: z.string(),
      player: z.string(),
      rounds: z.number().int(),
      /** Distinct players with a round of this game in the last 5 minutes (live game sessions). */
      online_users: z.number().int(),
    }),
  ),
  /** The largest single-round wins of the last `biggest_winners_days`. */
  biggest_winners: z.array(
    z.object({
      rank: z.number().int(),
      player: z.string(),
      game: z.string(),
      game_name: z.string(),
      win: money,
      /** Win ÷ bet, two decimals. */
      multiplier: z.string(),
    }),
  ),
  most_played_hours: z.number().int(),
  biggest_winners_days: z.number().int(),
  online_minutes: z.number().int(),
  updated_at: z.string(),
});
export type GameTop = z.infer<typeof gameTop>;

/** The `id` query alone (lobby platforms, top tables, fairness). */
export const gameMemberQuery = z.strictObject({ id: z.string().max(20).optional() });

/** The games endpoints' schemas (descriptors: routes/games.ts). */
export const gamesSchemas = {
  list: { query: gameListQuery, answer: gamePage },
  platforms: { query: gameMemberQuery, answer: gamePlatList },
  info: { query: gameInfoQuery, answer: gameInfo },
  top: { query: gameMemberQuery, answer: gameTop },
  collect: { body: gameIdBody, answer: collectResult },
  collection: { query: gamePageQuery, answer: gameTileAtPage },
  history: { query: gamePageQuery, answer: gameTileAtPage },
  launch: { body: gameIdBody, answer: launchResult },
  externalSession: { query: externalSessionQuery, answer: externalSession },
  externalReturn: { body: externalReturnBody, answer: externalReturnResult },
  session: { query: gameSessionQuery, answer: gameSession },
  play: { params: playParams, body: playBody, answer: playResult, idempotent: true },
  fairness: { query: gameMemberQuery, answer: fairnessInfo },
  setClientSeed: { body: clientSeedBody, answer: fairnessInfo },
  rotateSeed: { answer: fairnessInfo },
  rounds: { query: roundListQuery, answer: roundPage },
  round: { query: roundQuery, answer: roundDetail },
} satisfies SchemaGroup;

// Plain values the player app imports without loading this module's schemas.
export * from './games-choices.ts';
