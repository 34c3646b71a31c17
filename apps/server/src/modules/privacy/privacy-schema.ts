import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from '../admin/admin-schema.ts';
import { members } from '../auth/auth-schema.ts';

/**
 * A hold on one player's access logs (Marco Civil da Internet art. 15 §2 and art. 13 §§3–4;
 * docs/COMPLIANCE.md "Access logs"): the police, an administrative authority or the public prosecutor
 * asked that the records be kept, possibly beyond the retention. While a hold is in force (not
 * released, `held_until` ahead) `privacy.access-logs` skips the player's sessions, SMS codes and
 * landing visits. Confidential (art. 13 §4): only owners see holds, and no player screen or export
 * reads this table.
 */
export const accessLogHolds = pgTable(
  'access_log_holds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** Who asked ("Polícia Federal — DRCC/SP"), and their document ("Ofício 123/2026"). */
    authority: text('authority').notNull(),
    reference: text('reference').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    heldBy: bigint('held_by', { mode: 'bigint' })
      .notNull()
      .references(() => staff.id),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: bigint('released_by', { mode: 'bigint' }).references(() => staff.id),
    releaseReason: text('release_reason'),
  },
  (t) => [index('access_log_holds_member_idx').on(t.memberId, t.heldUntil).where(sql`released_at is null`)],
);
