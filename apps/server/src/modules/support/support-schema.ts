import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * Support tickets (docs/API.md "Support tickets"). A ticket is `open` until staff close it; a player's
 * reply to a closed ticket reopens it. `last_from` says who wrote last (`player`: it waits for staff).
 * Messages are plain text, written once.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('open'),
    lastFrom: text('last_from').notNull().default('player'),
    /** `round` (a game round id) or `order` (a deposit or withdrawal order number), of the player's own. */
    refType: text('ref_type'),
    ref: text('ref'),
    /** Staff id (no foreign key: staff live in the admin module). */
    assignedTo: bigint('assigned_to', { mode: 'bigint' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: bigint('closed_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_tickets_member_idx').on(t.memberId, t.updatedAt),
    index('support_tickets_queue_idx').on(t.status, t.updatedAt),
    check('support_tickets_status_ck', sql`status in ('open', 'closed')`),
    check('support_tickets_last_from_ck', sql`last_from in ('player', 'staff')`),
    check(
      'support_tickets_ref_ck',
      sql`(ref_type is null) = (ref is null) and (ref_type is null or ref_type in ('round', 'order'))`,
    ),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'bigint' })
      .notNull()
      .references(() => supportTickets.id),
    author: text('author').notNull(),
    staffId: bigint('staff_id', { mode: 'bigint' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.id),
    check(
      'support_messages_author_ck',
      sql`(author = 'player' and staff_id is null) or (author = 'staff' and staff_id is not null)`,
    ),
  ],
);
