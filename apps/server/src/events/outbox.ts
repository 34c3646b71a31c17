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
