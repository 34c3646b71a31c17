import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';
import { gamePlatforms } from '../lobby/lobby-schema.ts';

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
