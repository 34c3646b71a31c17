import type { Db, Tx } from '../../db/client.ts';

/** PostgreSQL's "try again" answers: deadlock detected, serialization failure. */
const RETRYABLE = new Set(['40P01', '40001']);

function sqlState(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth += 1
  ) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * Runs `work` in a transaction and runs it again (up to `attempts` times) when PostgreSQL aborts it
 * with a deadlock or serialization failure. Safe for money because every wallet function is
 * idempotent by its key; `work` must be idempotent too (the whole transaction was rolled back).
 * Deadlocks cannot come from the ledger's own locks (taken in id order) but can from a caller's rows.
 */
export async function inMoneyTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Tx));
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || !state || !RETRYABLE.has(state)) throw error;
    }
  }
}
