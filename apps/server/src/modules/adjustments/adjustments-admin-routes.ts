import { staffWalletApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideEach } from '../../lib/bulk-decision.ts';
import { csvExport } from '../../lib/csv-export.ts';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { requireStaff, staffContext } from '../admin/index.ts';
import {
  approveAdjustment,
  listAdjustments,
  rejectAdjustment,
  requestAdjustment,
} from './adjustment-requests.ts';

const finance = requireStaff(['finance']);

/** The adjustments' staff API under /api/v2/admin (docs/API.md "Staff (admin API)"). */
export const adjustmentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  adjustmentRoutes(app);
};

/** Adjustments under four eyes (finance): request, the queue, approve, reject. */
function adjustmentRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(staffWalletApi.requestAdjustment, {
      onRequest: finance,
      tags: ['admin'],
      summary:
        'Requests an adjustment (2 add money, 15 correction, 22 deduction); another staff member applies it',
      handler: async (request) =>
        ok({
          adjustment: await requestAdjustment(staffContext(request), BigInt(request.params.id), request.body),
        }),
    }),
  );

  app.route(
    fromDescriptor(staffWalletApi.adjustments, {
      ...csvExport('adjustments'),
      onRequest: finance,
      tags: ['admin'],
      summary: 'Adjustment requests, newest first (`status=pending` is the approval queue)',
      handler: async (request) => {
        const { status, member_id, page, size, format: _format, ...filters } = request.query;
        const memberId = member_id === undefined ? undefined : BigInt(member_id);
        const filter = { ...filters, status, memberId };
        return ok({ ...(await listAdjustments(app.db, filter, page, size)), page, size });
      },
    }),
  );

  app.route(
    fromDescriptor(staffWalletApi.approve, {
      onRequest: finance,
      tags: ['admin'],
      summary:
        'Applies a pending adjustment: request, approval and ledger transfer in one transaction (never one’s own)',
      handler: async (request) =>
        ok({ adjustment: await approveAdjustment(staffContext(request), BigInt(request.params.id)) }),
    }),
  );

  app.route(
    fromDescriptor(staffWalletApi.reject, {
      onRequest: finance,
      tags: ['admin'],
      summary: 'Rejects a pending adjustment with a reason; nothing moves',
      handler: async (request) =>
        ok({
          adjustment: await rejectAdjustment(
            staffContext(request),
            BigInt(request.params.id),
            request.body.reason,
          ),
        }),
    }),
  );

  app.route(
    fromDescriptor(staffWalletApi.bulk, {
      onRequest: finance,
      tags: ['admin'],
      summary:
        'Approves or rejects up to 50 pending adjustments, each through the single-adjustment path (never one’s own), with a result per row',
      handler: async (request) => {
        const { action, ids, reason } = request.body;
        const ctx = staffContext(request);
        return ok(
          await decideEach(request, ids, (id) =>
            action === 'approve' ? approveAdjustment(ctx, id) : rejectAdjustment(ctx, id, reason!),
          ),
        );
      },
    }),
  );
}
