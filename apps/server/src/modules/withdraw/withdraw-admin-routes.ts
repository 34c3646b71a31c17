import { type StaffRole, staffWithdrawApi, toDecimal, type WithdrawStatus } from '@jl/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditIndependence } from '../../approvals/index.ts';
import { decideEach } from '../../lib/bulk-decision.ts';
import { csvExport } from '../../lib/csv-export.ts';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { requestContext } from '../../lib/request-context.ts';
import { audit, requireStaff, staffUsernames } from '../admin/index.ts';
import { approveWithdrawal, rejectWithdrawal, type StaffDecision } from './payout-service.ts';
import { listWithdrawals, type WithdrawalRow } from './withdraw-repository.ts';
import { adminView } from './withdraw-views.ts';

const readers = requireStaff(['finance', 'support']);
const reviewers = requireStaff(['finance']);

/** A staff decision on a withdrawal, audited as `action` in the transaction that applies it. */
function decision(
  request: FastifyRequest,
  action: string,
  detail: Record<string, unknown> = {},
): StaffDecision {
  const principal = request.staff!;
  return {
    staffId: principal.id,
    audit: (tx, before, after, step) =>
      audit(tx, {
        staffId: principal.id,
        action: step?.action ?? action,
        targetType: 'withdrawal',
        targetId: String(after.id),
        detail: {
          orderNo: after.orderNo,
          memberId: String(after.memberId),
          amount: String(after.amountCents),
          from: before.status,
          to: after.status,
          ...detail,
          ...step?.detail,
        },
        ip: request.ip,
        at: request.server.now(),
      }),
  };
}

/**
 * The withdrawal review queue under /api/v2/admin/withdrawals: finance (and owners) approve or reject
 * withdrawals above the auto-approve amount; support may read the queue. Each decision is audited in
 * the same transaction as the state change.
 */
export const withdrawAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  withdrawalListRoutes(app);
  withdrawalDecisionRoutes(app);
};

/** The review queue and a player's withdrawals (finance, support). */
function withdrawalListRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(staffWithdrawApi.withdrawals, {
      ...csvExport('withdrawals'),
      onRequest: readers,
      tags: ['admin'],
      summary: 'Withdrawals by status (default: applying, the review queue), oldest first',
      handler: async (request) => {
        const { status, page, size, format: _format, member_id, ...filters } = request.query;
        const memberId = member_id === undefined ? undefined : BigInt(member_id);
        const query = { ...filters, status, memberId, oldestFirst: true };
        const { rows, total } = await listWithdrawals(app.db, query, page, size);
        await audit(app.db, {
          staffId: request.staff!.id,
          action: 'withdrawals.list',
          detail: { status, page, size, ...filters, shown: rows.length },
          ip: request.ip,
          at: app.now(),
        });
        const names = await staffUsernames(
          app.db,
          rows.flatMap((r) => [r.firstApprovedBy, r.reviewedBy]),
        );
        return ok({ list: rows.map((r) => adminView(r, request.staff!.role, names)), total, page, size });
      },
    }),
  );

  app.route(
    fromDescriptor(staffWithdrawApi.playerWithdrawals, {
      onRequest: readers,
      tags: ['admin'],
      summary: 'A player’s withdrawals, newest first (support, finance)',
      handler: async (request) => {
        const { page, size } = request.query;
        const { rows, total } = await listWithdrawals(
          app.db,
          { memberId: BigInt(request.params.id) },
          page,
          size,
        );
        return ok({
          list: rows.map((r) => ({
            order_no: r.orderNo,
            amount: toDecimal(r.amountCents),
            fee: toDecimal(r.feeCents),
            status: r.status as WithdrawStatus,
            reason: r.reason,
            created_at: r.createdAt.toISOString(),
          })),
          total,
          page,
          size,
        });
      },
    }),
  );
}

/** A withdrawal just decided, with its approvers' names. */
async function decidedView(app: RouteApp, row: WithdrawalRow, role: StaffRole) {
  return adminView(row, role, await staffUsernames(app.db, [row.firstApprovedBy, row.reviewedBy]));
}

/** Approving and rejecting a withdrawal under review (finance). */
function withdrawalDecisionRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(staffWithdrawApi.approve, {
      onRequest: reviewers,
      tags: ['admin'],
      summary:
        'Approves a withdrawal under review; its payout is sent — above the second amount the first approval is recorded and a different staff member’s second one sends it (finance, owner)',
      handler: async (request) => {
        const id = BigInt(request.params.id);
        const refused = (r: { requestedBy: string; approver: string }) =>
          audit(app.db, {
            staffId: request.staff!.id,
            action: 'withdrawal.approve.refused',
            targetType: 'withdrawal',
            targetId: String(id),
            detail: { reason: 'STAFF_NOT_INDEPENDENT', ...r },
            ip: request.ip,
            at: app.now(),
          });
        const row = await auditIndependence(refused, () =>
          approveWithdrawal(requestContext(app, request), id, decision(request, 'withdrawal.approve')),
        );
        return ok({ withdrawal: await decidedView(app, row, request.staff!.role) });
      },
    }),
  );

  app.route(
    fromDescriptor(staffWithdrawApi.reject, {
      onRequest: reviewers,
      tags: ['admin'],
      summary: 'Rejects a withdrawal under review; the amount returns to the player (finance, owner)',
      handler: async (request) => {
        const { reason } = request.body;
        const row = await rejectWithdrawal(
          requestContext(app, request),
          BigInt(request.params.id),
          reason,
          decision(request, 'withdrawal.reject', { reason }),
        );
        return ok({ withdrawal: await decidedView(app, row, request.staff!.role) });
      },
    }),
  );

  app.route(
    fromDescriptor(staffWithdrawApi.bulk, {
      onRequest: reviewers,
      tags: ['admin'],
      summary:
        'Approves or rejects up to 50 withdrawals, each through the single-withdrawal path (its approval rules and audit), with a result per row (finance, owner)',
      handler: async (request) => {
        const { action, ids, reason } = request.body;
        const ctx = requestContext(app, request);
        return ok(
          await decideEach(request, ids, async (id) =>
            action === 'approve'
              ? approveWithdrawal(ctx, id, decision(request, 'withdrawal.approve'))
              : rejectWithdrawal(ctx, id, reason!, decision(request, 'withdrawal.reject', { reason })),
          ),
        );
      },
    }),
  );
}
