import { staffPaymentsApi, toDecimal } from '@jl/core';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvExport } from '../../lib/csv-export.ts';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { requestContext } from '../../lib/request-context.ts';
import { requireStaff } from '../admin/index.ts';
import {
  approveResolution,
  listUncredited,
  rejectResolution,
  requestResolution,
  type StaffCtx,
} from './payment-resolutions.ts';
import { rechargeOrders } from './payments-schema.ts';

const finance = requireStaff(['finance']);
const staffCtx = (request: FastifyRequest): StaffCtx => ({
  ...requestContext(request.server, request),
  principal: request.staff!,
  ip: request.ip,
});

/**
 * A player's deposits (recharge orders) in the back office (support, finance), and the payments
 * recorded but not credited, resolved under four eyes (finance).
 */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  uncreditedRoutes(app);
  playerDepositsRoute(app);
};

/** Payments not credited: the list, and resolutions requested, approved or rejected (finance). */
function uncreditedRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(staffPaymentsApi.uncredited, {
      ...csvExport('payments'),
      onRequest: finance,
      tags: ['admin'],
      summary:
        'Received Pix not credited (wrong amount, expired, unknown charge, third party, order already paid): open ones oldest first, or resolved ones',
      handler: async (request) => {
        const { page, size, format: _format, ...filter } = request.query;
        return ok({ ...(await listUncredited(app.db, filter, page, size)), page, size });
      },
    }),
  );

  app.route(
    fromDescriptor(staffPaymentsApi.resolve, {
      onRequest: finance,
      tags: ['admin'],
      summary:
        'Requests the resolution of a payment not credited: credit to a player or refund to the payer; another staff member approves',
      handler: async (request) =>
        ok({
          resolution: await requestResolution(staffCtx(request), BigInt(request.params.id), request.body),
        }),
    }),
  );

  app.route(
    fromDescriptor(staffPaymentsApi.approve, {
      onRequest: finance,
      tags: ['admin'],
      summary:
        'Applies a pending resolution (never one’s own): the approval, the payment’s resolution and the ledger credit in one transaction; a refund goes to the PSP after commit',
      handler: async (request) =>
        ok({ resolution: await approveResolution(staffCtx(request), BigInt(request.params.id)) }),
    }),
  );

  app.route(
    fromDescriptor(staffPaymentsApi.reject, {
      onRequest: finance,
      tags: ['admin'],
      summary: 'Rejects a pending resolution with a reason; nothing moves',
      handler: async (request) =>
        ok({
          resolution: await rejectResolution(
            staffCtx(request),
            BigInt(request.params.id),
            request.body.reason,
          ),
        }),
    }),
  );
}

/** A player's recharge orders (support, finance). */
function playerDepositsRoute(app: RouteApp) {
  app.route(
    fromDescriptor(staffPaymentsApi.deposits, {
      onRequest: requireStaff(['support', 'finance']),
      tags: ['admin'],
      summary: 'A player’s recharge orders, newest first',
      handler: async (request) => {
        const memberId = BigInt(request.params.id);
        const { page, size } = request.query;
        const where = eq(rechargeOrders.memberId, memberId);
        const [rows, [total]] = await Promise.all([
          app.db
            .select()
            .from(rechargeOrders)
            .where(where)
            .orderBy(desc(rechargeOrders.id))
            .limit(size)
            .offset((page - 1) * size),
          app.db.select({ n: count() }).from(rechargeOrders).where(where),
        ]);
        return ok({
          list: rows.map((r) => ({
            order_no: r.orderNo,
            amount: toDecimal(r.amountCents),
            status: r.status,
            created_at: r.createdAt.toISOString(),
            paid_at: r.paidAt?.toISOString() ?? null,
            end_to_end_id: r.endToEndId,
          })),
          total: Number(total?.n ?? 0),
          page,
          size,
        });
      },
    }),
  );
}
