/**
 * Domain events: a transactional outbox (docs/ARCHITECTURE.md "Domain events"). Record a fact with
 * `recordEvent(tx, …)` in the transaction that makes it true, call `eventsCommitted()` after commit;
 * handlers, declared in their module's manifest, apply each event once, in their own transaction.
 */
import { jobSummary } from '../jobs/job-summary.ts';
import { defineModule, tablesOf } from '../lib/server-module.ts';
import * as schema from './events-schema.ts';

export type { DomainEvent, EventPayloads, EventType } from './catalog.ts';
export { EVENT_TYPES } from './catalog.ts';
export { type Dispatcher, type EventHandler, retryDelayMs } from './dispatcher.ts';
export { eventsCommitted, recordEvent, recordEventSql, redactRegistrationEvents } from './outbox.ts';

export const eventsModule = defineModule({
  name: 'events',
  purpose: 'The outbox of domain events and the delivery of each to every handler once',
  // The poller that delivers what a crash between commit and dispatch left behind.
  jobs: (app) => [
    {
      name: 'events.deliver',
      description: 'Delivers domain events that were not dispatched right after their commit',
      schedule: { everySeconds: 30 },
      mode: 'items',
      run: async () => jobSummary('eventsDelivered', { n: await app.events.drain() }),
    },
  ],
  tables: tablesOf(schema),
});
