/**
 * Domain events: a transactional outbox (docs/ARCHITECTURE.md "Domain events"). Record a fact with
 * `recordEvent(tx, …)` in the transaction that makes it true, call `eventsCommitted()` after commit;
 * handlers (`app.events.on(...)`) apply each event once, in their own transaction.
 */
export type { DomainEvent, EventPayloads, EventType } from './catalog.ts';
export { EVENT_TYPES } from './catalog.ts';
export { type Dispatcher, type EventHandler, retryDelayMs } from './dispatcher.ts';
export { eventsCommitted, recordEvent, recordEventSql, redactRegistrationEvents } from './outbox.ts';
