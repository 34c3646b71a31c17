import type { FastifyPluginAsync } from 'fastify';
import { paymentsRoutes as memberRoutes } from './payments-routes.ts';
import { pixWebhookRoutes } from './webhook-routes.ts';

/**
 * The payments module: Pix deposits (recharge info, orders, the PSP webhook) and first-deposit
 * reporting. Money moves only through the wallet module, inside this module's transactions.
 */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  // Encapsulated: its raw-body parser applies to the webhook route only.
  await app.register(pixWebhookRoutes);
};

export { getUserFb } from './first-deposit-service.ts';
export { paymentsAdminRoutes } from './payments-admin-routes.ts';
export { findRechargeInfo, findStats } from './payments-repository.ts';
export type { Disposition, Receipt } from './pix-webhook-service.ts';
