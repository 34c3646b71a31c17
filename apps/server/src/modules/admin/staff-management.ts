import type { StaffChangeRequestView, StaffInvitation, StaffRole } from '@jl/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { audit } from './admin-audit.ts';
import { findStaffById, type StaffRow } from './admin-repository.ts';
import { staff, staffSessions } from './admin-schema.ts';
import {
  applyCreate,
  applyRoleGrant,
  assertFree,
  type CreateInput,
  countActiveOwners,
} from './staff-changes.ts';
import type { StaffCtx } from './staff-context.ts';
import { issueInvitation, unusablePasswordHash } from './staff-invitations.ts';
import { recordStaffChange } from './staff-lineage.ts';
import { proposeStaffChange } from './staff-requests.ts';
import { resetSecondFactor } from './staff-totp.ts';

/**
 * The owner's staff editor: accounts, roles, (dis)abling, resetting lost secrets and lifting locks.
 * Each change is audited in its own transaction with the reason given; an owner never changes their
 * own role, status or secrets (another owner does), so the last owner cannot lock everyone out. No
 * owner ever sees a password: new accounts and resets answer an invitation link (staff-invitations.ts).
 * With two or more active owners, creations and role grants wait for another owner (staff-requests.ts).
 */

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.id));
}

type Created = {
  row: StaffRow | null;
  invitation: StaffInvitation | null;
  request: StaffChangeRequestView | null;
};

/** Creates an account and its invitation at once (a single owner), or asks another owner. */
export async function addStaff(ctx: StaffCtx, input: CreateInput): Promise<Created> {
  await assertFree(ctx.db, input);
  if ((await countActiveOwners(ctx.db)) >= 2) {
    return { row: null, invitation: null, request: await proposeStaffChange(ctx, { kind: 'create', input }) };
  }
  return ctx.db.transaction(async (tx) => {
    const { row, invitation } = await applyCreate(tx, {
      ...input,
      actorId: ctx.principal.id,
      approvedBy: null,
      now: ctx.now,
    });
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'staff.create',
      targetType: 'staff',
      targetId: String(row.id),
      detail: { username: row.username, email: row.email, role: row.role, expiresAt: invitation.expires_at },
      ip: ctx.ip,
      at: ctx.now,
    });
    return { row, invitation, request: null };
  });
}

async function target(ctx: StaffCtx, id: bigint): Promise<StaffRow> {
  const row = await findStaffById(ctx.db, id);
  if (!row) refuse('NOT_FOUND');
  if (row.id === ctx.principal.id) refuse('STAFF_SELF_CHANGE');
  return row;
}

const statusName = (status: number) => (status === 0 ? 'active' : 'disabled');

/**
 * Changes the status at once; a role grant applies at once with a single owner (recorded as this
 * owner's) or waits for another owner (the answer's `request`).
 */
export async function updateStaff(
  ctx: StaffCtx,
  id: bigint,
  input: { role?: StaffRole; status?: 'active' | 'disabled'; reason: string },
): Promise<{ row: StaffRow; request: StaffChangeRequestView | null }> {
  const before = await target(ctx, id);
  const grant = input.role !== undefined && input.role !== before.role ? input.role : null;
  const pending = grant !== null && (await countActiveOwners(ctx.db)) >= 2;
  const row = await ctx.db.transaction(async (tx) => {
    const status = input.status === undefined ? before.status : input.status === 'active' ? 0 : 1;
    const [after] = await tx.update(staff).set({ status }).where(eq(staff.id, id)).returning();
    if (status !== 0) {
      await tx
        .update(staffSessions)
        .set({ revokedAt: ctx.now })
        .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
    }
    const granted =
      grant !== null && !pending
        ? await applyRoleGrant(tx, {
            staffId: id,
            role: grant,
            actorId: ctx.principal.id,
            approvedBy: null,
            now: ctx.now,
          })
        : after!;
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'staff.update',
      targetType: 'staff',
      targetId: String(id),
      detail: {
        reason: input.reason,
        before: { role: before.role, status: statusName(before.status) },
        after: { role: granted.role, status: statusName(granted.status) },
        ...(pending ? { roleRequested: grant } : {}),
      },
      ip: ctx.ip,
      at: ctx.now,
    });
    return granted;
  });
  const request = pending
    ? await proposeStaffChange(ctx, { kind: 'role', staffId: id, role: grant!, reason: input.reason })
    : null;
  return { row, request };
}

/**
 * Resets a lost second factor and the password: sessions end, recovery codes are spent, and the
 * member sets a new password through the invitation answered here, then enrols again.
 */
export async function resetStaffSecondFactor(
  ctx: StaffCtx,
  id: bigint,
  reason: string,
): Promise<{ row: StaffRow; invitation: StaffInvitation }> {
  await target(ctx, id);
  const passwordHash = await unusablePasswordHash();
  return ctx.db.transaction(async (tx) => {
    await resetSecondFactor(tx, id, ctx.now, passwordHash);
    await recordStaffChange(tx, { staffId: id, kind: 'reset', actorId: ctx.principal.id, at: ctx.now });
    const invitation = await issueInvitation(tx, {
      staffId: id,
      purpose: 'reset',
      by: ctx.principal.id,
      now: ctx.now,
    });
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'staff.reset_2fa',
      targetType: 'staff',
      targetId: String(id),
      detail: { reason, expiresAt: invitation.expires_at },
      ip: ctx.ip,
      at: ctx.now,
    });
    return { row: (await findStaffById(tx, id))!, invitation };
  });
}

/** Lifts a lock earned by wrong codes (the failure count starts again), with a reason. */
export async function unlockStaff(ctx: StaffCtx, id: bigint, reason: string): Promise<StaffRow> {
  const before = await target(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .update(staff)
      .set({ lockedUntil: null, failedLogins: 0 })
      .where(eq(staff.id, id))
      .returning();
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'staff.unlock',
      targetType: 'staff',
      targetId: String(id),
      detail: { reason, lockedUntil: before.lockedUntil?.toISOString() ?? null },
      ip: ctx.ip,
      at: ctx.now,
    });
    return after!;
  });
}
