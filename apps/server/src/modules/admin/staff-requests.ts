import type { StaffChangeRequestView, StaffInvitation, StaffRole } from '@jl/core';
import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditIndependence, makerChecker } from '../../approvals/index.ts';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { audit } from './admin-audit.ts';
import { staff, staffChangeRequests } from './admin-schema.ts';
import { applyCreate, applyRoleGrant, type CreateInput } from './staff-changes.ts';
import type { StaffCtx } from './staff-context.ts';

/**
 * Staff creations and role grants while two or more owners are active (docs/COMPLIANCE.md "Four
 * eyes"): they wait, through the one maker-checker, until another owner — independent of the
 * requester — approves. The approval applies the change and records both owners.
 */
export const STAFF_REQUEST_TTL_MS = 72 * 3_600_000;

type Row = typeof staffChangeRequests.$inferSelect;
type Payload = { username?: string; email?: string; role: StaffRole; staffId?: string; reason?: string };

const requests = makerChecker<Row>(staffChangeRequests);
const requester = alias(staff, 'requester');
const target = alias(staff, 'target');

async function viewOf(db: Executor, id: bigint): Promise<StaffChangeRequestView> {
  const [found] = await db
    .select({ row: staffChangeRequests, by: requester.username, name: target.username })
    .from(staffChangeRequests)
    .leftJoin(requester, eq(requester.id, staffChangeRequests.requestedBy))
    .leftJoin(target, eq(target.id, staffChangeRequests.staffId))
    .where(eq(staffChangeRequests.id, id));
  if (!found) refuse('NOT_FOUND');
  return toView(found.row, found.by, found.name);
}

function toView(row: Row, by: string | null, name: string | null): StaffChangeRequestView {
  const p = row.payload as Payload;
  return {
    id: String(row.id),
    kind: row.kind as 'create' | 'role',
    status: row.status as StaffChangeRequestView['status'],
    username: p.username ?? name ?? '',
    email: p.email ?? null,
    role: p.role,
    staff_id: row.staffId === null ? null : String(row.staffId),
    reason: p.reason ?? null,
    requested_by: String(row.requestedBy),
    requested_by_name: by,
    requested_at: row.requestedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Records a creation or grant waiting for another owner (audited); answers its view. */
export async function proposeStaffChange(
  ctx: StaffCtx,
  change:
    | { kind: 'create'; input: CreateInput }
    | { kind: 'role'; staffId: bigint; role: StaffRole; reason: string },
): Promise<StaffChangeRequestView> {
  const payload: Payload =
    change.kind === 'create'
      ? { ...change.input }
      : { role: change.role, staffId: String(change.staffId), reason: change.reason };
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffChangeRequests)
      .values({
        kind: change.kind,
        payload,
        requestedBy: ctx.principal.id,
        requestedAt: ctx.now,
        expiresAt: new Date(ctx.now.getTime() + STAFF_REQUEST_TTL_MS),
        staffId: change.kind === 'role' ? change.staffId : null,
      })
      .returning();
    await audit(tx, {
      staffId: ctx.principal.id,
      action: `staff.${change.kind === 'create' ? 'create' : 'grant'}.request`,
      targetType: 'staff_request',
      targetId: String(row!.id),
      detail: payload,
      ip: ctx.ip,
      at: ctx.now,
    });
    return row!.id;
  });
  return viewOf(ctx.db, id);
}

/** Pending staff changes, oldest first (the staff page's list; expired ones are left out). */
export async function listStaffRequests(db: Executor, now: Date): Promise<StaffChangeRequestView[]> {
  const rows = await db
    .select({ row: staffChangeRequests, by: requester.username, name: target.username })
    .from(staffChangeRequests)
    .leftJoin(requester, eq(requester.id, staffChangeRequests.requestedBy))
    .leftJoin(target, eq(target.id, staffChangeRequests.staffId))
    .where(and(eq(staffChangeRequests.status, 'pending'), gt(staffChangeRequests.expiresAt, now)))
    .orderBy(asc(staffChangeRequests.id));
  return rows.map((r) => toView(r.row, r.by, r.name));
}

/**
 * Another owner approves: the change applies, recorded as the requester's with this owner's
 * approval. A creation answers the invitation link (shown once, to the approving owner).
 */
export async function approveStaffRequest(
  ctx: StaffCtx,
  id: bigint,
): Promise<{ request: StaffChangeRequestView; invitation: StaffInvitation | null }> {
  const by = { staffId: ctx.principal.id, now: ctx.now };
  const refusal = (r: { requestedBy: string }) =>
    audit(ctx.db, {
      staffId: ctx.principal.id,
      action: 'staff.request.approve.refused',
      targetType: 'staff_request',
      targetId: String(id),
      detail: { reason: 'STAFF_NOT_INDEPENDENT', requestedBy: r.requestedBy },
      ip: ctx.ip,
      at: ctx.now,
    });
  const invitation = await auditIndependence(refusal, () =>
    ctx.db.transaction(async (tx) => {
      let issued: StaffInvitation | null = null;
      const decided = await requests.approve(tx, id, by, async (row) => {
        const p = row.payload as Payload;
        const common = { actorId: row.requestedBy, approvedBy: ctx.principal.id, now: ctx.now };
        if (row.kind === 'create') {
          const created = await applyCreate(tx, {
            username: p.username!,
            email: p.email!,
            role: p.role,
            ...common,
          });
          issued = created.invitation;
          return { staffId: created.row.id };
        }
        await applyRoleGrant(tx, { staffId: BigInt(p.staffId!), role: p.role, ...common });
        return {};
      });
      if (!decided) return 'expired' as const;
      await audit(tx, {
        staffId: ctx.principal.id,
        action: 'staff.request.approve',
        targetType: 'staff_request',
        targetId: String(id),
        detail: {
          kind: decided.row.kind,
          requestedBy: String(decided.row.requestedBy),
          ...(decided.row.payload as Payload),
        },
        ip: ctx.ip,
        at: ctx.now,
      });
      return issued as StaffInvitation | null;
    }),
  );
  if (invitation === 'expired') refuse('STAFF_REQUEST_DECIDED', { vars: { status: 'expired' } });
  return { request: await viewOf(ctx.db, id), invitation };
}

/** Either owner rejects (the requester withdraws it); nothing changes. */
export async function rejectStaffRequest(
  ctx: StaffCtx,
  id: bigint,
  reason: string,
): Promise<StaffChangeRequestView> {
  await ctx.db.transaction(async (tx) => {
    const row = await requests.reject(tx, id, { staffId: ctx.principal.id, now: ctx.now }, reason);
    if (!row) return;
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'staff.request.reject',
      targetType: 'staff_request',
      targetId: String(id),
      detail: { reason },
      ip: ctx.ip,
      at: ctx.now,
    });
  });
  return viewOf(ctx.db, id);
}
