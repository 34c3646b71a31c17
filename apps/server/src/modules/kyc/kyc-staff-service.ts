import { type AdminKycCase, KYC_APPROVAL_TTL_HOURS, type KycGlance } from '@jl/core';
import { eq } from 'drizzle-orm';
import { auditIndependence, type Decider, makerChecker } from '../../approvals/index.ts';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { audit, type StaffCtx, staffUsernames } from '../admin/index.ts';
import { cpfHeldByAnother, findSubject, type KycSubjectRow, updateSubject } from './kyc-repository.ts';
import { kycApprovals, kycSubjects } from './kyc-schema.ts';
import {
  checksOfLatest,
  insertApproval,
  type KycApprovalRow,
  listSubjects,
  pendingApprovalsOf,
  statesOf,
  voidPendingApprovals,
} from './kyc-staff-repository.ts';
import { caseView, glanceOf } from './kyc-staff-views.ts';

/**
 * The staff side of identity checks (docs/COMPLIANCE.md "Identity (KYC)"). A verification in `review`
 * becomes `verified` only when one staff member proposes it with a reason and a second, independent
 * one confirms (the approvals mechanism: never the proposer, never someone the proposer made what they
 * are). A refusal is one staff member's decision: it grants nothing, and the player may start again.
 * Every step is audited in the same transaction as its change.
 */

const approvals = makerChecker<KycApprovalRow>(kycApprovals);

async function views(ctx: StaffCtx, rows: KycSubjectRow[]): Promise<AdminKycCase[]> {
  const ids = rows.map((r) => r.memberId);
  const [checks, proposals] = await Promise.all([
    checksOfLatest(ctx.db, rows),
    pendingApprovalsOf(ctx.db, ids, ctx.now),
  ]);
  const names = await staffUsernames(
    ctx.db,
    proposals.map((p) => p.requestedBy),
  );
  return rows.map((row) => {
    const proposal = proposals.find((p) => p.memberId === row.memberId && p.attempt === row.attempt);
    return caseView(ctx.principal.role, row, checks, proposal ?? null, names);
  });
}

/** `GET /admin/kyc`: one state's verifications, the longest waiting first. */
export async function listKycCases(ctx: StaffCtx, state: string, page: number, size: number) {
  const { rows, total } = await listSubjects(ctx.db, state, page, size);
  return { list: await views(ctx, rows), total, page, size };
}

async function caseOf(ctx: StaffCtx, memberId: bigint): Promise<{ case: AdminKycCase }> {
  const row = await findSubject(ctx.db, memberId);
  if (!row) refuse('NOT_FOUND');
  const [view] = await views(ctx, [row]);
  return { case: view! };
}

/** The player's row locked, when it is waiting for staff review. */
async function lockInReview(tx: Executor, memberId: bigint): Promise<KycSubjectRow> {
  const [row] = await tx.select().from(kycSubjects).where(eq(kycSubjects.memberId, memberId)).for('update');
  if (!row) refuse('NOT_FOUND');
  if (row.state !== 'review') refuse('KYC_NOT_IN_REVIEW');
  return row;
}

const auditOf = (ctx: StaffCtx, action: string, memberId: bigint, detail: Record<string, unknown>) => ({
  staffId: ctx.principal.id,
  action,
  targetType: 'member',
  targetId: String(memberId),
  detail,
  ip: ctx.ip,
  at: ctx.now,
});

/** `POST /admin/kyc/:id/approve`: the maker's half — a proposal; the player stays in review. */
export async function proposeKycApproval(ctx: StaffCtx, memberId: bigint, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockInReview(tx, memberId);
    const pending = await pendingApprovalsOf(tx, [memberId], ctx.now);
    if (pending.some((p) => p.attempt === row.attempt)) refuse('KYC_APPROVAL_PENDING');
    const proposal = await insertApproval(tx, {
      memberId,
      attempt: row.attempt,
      reason,
      requestedBy: ctx.principal.id,
      requestedAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + KYC_APPROVAL_TTL_HOURS * 3_600_000),
    });
    const detail = { approvalId: String(proposal.id), attempt: row.attempt, reason };
    await audit(tx, auditOf(ctx, 'kyc.approve.propose', memberId, detail));
  });
  return caseOf(ctx, memberId);
}

