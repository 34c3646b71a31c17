import type { FastifyPluginAsync } from 'fastify';
import { requestContext } from '../../lib/request-context.ts';
import { retryPendingRefunds } from './payment-resolutions.ts';
import { paymentsRoutes as memberRoutes } from './payments-routes.ts';
import { pixWebhookRoutes } from './webhook-routes.ts';

/**
 * The payments module: Pix deposits (recharge info, orders, the PSP webhook) and first-deposit
 * reporting. Money moves only through the wallet module, inside this module's transactions.
 */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  app.jobs.define({
    name: 'payments.retry-refunds',
    description: 'Sends again the Pix refunds whose call to the PSP failed (same refund id: never twice)',
    schedule: { everySeconds: 300 },
    // Calls outside the database, idempotent by refund id.
    mode: 'items',
    run: async () => `${await retryPendingRefunds(requestContext(app))} refunds sent again`,
  });
  await app.register(memberRoutes);
  // Encapsulated: its raw-body parser applies to the webhook route only.
  await app.register(pixWebhookRoutes);
};

export { getUserFb } from './first-deposit-service.ts';
export { paymentsAdminRoutes } from './payments-admin-routes.ts';
export { minimisePaymentData } from './payments-closure.ts';
export { findRechargeInfo, findStats } from './payments-repository.ts';
export type { Disposition, Receipt } from './pix-webhook-service.ts';
