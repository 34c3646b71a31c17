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

/**
 * Provably-fair seeds, one active row per player (`revealed_at` null). The server seed stays on the
 * server until the player rotates it; `nonce` is the next round's nonce. The active row is the lock
 * that serialises a player's rounds (`SELECT … FOR UPDATE`).
 */
export const gameSeeds = pgTable(
  'game_seeds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: bigint('nonce', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_seeds_active_uq').on(t.memberId).where(sql`revealed_at is null`),
    index('game_seeds_member_idx').on(t.memberId, t.id),
    check('game_seeds_nonce_ck', sql`nonce >= 0`),
  ],
);

/**
 * One original round: stake and win moved in the same transaction as this row (so no round is ever
 * open), the full outcome, the balances around it and the fairness inputs. Written once.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    gameVersion: text('game_version').notNull(),
    seedId: bigint('seed_id', { mode: 'bigint' })
      .notNull()
      .references(() => gameSeeds.id),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: bigint('nonce', { mode: 'bigint' }).notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    /** The wire outcome (`slotOutcome` of @jl/core): windows, line wins, features. */
    outcome: jsonb('outcome').notNull(),
    /** Lines (or ways and scatter) that paid, over all spins of the round. */
    linesWon: integer('lines_won').notNull(),
    /** `respin`, `free-spins` or null. */
    feature: text('feature'),
    /** The player's Idempotency-Key and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_rounds_seed_nonce_uq').on(t.seedId, t.nonce),
    uniqueIndex('game_rounds_member_key_uq')
      .on(t.memberId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    index('game_rounds_member_idx').on(t.memberId, t.id),
    // Loss limits and the reality check sum a player's rounds over a time window.
    index('game_rounds_member_created_idx').on(t.memberId, t.createdAt),
    index('game_rounds_member_game_idx').on(t.memberId, t.gameCode, t.id),
    index('game_rounds_created_idx').on(t.createdAt),
    check('game_rounds_amounts_ck', sql`bet > 0 and win >= 0 and balance_before >= 0 and balance_after >= 0`),
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

/**
 * Every seamless-wallet callback of an external platform (docs/API.md "External game platforms"), kept
 * forever: the idempotency record is permanent (a TTL lets a late replay pay twice). Unique by (platform,
 * player, provider transaction id) — two players may share a transaction id (Evolution via Blue Ocean). A
 * rollback of a bet never seen writes a `tombstone` row under the bet's id, so the late bet is refused.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    platform: text('platform')
      .notNull()
      .references(() => gamePlatforms.code),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    transactionId: text('transaction_id').notNull(),
    /** `bet`, `win`, `rollback` or `tombstone` (a bet id claimed by the rollback that came first). */
    action: text('action').notNull(),
    roundId: text('round_id'),
    gameId: text('game_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** A bet: how much came from locked and from cash (a win pays back in that proportion). */
    fromLocked: bigint('from_locked', { mode: 'bigint' }).notNull().default(sql`0`),
    fromCash: bigint('from_cash', { mode: 'bigint' }).notNull().default(sql`0`),
    /** A rollback: the transaction it cancels. */
    referenceId: text('reference_id'),
    /** A bet: `open`, `settled` (a win paid its round) or `rolled_back`. */
    status: text('status').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The answer given, returned unchanged to every replay. */
    response: jsonb('response').notNull(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_tx_uq').on(t.platform, t.memberId, t.transactionId),
    index('provider_tx_round_idx').on(t.platform, t.memberId, t.roundId),
    check('provider_tx_amount_ck', sql`amount >= 0 and from_locked >= 0 and from_cash >= 0`),
  ],
);

/**
 * Transfer ("OB") wallet moves (spec types 8/11, 24/25): `in` when a game launches, `out` when the
 * player leaves. Written `pending` with our side of the money (for `in`) before the platform is called,
 * then `confirmed` or `failed`; reconciliation settles what a crash left pending, exactly once.
 */
export const gameTransfers = pgTable(
  'game_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    platform: text('platform')
      .notNull()
      .references(() => gamePlatforms.code),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    direction: text('direction').notNull(),
    /** `in`: the amount sent; `out`: the amount the platform returned (null until known). */
    amount: bigint('amount', { mode: 'bigint' }),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Who settled it: `request` (the player's call) or `reconciliation`. */
    settledBy: text('settled_by'),
  },
  (t) => [
    index('game_transfers_member_idx').on(t.memberId, t.platform, t.id),
    index('game_transfers_pending_idx').on(t.status, t.createdAt),
    // One exit at a time per player and platform: a second, concurrent one finds nothing to do.
    uniqueIndex('game_transfers_one_exit_uq')
      .on(t.memberId, t.platform)
      .where(sql`direction = 'out' and status = 'pending'`),
    check('game_transfers_direction_ck', sql`direction in ('in', 'out')`),
    check('game_transfers_status_ck', sql`status in ('pending', 'confirmed', 'failed')`),
  ],
);

/** What the reconciliation of a transfer platform found: one row per difference, for staff. */
export const gameReconciliations = pgTable(
  'game_reconciliations',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    platform: text('platform').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    /** `balance_mismatch`, `transfer_confirmed`, `transfer_reverted`, `transfer_failed`. */
    kind: text('kind').notNull(),
    ours: bigint('ours', { mode: 'bigint' }),
    theirs: bigint('theirs', { mode: 'bigint' }),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_reconciliations_run_idx').on(t.runAt, t.id)],
);
