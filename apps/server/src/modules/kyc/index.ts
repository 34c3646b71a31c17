/**
 * Identity checks (KYC; docs/COMPLIANCE.md "Identity (KYC)"): the player's verification against an
 * identity bureau (providers/kyc) — CPF status, name and birth date, then a selfie's face match — and
 * the one gate other modules call before a deposit, a stake or a withdrawal. Staff screens: none yet.
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { kycRoutes } from './kyc-routes.ts';
import * as schema from './kyc-schema.ts';

export {
  assertKycVerified,
  assertVerifiedIdentity,
  requestReverification,
  verifiedIdentity,
} from './kyc-gate.ts';
export { kycChecks, kycSubjects } from './kyc-schema.ts';
export { kycRequirements } from './kyc-service.ts';

export const kycModule = defineModule({
  name: 'kyc',
  purpose:
    'Identity verification with a bureau (CPF, name, birth date, face) and the gate for money and stakes',
  routes: [kycRoutes],
  tables: tablesOf(schema),
});
