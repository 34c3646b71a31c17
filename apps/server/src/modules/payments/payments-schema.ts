import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * Pix deposits (docs/API.md "Deposits (Pix)"). Money itself lives in the ledger (wallet module);
 * these tables record who may pay, what was asked for, and every Pix that arrived with what we did
 * with it. Amounts are centavos.
 */

/** docs/SPECIFICATION.md §3 recharge info: the identity every deposit must come from. One CPF belongs to one player. */
export const rechargeInfo = pgTable(
  'recharge_info',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => members.id),
    name: text('name').notNull(),
    /** 11 digits, no punctuation. */
    cpf: text('cpf').notNull(),
    /** E.164, "+5511912345678". */
    mobile: text('mobile').notNull(),
    /** Lowercase. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recharge_info_cpf_uq').on(t.cpf)],
);

/**
 * A deposit order and its Pix charge. `txid` (the BR Code's 62-05) is the order number. Status:
 * wait → success (credited, exactly once) | fail (expired unpaid; a payment made before the expiry
 * that is reported late still turns it to success).
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('wait'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** Null only while the PSP has not answered the charge creation yet (retried on replay). */
    brCode: text('br_code'),
    qrImage: text('qr_image'),
    /**
     * Set while one request is asking the PSP for this order's charge (cleared when it answered or
     * failed): concurrent replays of one key wait for that call instead of making their own.
     */
    chargeClaimedAt: timestamp('charge_claimed_at', { withTimezone: true }),
    /** The CPF the deposit must come from (the recharge info at creation). */
    payerCpf: text('payer_cpf').notNull(),
    /**
     * The client's Idempotency-Key and a hash of its request (the amount), on orders made before
     * `answerOnce` kept first answers (docs/API.md "Idempotency"); null on later orders.
     */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    endToEndId: text('end_to_end_id'),
    failReason: text('fail_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recharge_orders_order_no_uq').on(t.orderNo),
    uniqueIndex('recharge_orders_idempotency_uq')
      .on(t.memberId, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    uniqueIndex('recharge_orders_e2e_uq').on(t.endToEndId),
    index('recharge_orders_member_idx').on(t.memberId, t.id),
    index('recharge_orders_open_idx').on(t.expiresAt).where(sql`status = 'wait'`),
    check('recharge_orders_amount_ck', sql`amount_cents > 0`),
    check('recharge_orders_status_ck', sql`status in ('wait', 'success', 'fail')`),
  ],
);

/**
 * Every Pix the PSP reported, once per end-to-end id, with its disposition:
 * credited | amount_mismatch | expired | unknown_charge | third_party | already_paid.
 * Only `credited` moved money to a player; the others wait for the operator (or were refunded).
 */
export const pixIncoming = pgTable(
  'pix_incoming',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    endToEndId: text('end_to_end_id').notNull(),
    txid: text('txid'),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    payerCpf: text('payer_cpf'),
    payerName: text('payer_name'),
    orderId: bigint('order_id', { mode: 'bigint' }),
    memberId: bigint('member_id', { mode: 'bigint' }),
    disposition: text('disposition').notNull(),
    /** The ledger transfer of a credited payment. */
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    /** br-regulated third-party payments go back: pending → processing → refunded | failed. */
    refundStatus: text('refund_status'),
    refundId: text('refund_id'),
    refundReturnId: text('refund_return_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * How staff resolved a payment that was not credited (four eyes, `pix_resolutions`): `credited` to
     * the rightful player (`member_id`, `transfer_id`) or `refunded` to the payer (`refund_*`).
     */
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** How many times the PSP delivered it (duplicates are acknowledged and counted, never re-applied). */
    deliveries: integer('deliveries').notNull().default(1),
    provider: text('provider').notNull(),
    body: jsonb('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pix_incoming_e2e_uq').on(t.endToEndId),
    index('pix_incoming_order_idx').on(t.orderId),
    index('pix_incoming_review_idx').on(t.receivedAt).where(sql`disposition <> 'credited'`),
    check('pix_incoming_resolution_ck', sql`resolution is null or resolution in ('credited', 'refunded')`),
  ],
);

/**
 * Staff resolutions of received Pix that were not credited (docs/API.md "Payments not credited"): one
 * finance member requests `credit` (to `member_id`) or `refund` (to the payer), a different one approves.
 * Status: pending → applied | rejected | expired. At most one pending request per payment; the
 * approval, the payment's resolution and the ledger credit commit in one transaction.
 */
export const pixResolutions = pgTable(
  'pix_resolutions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    incomingId: bigint('incoming_id', { mode: 'bigint' })
      .notNull()
      .references(() => pixIncoming.id),
    action: text('action').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    requestedBy: bigint('requested_by', { mode: 'bigint' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    refundId: text('refund_id'),
  },
  (t) => [
    uniqueIndex('pix_resolutions_pending_uq').on(t.incomingId).where(sql`status = 'pending'`),
    index('pix_resolutions_incoming_idx').on(t.incomingId, t.id),
    check('pix_resolutions_action_ck', sql`action in ('credit', 'refund')`),
    check('pix_resolutions_member_ck', sql`(action = 'credit') = (member_id is not null)`),
    check('pix_resolutions_status_ck', sql`status in ('pending', 'applied', 'rejected', 'expired')`),
  ],
);

/**
 * Per-player deposit totals, updated in the same transaction as each credit: the spec's
 * `accumulated_recharge` and `is_fb` (first deposit reported to the ad trackers).
 */
export const depositStats = pgTable('deposit_stats', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id),
  accumulatedCents: bigint('accumulated_cents', { mode: 'bigint' }).notNull().default(sql`0`),
  depositCount: integer('deposit_count').notNull().default(0),
  firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
  lastDepositAt: timestamp('last_deposit_at', { withTimezone: true }),
  isFb: smallint('is_fb').notNull().default(0),
});

/** The first-deposit conversion reported by the app (`/activity/Fbb`), once per player. */
export const firstDepositReports = pgTable(
  'first_deposit_reports',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    pixId: text('pix_id'),
    ageCode: text('age_code'),
    /** accumulated_recharge when reported. */
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('first_deposit_reports_member_uq').on(t.memberId)],
);
