import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { EventPayloads, EventType } from './catalog.ts';
import { domainEvents } from './events-schema.ts';

/** In-process listeners told after a transaction that recorded events commits (see `eventsCommitted`). */
const listeners = new Set<() => void>();

/**
 * Records a fact in the caller's transaction (the outbox). It reaches the handlers only if that
 * transaction commits; call `eventsCommitted()` after the commit to dispatch at once, otherwise the
 * dispatcher's poll delivers it within a second.
 */
export async function recordEvent<T extends EventType>(
  tx: Executor,
  type: T,
  memberId: bigint | null,
  payload: EventPayloads[T],
  occurredAt: Date,
): Promise<void> {
  await tx.insert(domainEvents).values({ type, memberId, payload, occurredAt });
}

/** Wakes this process's dispatchers; call after committing a transaction that recorded events. */
export function eventsCommitted(): void {
  for (const listener of listeners) listener();
}

export function onEventsCommitted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `recordEvent` as a part of the writer's own statement, for a hot path that saves the round trip (the
 * game round records `round.settled` in the statement that writes the round): an `insert … select` to put
 * in a `with` clause, recording one event per row of the earlier CTE `from`. Each payload field is a
 * string (sent as a parameter) or SQL over that row; the keys are the catalog's, so the payload keeps
 * its shape. Same outbox row, same transaction, same delivery as `recordEvent`.
 */
export function recordEventSql<T extends EventType>(
  type: T,
  from: SQL,
  memberId: SQL,
  payload: { [K in keyof EventPayloads[T]]: SQL | string },
  occurredAt: Date,
): SQL {
  const fields = Object.entries(payload as Record<string, SQL | string>).map(
    ([key, value]) => sql`${key}::text, ${typeof value === 'string' ? sql`${value}::text` : value}`,
  );
  return sql`insert into ${domainEvents} (type, member_id, payload, occurred_at)
    select ${type}::text, ${memberId}, jsonb_build_object(${sql.join(fields, sql`, `)}),
      ${occurredAt.toISOString()}::timestamptz
    from ${from}`;
}

/**
 * Erases personal fields from a member's applied events (minimisation of a closed account): the event
 * stays — it explains the facts handlers built from it — without the registration address and device.
 */
export async function redactRegistrationEvents(tx: Executor, memberId: bigint): Promise<void> {
  await tx.execute(
    sql`update domain_events set payload = payload || '{"ip": null, "device": null}'::jsonb
        where member_id = ${String(memberId)}::bigint and type = 'member.registered' and done_at is not null`,
  );
}
