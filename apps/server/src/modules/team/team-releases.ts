import { parseDecimal, type TeamReleaseRequestView, toDecimal } from '@jl/core';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { auditIndependence, type Decider, makerChecker } from '../../approvals/index.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { audit, staff } from '../admin/index.ts';
import { getSiteConfig, getTeamSettings } from '../config/index.ts';
import { inMoneyTransaction } from '../wallet/index.ts';
import { applyReferralDecision, decideReferral } from './team-actions.ts';
import { teamCommissions, teamReleaseRequests } from './team-schema.ts';

/**
 * Releasing withheld referral commissions is finance's (docs/COMPLIANCE.md "Four eyes"): finance or
 * an owner clears a flagged referral; when what it releases is above `team.releaseSecondApprovalAbove`
 * — or always, in the br-regulated profile — the clearance only records a request, and another
 * finance or owner, independent of the requester, applies it through the one maker-checker.
 */
export const RELEASE_TTL_MS = 72 * 3_600_000;

type Row = typeof teamReleaseRequests.$inferSelect;
const releases = makerChecker<Row>(teamReleaseRequests);

export type StaffAct = { staffId: bigint; ip: string; now: Date };

async function withheldTotal(db: Executor, memberId: bigint): Promise<bigint> {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${teamCommissions.amountCents}), 0)::text` })
    .from(teamCommissions)
    .where(and(eq(teamCommissions.sourceMemberId, memberId), eq(teamCommissions.status, 'withheld')));
  return BigInt(row?.s ?? '0');
}

/** Whether releasing `amount` needs a second approval (the operator's amount; every one in br-regulated). */
export async function needsSecondApproval(db: Db, amount: bigint): Promise<boolean> {
  if ((await getSiteConfig(db)).compliance.profile === 'br-regulated') return true;
  const above = parseDecimal((await getTeamSettings(db)).releaseSecondApprovalAbove) ?? 0n;
  return amount > above;
}

async function viewOf(db: Executor, id: bigint): Promise<TeamReleaseRequestView> {
  const [found] = await db
    .select({ row: teamReleaseRequests, by: staff.username })
    .from(teamReleaseRequests)
    .leftJoin(staff, eq(staff.id, teamReleaseRequests.requestedBy))
    .where(eq(teamReleaseRequests.id, id));
  if (!found) refuse('NOT_FOUND');
  return toView(found.row, found.by);
}

const toView = (row: Row, by: string | null): TeamReleaseRequestView => ({
  id: String(row.id),
  member_id: String(row.memberId),
  amount: toDecimal(row.amountCents),
  note: row.note,
  status: row.status as TeamReleaseRequestView['status'],
  requested_by: String(row.requestedBy),
  requested_by_name: by,
  requested_at: row.requestedAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

/**
 * `POST /admin/team/referrals/:member/clear`: releases at once, or records the request for a second
 * approval (one pending per referral: asking again answers the same request).
 */
export async function clearReferral(db: Db, memberId: bigint, note: string, by: StaffAct) {
  const amount = await withheldTotal(db, memberId);
  if (!(await needsSecondApproval(db, amount))) {
    const decided = await decideReferral(db, memberId, { status: 'cleared', note, ...by }, by.now);
    return { ...decided, request: null };
  }
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(teamReleaseRequests)
      .values({
        memberId,
        amountCents: amount,
        note,
        requestedBy: by.staffId,
        requestedAt: by.now,
        expiresAt: new Date(by.now.getTime() + RELEASE_TTL_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return (await pendingFor(tx, memberId))!.id;
    await audit(tx, {
      staffId: by.staffId,
      action: 'team.release.request',
      targetType: 'member',
      targetId: String(memberId),
      detail: { requestId: String(inserted.id), amount: toDecimal(amount), note },
      ip: by.ip,
      at: by.now,
    });
    return inserted.id;
  });
  const request = await viewOf(db, id);
  return { row: { memberId, status: 'flagged' }, credited: 0n, request };
}

async function pendingFor(db: Executor, memberId: bigint): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(teamReleaseRequests)
    .where(and(eq(teamReleaseRequests.memberId, memberId), eq(teamReleaseRequests.status, 'pending')));
  return row;
}

/** Pending releases, oldest first. */
export async function listReleases(db: Executor, now: Date): Promise<TeamReleaseRequestView[]> {
  const rows = await db
    .select({ row: teamReleaseRequests, by: staff.username })
    .from(teamReleaseRequests)
    .leftJoin(staff, eq(staff.id, teamReleaseRequests.requestedBy))
    .where(and(eq(teamReleaseRequests.status, 'pending'), gt(teamReleaseRequests.expiresAt, now)))
    .orderBy(asc(teamReleaseRequests.id));
  return rows.map((r) => toView(r.row, r.by));
}

/** The second approval: credits what is withheld now, once, under the request's lock. */
export async function approveRelease(db: Db, id: bigint, by: StaffAct): Promise<TeamReleaseRequestView> {
  const settings = await getTeamSettings(db);
  const decider: Decider = { staffId: by.staffId, now: by.now };
  const refused = (detail: { requestedBy: string; approver: string }) =>
    audit(db, {
      staffId: by.staffId,
      action: 'team.release.approve.refused',
      targetType: 'team_release',
      targetId: String(id),
      detail: { reason: 'STAFF_NOT_INDEPENDENT', ...detail },
      ip: by.ip,
      at: by.now,
    });
  const decided = await auditIndependence(refused, () =>
    inMoneyTransaction(db, (tx: Tx) =>
      releases.approve(tx, id, decider, async (row) => {
        const decision = { status: 'cleared' as const, staffId: by.staffId, note: row.note, ip: by.ip };
        const { credited } = await applyReferralDecision(tx, row.memberId, decision, settings, by.now);
        return { creditedCents: credited };
      }),
    ),
  );
  if (!decided) refuse('STAFF_REQUEST_DECIDED', { vars: { status: 'expired' } });
  return viewOf(db, id);
}

/** Either side rejects (the requester withdraws it); nothing is credited, the referral stays flagged. */
export async function rejectRelease(
  db: Db,
  id: bigint,
  reason: string,
  by: StaffAct,
): Promise<TeamReleaseRequestView> {
  await db.transaction(async (tx) => {
    const row = await releases.reject(tx, id, { staffId: by.staffId, now: by.now }, reason);
    if (!row) return;
    await audit(tx, {
      staffId: by.staffId,
      action: 'team.release.reject',
      targetType: 'team_release',
      targetId: String(id),
      detail: { reason, memberId: String(row.memberId) },
      ip: by.ip,
      at: by.now,
    });
  });
  return viewOf(db, id);
}
