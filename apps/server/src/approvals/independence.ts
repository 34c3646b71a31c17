import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { staffChanges } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Four eyes that are two people (docs/COMPLIANCE.md "Four eyes"): an approval counts only from a
 * staff member independent of the requester. The approver is not independent when the requester —
 * directly, or up the chain of such changes — created the approver's account, granted them a role or
 * reset their secrets (`staff_changes`), unless a different owner approved that change. Every money
 * approval goes through `assertIndependent`: the maker-checker requests (adjustments, Pix payment
 * resolutions, commission releases) and the two approvals of a withdrawal.
 */
export class NotIndependentError extends AppError {
  constructor(
    readonly requesterId: bigint,
    readonly approverId: bigint,
  ) {
    super('STAFF_NOT_INDEPENDENT');
  }
}

/**
 * Whether `requesterId` is among those who made `approverId` what they are: the changes to the
 * approver (and, recursively, to whoever made them) whose actor acted alone or approved it themself.
 */
export async function dependsOn(db: Executor, approverId: bigint, requesterId: bigint): Promise<boolean> {
  if (approverId === requesterId) return true;
  const result = (await db.execute(sql`
    with recursive up(id) as (
      select ${String(approverId)}::bigint
      union
      select c.actor_id from ${staffChanges} c join up on c.staff_id = up.id
      where c.actor_id is not null and (c.approved_by is null or c.approved_by = c.actor_id)
    )
    select 1 as hit from up where id = ${String(requesterId)}::bigint limit 1`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length > 0;
}

/** Refuses (`STAFF_NOT_INDEPENDENT`) an approver who is not independent of the requester. */
export async function assertIndependent(
  db: Executor,
  requesterId: bigint,
  approverId: bigint,
): Promise<void> {
  if (await dependsOn(db, approverId, requesterId)) throw new NotIndependentError(requesterId, approverId);
}

/** Writes the audit row of a refused approval (the caller's `audit`, outside the rolled-back work). */
export type RefusalAudit = (refused: { requestedBy: string; approver: string }) => Promise<void>;

/**
 * Runs an approval (its own transaction) and, when it was refused for a non-independent approver,
 * audits the refusal after the rollback — nothing of the approval is written — and refuses again.
 */
export async function auditIndependence<T>(record: RefusalAudit, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotIndependentError) {
      await record({ requestedBy: String(error.requesterId), approver: String(error.approverId) });
    }
    throw error;
  }
}
