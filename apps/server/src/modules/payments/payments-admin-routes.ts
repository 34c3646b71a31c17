import { adminPageQuery, adminPlayerDeposits, adminPlayerParams, toDecimal } from '@jl/core';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireStaff } from '../admin/index.ts';
import { rechargeOrders } from './payments-schema.ts';

/** A player's deposits (recharge orders) in the back office (support, finance). */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/players/:id/deposits',
    {
      onRequest: requireStaff(['support', 'finance']),
      schema: {
        tags: ['admin'],
        summary: 'A player’s recharge orders, newest first',
        params: adminPlayerParams,
        querystring: adminPageQuery,
        response: { 200: envelopeOf(adminPlayerDeposits) },
      },
    },
    async (request) => {
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
  );
};
