import { bigint, bigserial, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * VIP level-up rewards received (fund type 6 "grade"). One row per member and level: the unique
 * index is what makes a reward payable once, however many receive calls race for it. The money is
 * in the ledger (`transfer_id`); this row is the claim.
 */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    level: integer('level').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vip_rewards_member_level_uq').on(t.memberId, t.level)],
);
