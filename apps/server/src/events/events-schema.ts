import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (docs/ARCHITECTURE.md "Domain events"). A module that makes a fact true
 * inserts its event in the same transaction; handlers apply it after commit, each at most once.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    type: text('type').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    payload: jsonb('payload').notNull(),
    /** The fact's time (the app's clock, so tests can inject it). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Set once every handler subscribed to the type has applied the event. */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('domain_events_pending_idx').on(t.id).where(sql`${t.doneAt} is null`)],
);

/** "Handler H applied event E": inserted in the handler's own transaction, so it applies once. */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    handler: text('handler').notNull(),
    eventId: bigint('event_id', { mode: 'bigint' }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.handler, t.eventId] })],
);

/** A handler that threw on an event: retried with backoff until it succeeds. */
export const eventFailures = pgTable(
  'event_failures',
  {
    handler: text('handler').notNull(),
    eventId: bigint('event_id', { mode: 'bigint' }).notNull(),
    attempts: integer('attempts').notNull(),
    lastError: text('last_error').notNull(),
    retryAt: timestamp('retry_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.handler, t.eventId] })],
);
