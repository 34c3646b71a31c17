import { members } from '../../db/schema.ts';
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { staff } from '../admin/index.ts';
import { adjustmentsAdminRoutes } from './adjustments-admin-routes.ts';
import * as schema from './adjustments-schema.ts';

/**
 * Operator adjustments under four eyes (docs/LEDGER.md "Adjustments"): a finance staff member asks for an
 * add-money (type 2), a correction (15) or a deduction (22) on a player's wallet, and a different one
 * applies it through the approvals mechanism; the money moves by the wallet's `adjust`, once.
 */
export const adjustmentsModule = defineModule({
  name: 'adjustments',
  purpose: 'Operator adjustments of a player’s wallet under four eyes: request, approve or reject, expiry',
  staffRoutes: [adjustmentsAdminRoutes],
  tables: tablesOf(schema),
  // The queue lists each request with its maker's and checker's names; a request names an existing member.
  joins: [staff, members],
});

export { ADJUSTMENT_TTL_MS, countPendingAdjustments } from './adjustment-requests.ts';
