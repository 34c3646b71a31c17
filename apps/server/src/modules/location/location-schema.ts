import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from '../auth/auth-schema.ts';

/**
 * Every location decision about a player (docs/COMPLIANCE.md "Where the player is"): where it came
 * from (`ip`: the request's address in the offline IP database; `geolocation`: the browser's
 * coordinates placed inside or outside Brazil), the country and verdict, what asked for it (`check`:
 * the player's location page; `deposit`, `stake`) and whether it refused. The coordinates and the
 * address are never stored — only what was decided from them (LGPD art. 6 III).
 */
export const locationChecks = pgTable(
  'location_checks',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    source: text('source').notNull(),
    /** ISO 3166-1 alpha-2, or null when no country is known. */
    country: text('country'),
    verdict: text('verdict').notNull(),
    context: text('context').notNull(),
    blocked: boolean('blocked').notNull(),
    /** The browser's accuracy radius in metres (geolocation only). */
    accuracyM: integer('accuracy_m'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('location_checks_member_idx').on(t.memberId, t.source, t.at),
    check('location_checks_source_ck', sql`source in ('ip', 'geolocation')`),
    check('location_checks_verdict_ck', sql`verdict in ('brazil', 'abroad', 'unknown')`),
    check('location_checks_context_ck', sql`context in ('check', 'deposit', 'stake')`),
  ],
);
