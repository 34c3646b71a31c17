import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * The ledger (docs/LEDGER.md). Only the wallet module writes these tables. Accounts carry a cached
 * balance that always equals the sum of their entries; transfers and entries are written once and
 * never updated or deleted (a trigger refuses it). Amounts are centavos.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** The owning player; null for house accounts. */
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    /** Player: cash, locked, team_bonus, withdraw_hold, game:{platform}. House: see wallet-accounts.ts. */
    kind: text('kind').notNull(),
    /** Cached: the sum of this account's entries, updated in the same transaction as they are written. */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    /** House accounts only: they are the other side of every player balance and may go negative. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * Wagering (spec "withdrawal unlock"), kept on the player's `locked` account row so that the lock
     * that serialises its money also serialises its wagering. Every change is recorded as a delta on
     * the transfer that made it, so the row is re-computable from the transfers.
     */
    wagerRequired: bigint('wager_required', { mode: 'bigint' }).notNull().default(sql`0`),
    wagerDone: bigint('wager_done', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * Set on a player's accounts when the player closes the account (docs/COMPLIANCE.md "Account
     * closure"), in the closure's transaction and under these rows' locks: from then on nothing may stake
     * from them or credit a reward to them (`refuseClosed`); money that is the player's own (a late
     * deposit, a win of a round already staked) may still arrive and is kept for the player.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_kind_uq').on(t.memberId, t.kind).where(sql`member_id is not null`),
    uniqueIndex('ledger_accounts_house_kind_uq').on(t.kind).where(sql`member_id is null`),
    check('ledger_accounts_non_negative_ck', sql`allow_negative or balance >= 0`),
    check('ledger_accounts_house_only_negative_ck', sql`member_id is null or not allow_negative`),
    check(
      'ledger_accounts_wager_ck',
      sql`wager_done >= 0 and wager_done <= wager_required and (kind = 'locked' or wager_required = 0)`,
    ),
  ],
);

/** One money movement: its reason (`code`, a fund type) and its idempotency key. Immutable. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request: a replay with another request is IDEMPOTENCY_CONFLICT. */
    requestHash: text('request_hash').notNull(),
    code: smallint('code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    /** Two-phase: the hold this transfer posts or voids. Unique, so a hold resolves exactly once. */
    resolvesTransferId: bigint('resolves_transfer_id', { mode: 'bigint' }),
    /** Wagering change made by this transfer on the member's `locked` account (may be negative at unlock). */
    wagerRequiredDelta: bigint('wager_required_delta', { mode: 'bigint' }).notNull().default(sql`0`),
    wagerDoneDelta: bigint('wager_done_delta', { mode: 'bigint' }).notNull().default(sql`0`),
    meta: jsonb('meta').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_key_uq').on(t.idempotencyKey),
    uniqueIndex('ledger_transfers_resolves_uq').on(t.resolvesTransferId),
    index('ledger_transfers_member_idx').on(t.memberId, t.id),
  ],
);

/** One side of a transfer on one account. The entries of a transfer sum to zero. Immutable. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Fund type shown in the fund log; usually the transfer's code (a split stake has a 12 and a 13 leg). */
    code: smallint('code').notNull(),
    /** Signed: positive raises the account's balance. Never zero. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
    check('ledger_entries_nonzero_ck', sql`amount <> 0`),
  ],
);
