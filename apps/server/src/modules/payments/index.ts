import { jobSummary } from '../../jobs/index.ts';
import { requestContext } from '../../lib/request-context.ts';
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { staff } from '../admin/index.ts';
import { retryPendingRefunds } from './payment-resolutions.ts';
import { paymentsAdminRoutes } from './payments-admin-routes.ts';
import { paymentsRoutes } from './payments-routes.ts';
import * as schema from './payments-schema.ts';
import { pixWebhookRoutes } from './webhook-routes.ts';

/**
 * The payments module: Pix deposits (recharge info, orders, the PSP webhook) and first-deposit
 * reporting. Money moves only through the wallet module, inside this module's transactions.
 */
export const paymentsModule = defineModule({
  name: 'payments',
  purpose:
    'Pix deposits: recharge details, orders with their BR Code, the PSP webhook, refunds, first-deposit reports',
  // The webhook's plugin is encapsulated: its raw-body parser applies to the webhook route only.
  routes: [paymentsRoutes, pixWebhookRoutes],
  staffRoutes: [paymentsAdminRoutes],
  jobs: (app) => [
    {
      name: 'payments.retry-refunds',
      description: 'Sends again the Pix refunds whose call to the PSP failed (same refund id: never twice)',
      schedule: { everySeconds: 300 },
      // Calls outside the database, idempotent by refund id.
      mode: 'items',
      run: async () => jobSummary('refundsResent', { n: await retryPendingRefunds(requestContext(app)) }),
    },
  ],
  tables: tablesOf(schema),
  // Resolutions of received Pix list with their requester's and decider's names.
  joins: [staff],
});

export { getUserFb } from './first-deposit-service.ts';
export { minimisePaymentData } from './payments-closure.ts';
export { type CpfHolder, rechargeCpfsOf, rechargeHoldersOf } from './payments-identities.ts';
export { findOrderByNo, findRechargeInfo, findStats } from './payments-repository.ts';
export { rechargeInfo } from './payments-schema.ts';
export type { Disposition, Receipt } from './pix-webhook-service.ts';
