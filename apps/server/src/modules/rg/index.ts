/**
 * Responsible gaming (docs/COMPLIANCE.md "Both profiles"): player limits, cool-off and self-exclusion, the
 * central self-exclusion check, reality checks, the LGPD export. Other modules call the guards below
 * inside the transaction of the thing limited; they are reached only through this file.
 */
import {
  gameRounds,
  ledgerAccounts,
  ledgerEntries,
  liveBets,
  members,
  providerTransactions,
  rechargeInfo,
  rechargeOrders,
  withdrawAccounts,
  withdrawals,
} from '../../db/schema.ts';
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { rgAdminRoutes } from './rg-admin-routes.ts';
import { rgJobs } from './rg-jobs.ts';
import { rgRoutes } from './rg-routes.ts';
import * as schema from './rg-schema.ts';

export {
  BENEFICIARY_CLOSE_DAYS,
  BENEFICIARY_WITHDRAW_DAYS,
  beneficiaryScheduleOf,
  listOpenBeneficiaries,
  type OpenBeneficiary,
  recordBeneficiaryStep,
} from './rg-beneficiary.ts';
export {
  assertCpfNotBlocked,
  type ClosureState,
  cpfKeyOf,
  lockClosureState,
  minimiseRgData,
  recordClosure,
} from './rg-closure.ts';
export { BR_REGULATED_EFFECTS } from './rg-effects.ts';
export { type ExitReason, exitReasonOf, startClosing } from './rg-exit.ts';
export {
  assertDepositAllowed,
  assertExternalStakeAllowed,
  assertMayClaim,
  assertStakeAllowed,
  loadRoundGuard,
  mayReceiveMarketing,
  profileOf,
  type RoundGuard,
  type StakeCheck,
} from './rg-guard.ts';
export {
  checkRegistry,
  checkRegistryAtBinding,
  checkRegistryAtLogin,
  checkRegistryBeforeDeposit,
} from './rg-registry.ts';
export { mayClaim, rgContext } from './rg-routes.ts';
export { rgActions, rgLimits, rgRegistryAnswers, rgState } from './rg-schema.ts';

export const rgModule = defineModule({
  name: 'rg',
  purpose:
    'Responsible gaming: limits, cool-off, self-exclusion, the central registry, reality checks, the data export',
  routes: [rgRoutes],
  staffRoutes: [rgAdminRoutes],
  jobs: rgJobs,
  tables: tablesOf(schema),
  // Every module calls rg inside its own transactions, so rg cannot call them back: deposits and game
  // results in rolling windows, the staff view's player check and the data export read their tables.
  joins: [
    members,
    rechargeInfo,
    rechargeOrders,
    ledgerAccounts,
    ledgerEntries,
    gameRounds,
    providerTransactions,
    liveBets,
    withdrawals,
    withdrawAccounts,
  ],
});
