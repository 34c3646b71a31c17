import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@jl/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { audit } from './admin-audit.ts';
import { findStaffById, type StaffRow } from './admin-repository.ts';
import { staff, staffSessions } from './admin-schema.ts';
import type { StaffCtx } from './staff-context.ts';
import { createStaff } from './staff-service.ts';
import { resetSecondFactor } from './staff-totp.ts';

/**
 * The owner's staff editor: accounts, roles, (dis)abling and resetting a lost second factor. Each
 * change is audited in its own transaction with the reason given; an owner never changes their own
 * role, status or second factor (another owner does), so the last owner cannot lock everyone out.
 */

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.id));
}

/** Creates an account with a generated password (answered once); they enrol TOTP at first sign-in. */
export async function addStaff(
  ctx: StaffCtx,
  input: { username: string; email: string; role: StaffRole },
): Promise<{ row: StaffRow; password: string }> {
  const password = randomBytes(15).toString('base64url');
  return ctx.db.transaction(async (tx) => {
    const row = await createStaff(tx, { ...input, password, now: ctx.now });
    if (!row) refuse('STAFF_TAKEN', { field: 'username' });
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'staff.create',
      targetType: 'staff',
      targetId: String(row.id),
      detail: { username: row.username, email: row.email, role: row.role },
      ip: ctx.ip,
      at: ctx.now,
    });
    return { row, password };
  });
}

async function target(ctx: StaffCtx, id: bigint): Promise<StaffRow> {
  const row = await findStaffById(ctx.db, id);
  if (!row) refuse('NOT_FOUND');
  if (row.id === ctx.principal.id) refuse('STAFF_SELF_CHANGE');
  return row;
}

export async function updateStaff(
  ctx: StaffCtx,
  id: bigint,
  input: { role?: StaffRole; status?: 'active' | 'disabled'; reason: string },
): Promise<StaffRow> {
  const before = await target(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const status = input.status === undefined ? before.status : input.status === 'active' ? 0 : 1;
    const [after] = await tx
      .update(staff)
      .set({ role: input.role ?? before.role, status })
      .where(eq(staff.id, id))
      .returning();
    if (status !== 0) {
      await tx
        .update(staffSessions)
        .set({ revokedAt: ctx.now })
        .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
    }
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'staff.update',
      targetType: 'staff',
      targetId: String(id),
      detail: {
        reason: input.reason,
        before: { role: before.role, status: before.status === 0 ? 'active' : 'disabled' },
        after: { role: after!.role, status: after!.status === 0 ? 'active' : 'disabled' },
      },
      ip: ctx.ip,
      at: ctx.now,
    });
    return after!;
  });
}

export async function resetStaffSecondFactor(ctx: StaffCtx, id: bigint, reason: string): Promise<StaffRow> {
  await target(ctx, id);
  return ctx.db.transaction(async (tx) => {
    await resetSecondFactor(tx, id, ctx.now);
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'staff.reset_2fa',
      targetType: 'staff',
      targetId: String(id),
      detail: { reason },
      ip: ctx.ip,
      at: ctx.now,
    });
    const row = await findStaffById(tx, id);
    return row!;
  });
}
