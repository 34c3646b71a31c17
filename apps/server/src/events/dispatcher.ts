import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import type { DomainEvent, EventType } from './catalog.ts';
import { domainEvents, eventDeliveries, eventFailures } from './events-schema.ts';
import { eventsCommitted, onEventsCommitted } from './outbox.ts';

/**
 * A consumer of domain events. `apply` runs in its own short transaction, never in the transaction
 * that recorded the event, and receives only events this handler has not applied before: the
 * dispatcher inserts the (handler, event) delivery rows in that same transaction, so an event is
 * applied at most once per handler, and it is retried until it succeeds, so at least once.
 */
export type EventHandler<T extends EventType = EventType> = {
  /** Stable name: the delivery key. Renaming a handler makes it apply every pending event again. */
  name: string;
  types: readonly T[];
  apply(tx: Tx, events: DomainEvent<T>[]): Promise<void>;
};

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type Dispatcher = {
  /** Adds a handler; handlers of one type apply in registration order (a later one waits). */
  on<T extends EventType>(handler: EventHandler<T>): void;
  /** Delivers everything pending, batch after batch, until nothing more can be applied now. */
  drain(): Promise<number>;
  /** Starts the in-process dispatch (after each commit, and a poll for what a crash left behind). */
  start(pollMs: number): void;
  stop(): Promise<void>;
  handlers(): readonly EventHandler[];
  /** Events not yet applied by every handler of their type, and the age of the oldest (seconds). */
  backlog(): Promise<{ events: number; oldestSeconds: number }>;
};

const BATCH = 200;

/** Exponential backoff for a failing handler: 1 s, 2 s, 4 s… up to 10 minutes. */
export const retryDelayMs = (attempts: number): number => Math.min(1000 * 2 ** (attempts - 1), 600_000);

type Row = typeof domainEvents.$inferSelect;
const toEvent = (row: Row): DomainEvent =>
  ({
    id: row.id,
    type: row.type,
    memberId: row.memberId,
    payload: row.payload,
    occurredAt: row.occurredAt,
  }) as DomainEvent;

type Deps = { db: Db; now: () => Date; log: Log };

async function pending({ db, now }: Deps): Promise<DomainEvent[]> {
  const rows = await db
    .select()
    .from(domainEvents)
    .where(
      and(
        isNull(domainEvents.doneAt),
        sql`${domainEvents.id} not in (select ${eventFailures.eventId} from ${eventFailures}
              where ${eventFailures.retryAt} > ${now()})`,
      ),
    )
    .orderBy(asc(domainEvents.id))
    .limit(BATCH);
  return rows.map(toEvent);
}

async function deliveredOf(db: Db, ids: bigint[]): Promise<Set<string>> {
  const rows = await db
    .select({ handler: eventDeliveries.handler, eventId: eventDeliveries.eventId })
    .from(eventDeliveries)
    .where(inArray(eventDeliveries.eventId, ids));
  return new Set(rows.map((r) => `${r.handler}:${r.eventId}`));
}

/** Applies `events` in one transaction (those this handler applied before are skipped). */
async function applyBatch({ db, now }: Deps, handler: EventHandler, events: DomainEvent[]): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(eventDeliveries)
      .values(events.map((e) => ({ handler: handler.name, eventId: e.id, appliedAt: now() })))
      .onConflictDoNothing()
      .returning({ eventId: eventDeliveries.eventId });
    const fresh = new Set(inserted.map((r) => r.eventId));
    const toApply = events.filter((e) => fresh.has(e.id));
    if (toApply.length > 0) await handler.apply(tx as unknown as Tx, toApply);
    await tx.delete(eventFailures).where(
      and(
        sql`${eventFailures.handler} = ${handler.name}`,
        inArray(
          eventFailures.eventId,
          events.map((e) => e.id),
        ),
      ),
    );
  });
}

