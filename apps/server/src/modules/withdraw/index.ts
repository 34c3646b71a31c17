/**
 * The withdraw module: Pix withdrawal accounts (the player's own CPF), withdrawals under the VIP
 * privileges, payouts through the PixProvider after commit, and the staff review actions the admin
 * module calls. Money moves only through the wallet's two-phase hold, inside this module's transactions.
 */
export {
  approveWithdrawal,
  reconcilePayouts,
  rejectWithdrawal,
  type StaffDecision,
  settlePayout,
} from './payout-service.ts';
export { withdrawAdminRoutes } from './withdraw-admin-routes.ts';
export { findPayoutIdentity, hasWithdrawalInFlight, minimiseWithdrawData } from './withdraw-closure.ts';
export {
  findById as findWithdrawalById,
  findCpfHolder,
  listWithdrawals,
  type WithdrawalRow,
} from './withdraw-repository.ts';
export { withdrawRoutes } from './withdraw-routes.ts';
export { withdrawAccounts, withdrawals, withdrawHolders } from './withdraw-schema.ts';
export { adminView as withdrawalAdminView } from './withdraw-views.ts';
