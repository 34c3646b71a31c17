import type { StaffInvitation, StaffRole } from '@jl/core';
import { and, count, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { insertStaff, type StaffRow } from './admin-repository.ts';
import { staff } from './admin-schema.ts';
import { issueInvitation, unusablePasswordHash } from './staff-invitations.ts';
import { recordStaffChange } from './staff-lineage.ts';

/**
 * The two staff changes that make someone able to approve money — creating an account and granting a
 * role — applied and recorded in the staff-changes record. `approvedBy` is the second owner when the
 * change went through one (staff-requests.ts); null when a single owner applied it at once.
 */

export type CreateInput = { username: string; email: string; role: StaffRole };

/** Active owners: from two, staff creations and role grants wait for a second owner. */
export async function countActiveOwners(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.status, 0)));
  return Number(row?.n ?? 0);
}

/** Refuses a user name or e-mail that already belongs to a staff member. */
export async function assertFree(db: Executor, input: CreateInput): Promise<void> {
  const [taken] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(or(eq(staff.username, input.username), eq(staff.email, input.email)));
  if (taken) refuse('STAFF_TAKEN', { field: 'username' });
}

/** Creates the account (no usable password) and its invitation; records who created it. */
export async function applyCreate(
  tx: Executor,
  input: CreateInput & { actorId: bigint; approvedBy: bigint | null; now: Date },
): Promise<{ row: StaffRow; invitation: StaffInvitation }> {
  const row = await insertStaff(tx, {
    username: input.username,
    email: input.email,
    passwordHash: await unusablePasswordHash(),
    passwordSetAt: null,
    role: input.role,
    createdAt: input.now,
  });
  if (!row) refuse('STAFF_TAKEN', { field: 'username' });
  await recordStaffChange(tx, {
    staffId: row.id,
    kind: 'create',
    actorId: input.actorId,
    approvedBy: input.approvedBy,
    role: input.role,
    at: input.now,
  });
  const invitation = await issueInvitation(tx, {
    staffId: row.id,
    purpose: 'create',
    by: input.approvedBy ?? input.actorId,
    now: input.now,
  });
  return { row, invitation };
}

/** Grants a role; records who granted it. */
export async function applyRoleGrant(
  tx: Executor,
  input: { staffId: bigint; role: StaffRole; actorId: bigint; approvedBy: bigint | null; now: Date },
): Promise<StaffRow> {
  const [row] = await tx
    .update(staff)
    .set({ role: input.role })
    .where(eq(staff.id, input.staffId))
    .returning();
  if (!row) refuse('NOT_FOUND');
  await recordStaffChange(tx, {
    staffId: input.staffId,
    kind: 'role',
    actorId: input.actorId,
    approvedBy: input.approvedBy,
    role: input.role,
    at: input.now,
  });
  return row;
}
