import { staffTeamApi, toDecimal } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvExport } from '../../lib/csv-export.ts';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { audit, requireStaff } from '../admin/index.ts';
import { decideReferral } from './team-actions.ts';
import { listReferralsByStatus } from './team-referral-list.ts';
import { approveRelease, clearReferral, listReleases, rejectRelease } from './team-releases.ts';
import { getPlayerTeam } from './team-staff.ts';

/** Voiding is a review anyone reading may do; releasing money is finance's (docs/COMPLIANCE.md). */
const ROLES = {
  read: ['owner', 'support', 'finance'],
  reject: ['owner', 'support', 'finance'],
  release: ['owner', 'finance'],
} as const;

const view = (r: Record<string, unknown>) => ({
  member_id: r.member_id as string,
  inviter_id: (r.inviter_id as string | null) ?? null,
  status: r.status as 'ok' | 'flagged' | 'cleared' | 'rejected',
  reasons: (r.reasons as string[]) ?? [],
  flagged_at: (r.flagged_at as string | null) ?? null,
  reviewed_by: (r.reviewed_by as string | null) ?? null,
  reviewed_at: (r.reviewed_at as string | null) ?? null,
  note: (r.note as string | null) ?? null,
  withheld: toDecimal(BigInt((r.withheld as string) ?? 0)),
});

/** Staff review of flagged referrals (docs/API.md "Team — staff"); every call is audited. */
export const teamAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  playerTeamRoute(app);
  referralReviewRoutes(app);
  releaseRoutes(app);
};

/** A player's team, as staff see it (the view is audited). */
function playerTeamRoute(app: RouteApp) {
  app.route(
    fromDescriptor(staffTeamApi.playerTeam, {
      onRequest: requireStaff(ROLES.read),
      tags: ['admin'],
      summary:
        'A player’s team: inviter, their referral screening, level-1 players with flags, level-2 count',
      handler: async (request) => {
        const { page, size } = request.query;
        const team = await getPlayerTeam(app.db, request.staff!.role, BigInt(request.params.id), page, size);
        await audit(app.db, {
          staffId: request.staff!.id,
          action: 'player.team.view',
          targetType: 'member',
          targetId: request.params.id,
          detail: { page },
          ip: request.ip,
          at: app.now(),
        });
        return ok(team);
      },
    }),
  );
}

/** Flagged referrals: the list, and clearing or rejecting one. */
function referralReviewRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(staffTeamApi.referrals, {
      ...csvExport('referrals'),
      onRequest: requireStaff(ROLES.read),
      tags: ['admin'],
      summary: 'Referrals by screening status (default flagged) with what they withheld',
      handler: async (request) => {
        const { page, size, format: _format, ...filter } = request.query;
        const { list, total } = await listReferralsByStatus(app.db, filter, page, size);
        await audit(app.db, {
          staffId: request.staff!.id,
          action: 'team.referrals.list',
          detail: { ...filter, page, size, shown: list.length },
          ip: request.ip,
          at: app.now(),
        });
        return ok({ list: list.map(view), total, page, size });
      },
    }),
  );

  app.route(
    fromDescriptor(staffTeamApi.clear, {
      onRequest: requireStaff(ROLES.release),
      tags: ['admin'],
      summary:
        'Clears a flagged referral: its withheld commissions are credited — above the operator’s amount (every one in br-regulated) a request for a second finance or owner (finance, owner)',
      handler: async (request) => {
        const memberId = BigInt(request.params.member);
        const by = { staffId: request.staff!.id, ip: request.ip, now: app.now() };
        const {
          row,
          credited,
          request: pending,
        } = await clearReferral(app.db, memberId, request.body.note, by);
        return ok({
          member_id: String(row.memberId),
          status: row.status,
          credited: toDecimal(credited),
          request: pending,
        });
      },
    }),
  );

  app.route(
    fromDescriptor(staffTeamApi.reject, {
      onRequest: requireStaff(ROLES.reject),
      tags: ['admin'],
      summary: 'Rejects a flagged referral: its withheld commissions are void',
      handler: async (request) => {
        const memberId = BigInt(request.params.member);
        const { row, credited } = await decideReferral(
          app.db,
          memberId,
          { status: 'rejected', staffId: request.staff!.id, note: request.body.note, ip: request.ip },
          app.now(),
        );
        return ok({
          member_id: String(row.memberId),
          status: row.status,
          credited: toDecimal(credited),
          request: null,
        });
      },
    }),
  );
}

/** Releases waiting for a second finance or owner: the list, approving and rejecting one. */
function releaseRoutes(app: RouteApp) {
  const finance = requireStaff(ROLES.release);
  const by = (request: { staff: { id: bigint } | null; ip: string }) => ({
    staffId: request.staff!.id,
    ip: request.ip,
    now: app.now(),
  });
  app.route(
    fromDescriptor(staffTeamApi.releases, {
      onRequest: finance,
      tags: ['admin'],
      summary: 'Commission releases waiting for a second approval (finance, owner)',
      handler: async () => ok({ list: await listReleases(app.db, app.now()) }),
    }),
  );
  app.route(
    fromDescriptor(staffTeamApi.releaseApprove, {
      onRequest: finance,
      tags: ['admin'],
      summary:
        'Second approval of a commission release, by finance or an owner independent of the requester: credits it (finance, owner)',
      handler: async (request) =>
        ok({ request: await approveRelease(app.db, BigInt(request.params.id), by(request)) }),
    }),
  );
  app.route(
    fromDescriptor(staffTeamApi.releaseReject, {
      onRequest: finance,
      tags: ['admin'],
      summary: 'Rejects (or withdraws) a commission release; the referral stays flagged (finance, owner)',
      handler: async (request) =>
        ok({
          request: await rejectRelease(app.db, BigInt(request.params.id), request.body.reason, by(request)),
        }),
    }),
  );
}
