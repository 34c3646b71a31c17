import type { Executor } from '../../db/client.ts';
import { staffChanges } from './admin-schema.ts';

/**
 * The staff-changes record (docs/COMPLIANCE.md "Four eyes"): who created each account, granted each
 * role and reset its secrets, and which other owner approved it when it went through one. The
 * approvals mechanism (apps/server/src/approvals/independence.ts) reads it.
 */
export async function recordStaffChange(
  tx: Executor,
  input: {
    staffId: bigint;
    kind: 'create' | 'role' | 'reset';
    actorId: bigint | null;
    approvedBy?: bigint | null;
    role?: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(staffChanges).values({
    staffId: input.staffId,
    kind: input.kind,
    actorId: input.actorId,
    approvedBy: input.approvedBy ?? null,
    role: input.role ?? null,
    at: input.at,
  });
}
