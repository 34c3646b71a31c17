import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

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
    /**
     * The player's Idempotency-Key and a hash of the request, on rounds played before `answerOnce`
     * kept first answers (docs/API.md "Idempotency"); null on later rounds. Such a key still replays.
     */
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