async function recordFailure(
  { db, now, log }: Deps,
  handler: EventHandler,
  event: DomainEvent,
  error: unknown,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const at = now();
  // One statement: the first failure waits 1 s; on conflict the old count n gives the wait 2^n s
  // (retryDelayMs of the new count n + 1), capped at 10 minutes.
  const [row] = await db
    .insert(eventFailures)
    .values({
      handler: handler.name,
      eventId: event.id,
      attempts: 1,
      lastError: message,
      retryAt: new Date(at.getTime() + retryDelayMs(1)),
    })
    .onConflictDoUpdate({
      target: [eventFailures.handler, eventFailures.eventId],
      set: {
        attempts: sql`${eventFailures.attempts} + 1`,
        lastError: message,
        retryAt: sql`${at.toISOString()}::timestamptz + least(1000 * power(2, ${eventFailures.attempts}), 600000) * interval '1 millisecond'`,
      },
    })
    .returning({ attempts: eventFailures.attempts });
  const attempts = row?.attempts ?? 1;
  log.error(
    { err: error, handler: handler.name, eventId: String(event.id), attempts },
    'event handler failed',
  );
}

/** One handler over its share of a batch; a failing batch is retried event by event. */
async function runHandler(
  deps: Deps,
  handler: EventHandler,
  events: DomainEvent[],
  delivered: Set<string>,
): Promise<void> {
  if (events.length === 0) return;
  try {
    await applyBatch(deps, handler, events);
    for (const e of events) delivered.add(`${handler.name}:${e.id}`);
    return;
  } catch (error) {
    if (events.length === 1) {
      await recordFailure(deps, handler, events[0] as DomainEvent, error);
      return;
    }
  }
  for (const event of events) {
    try {
      await applyBatch(deps, handler, [event]);
      delivered.add(`${handler.name}:${event.id}`);
    } catch (error) {
      await recordFailure(deps, handler, event, error);
    }
  }
}

/** One batch of pending events through every handler in order; returns how many are now done. */
async function deliverBatch(deps: Deps, registered: readonly EventHandler[]): Promise<number> {
  const { db, now } = deps;
  const events = await pending(deps);
  if (events.length === 0) return 0;
  const delivered = await deliveredOf(
    db,
    events.map((e) => e.id),
  );
  const blocked = new Set<bigint>(); // an earlier handler of the event has not applied it yet
  for (const handler of registered) {
    const mine = events.filter(
      (e) =>
        (handler.types as readonly string[]).includes(e.type) &&
        !blocked.has(e.id) &&
        !delivered.has(`${handler.name}:${e.id}`),
    );
    await runHandler(deps, handler, mine, delivered);
    for (const e of mine) if (!delivered.has(`${handler.name}:${e.id}`)) blocked.add(e.id);
  }
  const done = events.filter((e) =>
    registered.every(
      (h) => !(h.types as readonly string[]).includes(e.type) || delivered.has(`${h.name}:${e.id}`),
    ),
  );
  if (done.length > 0) {
    await db
      .update(domainEvents)
      .set({ doneAt: now() })
      .where(
        inArray(
          domainEvents.id,
          done.map((e) => e.id),
        ),
      );
  }
  return done.length;
}

async function backlogOf({ db, now }: Deps): Promise<{ events: number; oldestSeconds: number }> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      oldest: sql<Date | string | null>`min(${domainEvents.occurredAt})`,
    })
    .from(domainEvents)
    .where(isNull(domainEvents.doneAt));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  const age = oldest ? Math.max(0, (now().getTime() - oldest.getTime()) / 1000) : 0;
  return { events: Number(row?.n ?? 0), oldestSeconds: Math.round(age) };
}

export function createDispatcher(db: Db, now: () => Date, log: Log): Dispatcher {
  const deps: Deps = { db, now, log };
  const registered: EventHandler[] = [];
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;

  async function drainLoop(): Promise<number> {
    let total = 0;
    for (;;) {
      again = false;
      const done = await deliverBatch(deps, registered);
      total += done;
      // Handlers may record new events (a level reached): keep going while progress is made.
      if (done === 0 && !again) return total;
      if (done === 0) continue;
    }
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drainLoop().finally(() => {
      running = null;
    });
    return running;
  }

  function kick(): void {
    drain().catch((err) => log.error({ err }, 'event dispatch'));
  }

  return {
    backlog: () => backlogOf(deps),
    on(handler) {
      if (registered.some((h) => h.name === handler.name))
        throw new Error(`duplicate handler ${handler.name}`);
      registered.push(handler as unknown as EventHandler);
    },
    drain,
    start(pollMs) {
      unsubscribe = onEventsCommitted(kick);
      timer = setInterval(kick, pollMs);
      timer.unref();
    },
    async stop() {
      unsubscribe?.();
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
    },
    handlers: () => registered,
  };
}

export { eventsCommitted };
