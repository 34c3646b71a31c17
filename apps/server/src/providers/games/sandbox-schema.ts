import { bigint, bigserial, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox aggregator's own books (development and tests only). It plays the part of an outside
 * company, so its state lives in its own tables, which it alone writes, and survives our restarts the
 * way a real platform's would: transfer-wallet balances per player, and every transfer it accepted,
 * unique by our transfer id (its idempotency key).
 */
export const sandboxGameWallets = pgTable(
  'sandbox_game_wallets',
  {
    platform: text('platform').notNull(),
    playerId: text('player_id').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.playerId] })],
);

export const sandboxGameTransfers = pgTable(
  'sandbox_game_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    platform: text('platform').notNull(),
    playerId: text('player_id').notNull(),
    /** Our transfer id: a retried call with the same id is answered from this row. */
    reference: text('reference').notNull(),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_game_transfers_ref_uq').on(t.platform, t.reference)],
);