async function memberOfApproval(db: Executor, id: bigint): Promise<bigint> {
  const [row] = await db
    .select({ memberId: kycApprovals.memberId })
    .from(kycApprovals)
    .where(eq(kycApprovals.id, id));
  if (!row) refuse('NOT_FOUND');
  return row.memberId;
}

function confirmInTransaction(ctx: StaffCtx, id: bigint, by: Decider) {
  return ctx.db.transaction(async (tx) => {
    const decided = await approvals.approve(tx, id, by, async (proposal) => {
      const row = await lockInReview(tx, proposal.memberId);
      if (row.attempt !== proposal.attempt) refuse('KYC_NOT_IN_REVIEW');
      if (await cpfHeldByAnother(tx, row.cpf ?? '', row.memberId)) refuse('KYC_CPF_TAKEN');
      const at = ctx.now;
      await updateSubject(tx, row.memberId, {
        state: 'verified',
        reason: 'staff_approved',
        step: null,
        verifiedAt: at,
        updatedAt: at,
      });
      return {};
    });
    if (!decided) return 'expired' as const;
    const { row } = decided;
    const detail = { approvalId: String(id), requestedBy: String(row.requestedBy), reason: row.reason };
    await audit(tx, auditOf(ctx, 'kyc.approve', row.memberId, detail));
    return 'applied' as const;
  });
}

/** `POST /admin/kyc/approvals/:id/confirm`: the checker's half — the player becomes verified. */
export async function confirmKycApproval(ctx: StaffCtx, id: bigint) {
  const memberId = await memberOfApproval(ctx.db, id);
  const refused = (detail: { requestedBy: string; approver: string }) =>
    audit(
      ctx.db,
      auditOf(ctx, 'kyc.approve.refused', memberId, {
        approvalId: String(id),
        reason: 'STAFF_NOT_INDEPENDENT',
        ...detail,
      }),
    );
  const outcome = await auditIndependence(refused, () =>
    confirmInTransaction(ctx, id, { staffId: ctx.principal.id, now: ctx.now }),
  );
  if (outcome === 'expired') refuse('STAFF_REQUEST_DECIDED', { vars: { status: 'expired' } });
  return caseOf(ctx, memberId);
}

/** `POST /admin/kyc/approvals/:id/reject`: the proposal is withdrawn or declined; the player stays in review. */
export async function declineKycApproval(ctx: StaffCtx, id: bigint, reason: string) {
  const memberId = await memberOfApproval(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const row = await approvals.reject(tx, id, { staffId: ctx.principal.id, now: ctx.now }, reason);
    if (!row) return;
    await audit(tx, auditOf(ctx, 'kyc.approve.reject', memberId, { approvalId: String(id), reason }));
  });
  return caseOf(ctx, memberId);
}

/** `POST /admin/kyc/:id/refuse`: one staff member refuses; pending proposals are void. */
export async function refuseKyc(ctx: StaffCtx, memberId: bigint, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockInReview(tx, memberId);
    await updateSubject(tx, memberId, {
      state: 'refused',
      reason: 'staff_refused',
      step: null,
      verifiedAt: null,
      updatedAt: ctx.now,
    });
    await voidPendingApprovals(tx, memberId, ctx.principal.id, ctx.now);
    await audit(tx, auditOf(ctx, 'kyc.refuse', memberId, { attempt: row.attempt, reason }));
  });
  return caseOf(ctx, memberId);
}

/** The verification state of each player (the back office's glance); `none` when never started. */
export async function kycGlancesOf(
  db: Executor,
  memberIds: readonly bigint[],
): Promise<Map<string, KycGlance>> {
  const rows = await statesOf(db, memberIds);
  const byId = new Map(rows.map((r) => [String(r.memberId), r]));
  return new Map(memberIds.map((id) => [String(id), glanceOf(byId.get(String(id)))]));
}
