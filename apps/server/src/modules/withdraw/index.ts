/**
 * The withdraw module: Pix withdrawal accounts (the player's own CPF), withdrawals under the VIP
 * privileges, payouts through the PixProvider after commit, and the staff review actions the admin
 * module calls. Money moves only through the wallet's two-phase hold, inside this module's transactions.
 */

import { rechargeInfo } from '../../db/schema.ts';
import { requestContext } from '../../lib/request-context.ts';
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { payoutReconciliationRoutes } from './payout-reconciliation-routes.ts';
import { payoutEventHandler, reconcilePayouts } from './payout-service.ts';
import { withdrawAdminRoutes } from './withdraw-admin-routes.ts';
import { withdrawRoutes } from './withdraw-routes.ts';
import * as schema from './withdraw-schema.ts';

export {
  approveWithdrawal,
  reconcilePayouts,
  rejectWithdrawal,
  type StaffDecision,
  settlePayout,
} from './payout-service.ts';
export { findPayoutIdentity, hasWithdrawalInFlight, minimiseWithdrawData } from './withdraw-closure.ts';
export { type PayoutIdentity, payoutHoldersOf, payoutIdentitiesOf } from './withdraw-identities.ts';
export {
  findById as findWithdrawalById,
  findByOrderNo as findWithdrawalByOrderNo,
  findCpfHolder,
  findHolder as findWithdrawHolder,
  listAccounts as listWithdrawAccounts,
  listWithdrawals,
  type WithdrawalRow,
} from './withdraw-repository.ts';
export { holdBalanceReturn, sendBalanceReturn } from './withdraw-return.ts';
export { withdrawAccounts, withdrawals, withdrawHolders } from './withdraw-schema.ts';
export { adminView as withdrawalAdminView } from './withdraw-views.ts';

/** How often payouts without a result are reconciled (see reconcilePayouts), by one process. */
const RECONCILE_EVERY_SECONDS = 60;

export const withdrawModule = defineModule({
  name: 'withdraw',
  purpose:
    "Pix withdrawal accounts in the player's own CPF, withdrawals under VIP privileges, payouts and their review",
  routes: [withdrawRoutes],
  staffRoutes: [withdrawAdminRoutes, payoutReconciliationRoutes],
  // The payments webhook hands payout events to this module.
  wire: (app) => app.pixPayouts.set(payoutEventHandler(requestContext(app))),
  jobs: (app) => [
    {
      name: 'withdraw.reconcile-payouts',
      description: 'Sends approved payouts never sent and asks the PSP about payouts without a result',
      schedule: { everySeconds: RECONCILE_EVERY_SECONDS },
      // Idempotent by withdrawal (the PSP call is keyed by its id), with calls outside the database.
      mode: 'items',
      run: async () => `${await reconcilePayouts(requestContext(app))} payouts looked at`,
    },
  ],
  tables: tablesOf(schema),
  // The CPF of the player's recharge info binds their withdrawal holder (payments calls into this
  // module, so this one cannot call payments).
  joins: [rechargeInfo],
});
