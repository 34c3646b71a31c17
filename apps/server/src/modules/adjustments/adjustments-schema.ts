import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * Operator adjustments under four eyes (maker-checker, after Apache Fineract's command source): a
 * request (type 2 add money, 15 system correction, 22 balance deduction) made by one staff member
 * and applied only when a different one approves. The approval, this row's change and the ledger
 * transfer (idempotency key `adjustment:<id>`) commit together; a rejected or expired request moves
 * nothing. Rows are never deleted.
 */
export const adjustmentRequests = pgTable(
  'adjustment_requests',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    code: smallint('code').notNull(),
    /** Positive for 2 and 22; signed for 15. */
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    target: text('target').notNull().default('cash'),
    reason: text('reason').notNull(),
    requestedBy: bigint('requested_by', { mode: 'bigint' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** pending → applied | rejected | expired. */
    status: text('status').notNull().default('pending'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
  },
  (t) => [
    index('adjustment_requests_status_idx').on(t.status, t.id),
    index('adjustment_requests_member_idx').on(t.memberId, t.id),
    check('adjustment_requests_code_ck', sql`code in (2, 15, 22)`),
    check('adjustment_requests_amount_ck', sql`amount_cents <> 0 and (code = 15 or amount_cents > 0)`),
    check('adjustment_requests_status_ck', sql`status in ('pending', 'applied', 'rejected', 'expired')`),
    // Four eyes in the database too: whoever applies is never whoever asked.
    check('adjustment_requests_four_eyes_ck', sql`status <> 'applied' or decided_by <> requested_by`),
  ],
);
