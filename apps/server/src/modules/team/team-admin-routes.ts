import { staffTeamApi, toDecimal } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvExport } from '../../lib/csv-export.ts';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { audit, requireStaff } from '../admin/index.ts';
import { decideReferral } from './team-actions.ts';
import { listReferralsByStatus } from './team-repository.ts';
import { getPlayerTeam } from './team-staff.ts';

const ROLES = { read: ['owner', 'support', 'finance'], decide: ['owner', 'support'] } as const;

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
        const { status, page, size } = request.query;
        const { list, total } = await listReferralsByStatus(app.db, status, page, size);
        await audit(app.db, {
          staffId: request.staff!.id,
          action: 'team.referrals.list',
          detail: { status, page, size, shown: list.length },
          ip: request.ip,
          at: app.now(),
        });
        return ok({ list: list.map(view), total, page, size });
      },
    }),
  );

  for (const [path, status] of [
    ['clear', 'cleared'],
    ['reject', 'rejected'],
  ] as const) {
    app.route(
      fromDescriptor(path === 'clear' ? staffTeamApi.clear : staffTeamApi.reject, {
        onRequest: requireStaff(ROLES.decide),
        tags: ['admin'],
        summary:
          status === 'cleared'
            ? 'Clears a flagged referral: its withheld commissions are credited'
            : 'Rejects a flagged referral: its withheld commissions are void',
        handler: async (request) => {
          const memberId = BigInt(request.params.member);
          const { row, credited } = await decideReferral(
            app.db,
            memberId,
            { status, staffId: request.staff!.id, note: request.body.note, ip: request.ip },
            app.now(),
          );
          return ok({ member_id: String(row.memberId), status: row.status, credited: toDecimal(credited) });
        },
      }),
    );
  }
}
