import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer of each (member, endpoint, Idempotency-Key) (docs/API.md "Idempotency"). Written in
 * the transaction of the effect, so a row exists exactly when the effect committed; the primary key
 * makes a concurrent twin wait for the first and then read its answer.
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    /** The route, e.g. `POST /activity/receive`. */
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical JSON of the request (path parameters and body). */
    requestHash: text('request_hash').notNull(),
    /** The `data` of the first answer; null only inside the first's transaction. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.endpoint, t.key] })],
);
