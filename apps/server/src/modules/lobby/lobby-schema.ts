import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * Games (docs/GAMES.md, docs/API.md "Games"). Platforms and games are seeded from the `@jl/games`
 * registry at every start (missing rows only); operators change the flags, order and limits. A game's
 * RTP is never stored: it is a property of the game version in code, published exactly.
 */
export const gamePlatforms = pgTable('game_platforms', {
  /** `originals` for the in-house games; external platforms get their own code. */
  code: text('code').primaryKey(),
  /** `internal` (money stays in the wallet), `seamless` or `transfer` (docs/PRODUCT.md "Games"). */
  kind: text('kind').notNull(),
  /** Transfer platforms: fund types `ob` (24/25) or `game` (8/11, the spec's generic transfer). */
  transferCodes: text('transfer_codes'),
  /** Optional per-locale names `{"pt-BR": "…"}`; missing locales use `games:platforms.<code>`. */
  name: jsonb('name').notNull().default(sql`'{}'::jsonb`),
  enabled: boolean('enabled').notNull().default(true),
  maintenance: boolean('maintenance').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    code: text('code').notNull(),
    platform: text('platform')
      .notNull()
      .references(() => gamePlatforms.code),
    /** `slot` for the originals; `external` for a game of an external platform. */
    kind: text('kind').notNull(),
    /** External games: the provider's game id, RTP as the provider publishes it ("96.50") and volatility. */
    providerGameId: text('provider_game_id'),
    publishedRtp: text('published_rtp'),
    volatility: text('volatility'),
    /** Optional per-locale names; missing locales use `games:names.<code>`. */
    name: jsonb('name').notNull().default(sql`'{}'::jsonb`),
    /** Lobby tabs: slots, hot, live, new. */
    categories: text('categories').array().notNull(),
    /** Operator limits, centavos; the game's own limits (in code) still apply, so these can only narrow them. */
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_code_uq').on(t.code),
    check('games_bets_ck', sql`min_bet > 0 and max_bet >= min_bet`),
  ],
);

/** Favourites ("collection" in the spec). */
export const gameCollections = pgTable(
  'game_collections',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_collections_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** Recently played: the last time the player opened (launched) each game. */
export const gameRecents = pgTable(
  'game_recents',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.id),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
    launches: integer('launches').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_recents_member_idx').on(t.memberId, t.lastPlayedAt),
  ],
);
