import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * Live games (docs/GAMES.md "Live games in the product"). One hash chain per live game: the seed stays
 * on the server, the terminating hash is public from the moment the row exists, and the salt is fixed
 * (and published) only after that commitment — the salt ceremony. Game k of the chain uses hash
 * h_{N-k}; `next_game` is the next game number to play. One chain per game is in use at a time; when it
 * is used up a new one follows it (`retired_at`).
 */
export const liveChains = pgTable(
  'live_chains',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    game: text('game').notNull(),
    /** The secret seed (64 hex); never leaves the server. */
    seed: text('seed').notNull(),
    length: integer('length').notNull(),
    terminatingHash: text('terminating_hash').notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
    /**
     * The beacon round announced with the commitment (same insert): `drand:<chain hash>` (or
     * `sandbox:<chain hash>` in development), the round and when it is produced. Null on chains made
     * before the ceremony used a beacon.
     */
    beaconSource: text('beacon_source'),
    beaconRound: bigint('beacon_round', { mode: 'number' }),
    beaconAt: timestamp('beacon_at', { withTimezone: true }),
    /** Null until the salt ceremony fixes it (the announced round's randomness); no round is played before. */
    salt: text('salt'),
    saltFixedAt: timestamp('salt_fixed_at', { withTimezone: true }),
    /** The announced round's BLS signature (hex): sha256 of it is the salt. */
    beaconSignature: text('beacon_signature'),
    nextGame: integer('next_game').notNull().default(1),
    /**
     * Set when the chain's last game opens (next_game reaches length): the next round opens on a new chain
     * of the same game, committed then. A retired chain stays published for verifying its rounds.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_chains_game_active_uq').on(t.game).where(sql`retired_at is null`),
    check('live_chains_next_ck', sql`next_game >= 1 and next_game <= length`),
  ],
);

/**
 * One round of a live game, shared by every player. phase: betting → running (crash) / spinning
 * (roulette) → settled, or refunded. The times are the driver's; any process reads them to judge a bet
 * or a cash-out against the same clock.
 *
 * While a round can still be bet on or cashed out (betting, running) its game hash and result exist
 * only sealed (`sealed`, lib/seal.ts under APP_SECRET): a copy of the database — a replica, a backup, a
 * report tool — cannot read the coming crash point or number. They are written in clear when the round
 * ends (settled or refunded), and the check below refuses any other state.
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    game: text('game').notNull(),
    chainId: bigint('chain_id', { mode: 'bigint' })
      .notNull()
      .references(() => liveChains.id),
    gameNo: integer('game_no').notNull(),
    /** The game hash h_{N−k}; null (sealed) until the round ends. */
    hash: text('hash'),
    phase: text('phase').notNull(),
    /** Crash: bust in hundredths; roulette: the number. Null (sealed) until the round ends. */
    result: integer('result'),
    /** `{hash, result}` sealed for this round while it is open; null once it has ended. */
    sealed: text('sealed'),
    /**
     * Why a round was refunded instead of settled: `interrupted` — the product was not running when the
     * round was due to end, so players could not cash out (docs/GAMES.md "Rounds nobody can void").
     */
    voidReason: text('void_reason'),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('live_rounds_chain_game_uq').on(t.chainId, t.gameNo),
    index('live_rounds_game_id_idx').on(t.game, t.id),
    check('live_rounds_phase_ck', sql`phase in ('betting','running','settled','refunded')`),
    check(
      'live_rounds_sealed_ck',
      sql`(phase in ('betting','running') and hash is null and result is null and sealed is not null) or (phase in ('settled','refunded') and hash is not null and result is not null and sealed is null)`,
    ),
  ],
);

/**
 * A player's bet on a round: one per player and round on crash, several on roulette (docs/GAMES.md
 * "Live games in the product"). Money: the stake, the win and a refund are the wallet's round transfers
 * keyed `round:originals:<wallet_round>:stake|win|refund`, each bet its own.
 * status: open → cashed (crash, paid at `cashout`) / settled / refunded.
 */
export const liveBets = pgTable(
  'live_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'bigint' })
      .notNull()
      .references(() => liveRounds.id),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Crash: the auto cash-out target in hundredths (null = none). */
    autoCashout: integer('auto_cashout'),
    /** Roulette: the bet kind and numbers, e.g. "red" or "straight:17". */
    spot: text('spot'),
    /** Crash: the multiplier the bet was cashed out at, hundredths. */
    cashout: integer('cashout'),
    win: bigint('win', { mode: 'bigint' }),
    status: text('status').notNull().default('open'),
    /**
     * The wallet's round of this bet: `<game>.<round>.<member>.<bet>` for a roulette bet; null for a crash
     * bet and a bet made before roulette took several, whose round is `<game>.<round>.<member>`.
     */
    walletRound: text('wallet_round'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('live_bets_round_member_uq').on(t.roundId, t.memberId).where(sql`spot is null`),
    index('live_bets_round_member_idx').on(t.roundId, t.memberId),
    uniqueIndex('live_bets_member_key_uq').on(t.memberId, t.idempotencyKey),
    index('live_bets_member_idx').on(t.memberId, t.id),
    check('live_bets_status_ck', sql`status in ('open','cashed','settled','refunded')`),
    check('live_bets_amount_ck', sql`amount > 0`),
  ],
);
