import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * Withdrawals by Pix (docs/API.md "Withdrawals"). The money is in the ledger (wallet module:
 * cash → withdraw_hold on apply, then post or void exactly once); these tables say where it goes,
 * who decided and what the PSP answered. Amounts are centavos.
 */

/**
 * The player's payout identity: one CPF per player, and one player per CPF. Both unique constraints
 * are what decide when two binds race; every account of the player is a key of this CPF.
 */
export const withdrawHolders = pgTable('withdraw_holders', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id),
  /** 11 digits. */
  cpf: text('cpf').notNull().unique('withdraw_holders_cpf_uq'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** docs/SPECIFICATION.md §3 withdraw bind fields. `pix_type` is `cpf` (the only type supported); `pix_key` 11 digits. */
export const withdrawAccounts = pgTable(
  'withdraw_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => withdrawHolders.memberId),
    pixType: text('pix_type').notNull(),
    pixKey: text('pix_key').notNull(),
    name: text('name').notNull(),
    cpf: text('cpf').notNull(),
    /** E.164, or null. */
    mobile: text('mobile'),
    /** Lowercase, or null. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdraw_accounts_key_uq').on(t.memberId, t.pixType, t.pixKey),
    // Other accounts with a CPF or Pix key (the players module's risk flags, docs/COMPLIANCE.md).
    index('withdraw_accounts_cpf_idx').on(t.cpf),
    index('withdraw_accounts_pix_key_idx').on(t.pixKey),
    check('withdraw_accounts_type_ck', sql`pix_type in ('cpf', 'email', 'phone', 'evp')`),
  ],
);

/**
 * One withdrawal. Status: applying (staff review) → wait (approved; payout sent) → success | fail;
 * applying → rejected. Every transition is an `UPDATE … WHERE status = <expected>` under the row
 * lock, and the ledger resolves the hold at most once, so no event order can pay or return twice.
 * The account's name, CPF and key are copied at apply: the payout goes where the player asked.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Our id of the payout at the PSP ([A-Za-z0-9], 19 characters) and in the ledger keys. */
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => withdrawAccounts.id),
    /** Leaves the player's cash; `fee_cents` of it goes to the house, the rest to the player's Pix. */
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'bigint' }).notNull(),
    feeBps: integer('fee_bps').notNull(),
    status: text('status').notNull(),
    /** `auto` (at or under the operator's threshold) or `staff`. */
    review: text('review').notNull(),
    vipLevel: integer('vip_level').notNull(),
    name: text('name').notNull(),
    cpf: text('cpf').notNull(),
    pixType: text('pix_type').notNull(),
    pixKey: text('pix_key').notNull(),
    /** The São Paulo calendar day of the apply (YYYY-MM-DD): the daily count. */
    localDay: text('local_day').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /**
     * Staff approvals needed before the payout: 0 (auto), 1, or 2 above the `twoApprovalsAbove`
     * setting (fixed at apply, so a later settings change does not move a withdrawal under review).
     */
    approvalsRequired: smallint('approvals_required').notNull().default(1),
    /** The first of two approvals (recorded; the second, by a different staff member, pays out). */
    firstApprovedBy: bigint('first_approved_by', { mode: 'bigint' }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'bigint' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why it was rejected (staff, shown to the player) or failed (PSP). */
    reason: text('reason'),
    /** Set when the payout is claimed for sending: a payout is sent once (then only re-asked by id). */
    payoutRequestedAt: timestamp('payout_requested_at', { withTimezone: true }),
    payoutAttempts: integer('payout_attempts').notNull().default(0),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    endToEndId: text('end_to_end_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_order_no_uq').on(t.orderNo),
    uniqueIndex('withdrawals_idempotency_uq')
      .on(t.memberId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    index('withdrawals_member_idx').on(t.memberId, t.id),
    index('withdrawals_member_day_idx').on(t.memberId, t.localDay),
    index('withdrawals_open_idx').on(t.status, t.id).where(sql`status in ('applying', 'wait')`),
    check('withdrawals_amount_ck', sql`amount_cents > 0 and fee_cents >= 0 and fee_cents < amount_cents`),
    check('withdrawals_status_ck', sql`status in ('applying', 'wait', 'success', 'rejected', 'fail')`),
    check('withdrawals_review_ck', sql`review in ('auto', 'staff')`),
    check('withdrawals_approvals_ck', sql`approvals_required between 0 and 2`),
  ],
);
