/**
 * Responsible gaming (docs/COMPLIANCE.md "Both profiles"): player limits, cool-off and self-exclusion, the
 * central self-exclusion check, reality checks, the LGPD export. Other modules call the guards below
 * inside the transaction of the thing limited; they are reached only through this file.
 */

export { rgAdminRoutes } from './rg-admin-routes.ts';
export {
  assertCpfNotBlocked,
  type ClosureState,
  cpfKeyOf,
  lockClosureState,
  minimiseRgData,
  recordClosure,
} from './rg-closure.ts';
export { BR_REGULATED_EFFECTS } from './rg-effects.ts';
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
export { rgContext, rgRoutes } from './rg-routes.ts';
export { rgActions, rgLimits, rgRegistryAnswers, rgState } from './rg-schema.ts';
