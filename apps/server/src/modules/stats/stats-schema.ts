import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * Per-player statistics kept by event handlers (deposit credited, round settled), so that VIP, team
 * and activities read one row instead of scanning history. `day` is the São Paulo calendar day.
 * Equal at all times (once the outbox is drained) to a recount from the ledger and the rounds.
 */
export const memberDailyStats = pgTable(
  'member_daily_stats',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    rechargeCount: integer('recharge_count').notNull().default(0),
    rechargeCents: bigint('recharge_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The first deposit of the player's life, when it fell on this day. */
    firstDepositCents: bigint('first_deposit_cents', { mode: 'bigint' }),
    /** Stakes of settled rounds, refunds excluded (what wagering and VIP count). */
    validBetCents: bigint('valid_bet_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    winCents: bigint('win_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    rounds: integer('rounds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/** Lifetime totals of the same figures. */
export const memberStats = pgTable('member_stats', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id),
  rechargeCount: integer('recharge_count').notNull().default(0),
  rechargeCents: bigint('recharge_cents', { mode: 'bigint' }).notNull().default(sql`0`),
  firstDepositCents: bigint('first_deposit_cents', { mode: 'bigint' }),
  firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
  validBetCents: bigint('valid_bet_cents', { mode: 'bigint' }).notNull().default(sql`0`),
  winCents: bigint('win_cents', { mode: 'bigint' }).notNull().default(sql`0`),
  rounds: bigint('rounds', { mode: 'bigint' }).notNull().default(sql`0`),
});
