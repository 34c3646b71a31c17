import { staffWithdrawApi, toDecimal } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { requireStaff } from '../admin/index.ts';
import { PAYOUT_RECHECK_MS } from './payout-service.ts';
import { listStalePayouts } from './withdraw-repository.ts';

/** At most this many payouts listed (the oldest first); the job works through them the same way. */
const SHOWN = 100;

/**
 * The Pix payouts whose result we still lack (docs/OPERATIONS.md "Reconciliation"): approved and never
 * sent (the process stopped after commit), or sent longer ago than the re-check interval without the
 * PSP's answer. The `withdraw.reconcile-payouts` job asks the PSP about each; staff see them here until
 * they settle. No personal data: the order, the player's id, the amount and the payout's state.
 */
export const payoutReconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(staffWithdrawApi.stalePayouts, {
      onRequest: requireStaff(['finance']),
      tags: ['admin'],
      summary: 'Pix payouts without a result: never sent, or sent over 10 minutes ago (finance, owner)',
      handler: async () => {
        const now = app.now();
        const rows = await listStalePayouts(app.db, new Date(now.getTime() - PAYOUT_RECHECK_MS), SHOWN);
        return ok({
          recheck_minutes: PAYOUT_RECHECK_MS / 60_000,
          list: rows.map((r) => ({
            id: String(r.id),
            order_no: r.orderNo,
            member_id: String(r.memberId),
            amount: toDecimal(r.amountCents),
            state: r.payoutRequestedAt === null ? ('unsent' as const) : ('awaiting_psp' as const),
            updated_at: r.updatedAt.toISOString(),
            requested_at: r.payoutRequestedAt?.toISOString() ?? null,
            attempts: r.payoutAttempts,
          })),
        });
      },
    }),
  );
};
