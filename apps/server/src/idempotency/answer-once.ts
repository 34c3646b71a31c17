import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { refuse } from '../lib/app-error.ts';
import { idempotencyKeyOf } from '../lib/idempotency-key.ts';
import { idempotentAnswers } from './idempotency-schema.ts';

export type IdempotentCall = {
  memberId: bigint;
  /** The route, e.g. `POST /activity/receive`: one key may be used once per endpoint. */
  endpoint: string;
  /** The `Idempotency-Key` header; without one the call simply runs. */
  key: string | undefined;
  /** What makes two calls the same call: path parameters and body (not the headers). */
  request: unknown;
  now: Date;
};

/**
 * The one idempotency rule (docs/API.md "Idempotency"). Invariant: at most one effect per (member,
 * endpoint, key), and every call with that key answers what that effect answered. In one transaction:
 * claim the key (INSERT … ON CONFLICT DO NOTHING — a twin whose first is still in flight waits here on
 * the primary key until the first commits or rolls back), run the effect through `run(tx)` (its own
 * transactions become savepoints), store its answer. A key already taken answers the stored answer
 * when the request hash matches, IDEMPOTENCY_CONFLICT otherwise, and writes nothing. A refusal rolls
 * everything back, key included, so a retry is evaluated anew.
 */
export async function answerOnce<T>(db: Db, call: IdempotentCall, run: (tx: Db) => Promise<T>): Promise<T> {
  const { key, memberId, endpoint } = call;
  if (key === undefined) return run(db);
  const requestHash = hashRequest(call.request);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotentAnswers)
      .values({ memberId, endpoint, key, requestHash, answer: null, createdAt: call.now })
      .onConflictDoNothing()
      .returning({ key: idempotentAnswers.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select({ requestHash: idempotentAnswers.requestHash, answer: idempotentAnswers.answer })
        .from(idempotentAnswers)
        .where(
          and(
            eq(idempotentAnswers.memberId, memberId),
            eq(idempotentAnswers.endpoint, endpoint),
            eq(idempotentAnswers.key, key),
          ),
        );
      if (!first) throw new Error('idempotent answer vanished after a conflict');
      if (first.requestHash !== requestHash || first.answer === null) refuse('IDEMPOTENCY_CONFLICT');
      return first.answer as T;
    }
    const answer = await run(tx);
    await tx
      .update(idempotentAnswers)
      .set({ answer: sql`${JSON.stringify(answer)}::jsonb` })
      .where(
        and(
          eq(idempotentAnswers.memberId, memberId),
          eq(idempotentAnswers.endpoint, endpoint),
          eq(idempotentAnswers.key, key),
        ),
      );
    return answer;
  });
}

/**
 * The stored first answer for this call's key, before the caller checks anything that may have changed
 * since (a replay must not be refused by a rule the first call used up). Null when the key is new or
 * its first call is still in flight (`answerOnce` then waits for it); IDEMPOTENCY_CONFLICT when the key
 * was used with another request.
 */
export async function storedAnswer<T>(db: Db, call: IdempotentCall): Promise<T | null> {
  if (call.key === undefined) return null;
  const [first] = await db
    .select({ requestHash: idempotentAnswers.requestHash, answer: idempotentAnswers.answer })
    .from(idempotentAnswers)
    .where(
      and(
        eq(idempotentAnswers.memberId, call.memberId),
        eq(idempotentAnswers.endpoint, call.endpoint),
        eq(idempotentAnswers.key, call.key),
      ),
    );
  if (!first || first.answer === null) return null;
  if (first.requestHash !== hashRequest(call.request)) refuse('IDEMPOTENCY_CONFLICT');
  return first.answer as T;
}

/** SHA-256 over JSON with sorted object keys and bigints as strings. */
export function hashRequest(value: unknown): string {
  const canonical = JSON.stringify(value ?? null, (_key, v: unknown) => {
    if (typeof v === 'bigint') return v.toString();
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The call as a route sees it: the member, `METHOD /route`, the `Idempotency-Key` header (checked by
 * `idempotencyKeyOf`), and the path parameters with the body as the request that the key is bound to.
 */
export function idempotentCallOf(request: FastifyRequest, memberId: bigint, now: Date): IdempotentCall {
  return {
    memberId,
    endpoint: `${request.method} ${request.routeOptions.url ?? request.url}`,
    key: idempotencyKeyOf(request),
    request: { params: request.params ?? null, body: request.body ?? null },
    now,
  };
}
