import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Landing visits recorded by `GET /activity/uv` (docs/SPECIFICATION.md §7), with the ad/landing codes they carried. */
export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    code: text('code'),
    regKey: text('reg_key'),
    memberId: bigint('member_id', { mode: 'bigint' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visits_created_at_idx').on(t.createdAt),
    index('visits_access_log_idx').on(t.createdAt).where(sql`ip is not null or user_agent is not null`),
  ],
);
