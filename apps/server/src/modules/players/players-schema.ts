import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * Staff notes on a player (back office, support and finance): kept, never edited or deleted; each is
 * written with its audit row. `staff_id` names the author (staff accounts are never deleted).
 */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    staffId: bigint('staff_id', { mode: 'bigint' }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('player_notes_member_idx').on(t.memberId, t.id)],
);
