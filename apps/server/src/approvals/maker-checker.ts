import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { refuse } from '../lib/app-error.ts';
import { assertIndependent } from './independence.ts';

/**
 * The columns every request that needs a second staff member has (docs/ARCHITECTURE.md "One
 * maker-checker"): who asked, until when it may be decided, and the decision. Each module keeps its
 * requests in its own table with these columns and a check that the decider is not the requester.
 */
type RequestColumns = {
  id: PgColumn;
  status: PgColumn;
  requestedBy: PgColumn;
  expiresAt: PgColumn;
  decidedBy: PgColumn;
  decidedAt: PgColumn;
  decisionReason: PgColumn;
};

type RequestRow = {
  id: bigint;
  status: string;
  requestedBy: bigint;
  expiresAt: Date;
};

export type Decider = { staffId: bigint; now: Date };

/**
 * Maker-checker over one module's request table. A request is `pending` until a decision: `applied`
 * by a staff member other than its maker, `rejected` by either, or `expired` when its time ran out
 * before a decision (said to whoever tries, and recorded). Every decision locks the row first, so two
 * checkers never both apply it.
 */
export function makerChecker<Row extends RequestRow>(table: PgTable & RequestColumns) {
  const { id: idColumn } = getTableColumns(table) as unknown as RequestColumns;

  /** Locks a pending request; marks it expired (and says so) when its time is up. */
  async function lockPending(tx: Executor, id: bigint, now: Date): Promise<{ row: Row; expired: boolean }> {
    const [row] = (await tx.select().from(table).where(eq(idColumn, id)).for('update')) as Row[];
    if (!row) refuse('NOT_FOUND');
    if (row.status !== 'pending') refuse('STAFF_REQUEST_DECIDED', { vars: { status: row.status } });
    if (row.expiresAt > now) return { row, expired: false };
    await tx.update(table).set({ status: 'expired', decidedAt: now }).where(eq(idColumn, id));
    return { row, expired: true };
  }

  /**
   * The checker's half: `apply` takes effect and returns what the row records beside the decision
   * (a transfer id, a refund id). Refused to the request's own maker, and to a checker who is not
   * independent of the maker (independence.ts). Null when it had expired.
   */
  async function approve<T extends Record<string, unknown>>(
    tx: Executor,
    id: bigint,
    by: Decider,
    apply: (row: Row) => Promise<T>,
  ): Promise<{ row: Row; applied: T } | null> {
    const { row, expired } = await lockPending(tx, id, by.now);
    if (expired) return null;
    if (row.requestedBy === by.staffId) refuse('STAFF_SELF_APPROVAL');
    await assertIndependent(tx, row.requestedBy, by.staffId);
    const applied = await apply(row);
    await tx
      .update(table)
      .set({ ...applied, status: 'applied', decidedBy: by.staffId, decidedAt: by.now })
      .where(eq(idColumn, id));
    return { row, applied };
  }

  /** Either side may reject (the maker withdraws it, or a checker refuses it); nothing takes effect. */
  async function reject(tx: Executor, id: bigint, by: Decider, reason: string): Promise<Row | null> {
    const { row, expired } = await lockPending(tx, id, by.now);
    if (expired) return null;
    await tx
      .update(table)
      .set({ status: 'rejected', decidedBy: by.staffId, decidedAt: by.now, decisionReason: reason })
      .where(eq(idColumn, id));
    return row;
  }

  return { lockPending, approve, reject };
}
