/**
 * Identity checks (KYC; docs/COMPLIANCE.md "Identity (KYC)"): the player's verification against an
 * identity bureau (providers/kyc) — CPF status, name and birth date, then a selfie's face match — and
 * the one gate other modules call before a deposit, a stake or a withdrawal. Staff decide the verifications
 * the bureau could not settle (`review`): approval under four eyes, refusal by one (kyc-staff-service.ts).
 */
import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { kycReverifyHandler } from './kyc-reverify.ts';
import { kycRoutes } from './kyc-routes.ts';
import * as schema from './kyc-schema.ts';
import { kycStaffRoutes } from './kyc-staff-routes.ts';

export {
  assertKycVerified,
  assertVerifiedIdentity,
  isVerifiedIdentity,
  requestReverification,
  verifiedIdentity,
} from './kyc-gate.ts';
export { kycChecks, kycSubjects } from './kyc-schema.ts';
export { kycRequirements } from './kyc-service.ts';
export { kycGlancesOf } from './kyc-staff-service.ts';

export const kycModule = defineModule({
  name: 'kyc',
  purpose:
    'Identity verification with a bureau (CPF, name, birth date, face) and the gate for money and stakes',
  routes: [kycRoutes],
  staffRoutes: [kycStaffRoutes],
  handlers: [kycReverifyHandler],
  tables: tablesOf(schema),
});
