import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * One row per Bolsa Família / BPC beneficiary the central registry flagged (IN SPA/MF 22/2025;
 * docs/COMPLIANCE.md "Barred beneficiaries"): which steps of the way out were carried out, and when.
 * Each step's marker is written in the transaction that does the step, under this row's lock, so a
 * job run twice (or two processes at once, or a restart mid-way) does each step once.
 */
export const barredCases = pgTable('barred_cases', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id),
  /** The registry's first beneficiary answer (the rg state's `beneficiary_flagged_at`). */
  flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull(),
  /** Open live bets cancelled and their stakes refunded (the sum refunded). */
  betsRefundedAt: timestamp('bets_refunded_at', { withTimezone: true }),
  betsRefundedCents: bigint('bets_refunded_cents', { mode: 'bigint' }),
  /** After the 2-day window: the rest returned by Pix (null order: nothing to return, or no account). */
  returnedAt: timestamp('returned_at', { withTimezone: true }),
  returnOrderNo: text('return_order_no'),
  returnCents: bigint('return_cents', { mode: 'bigint' }),
  /** The account closed (the `closure` module's closure, `by: registry`). */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type BarredCaseRow = typeof barredCases.$inferSelect;
