import type { kycSchemas } from '../contracts/kyc.ts';
import { endpoints } from './route.ts';

/** The player's identity verification (module `kyc`; docs/API.md "Identity verification"). */
export const kycApi = endpoints<typeof kycSchemas>()({
  status: 'GET /kyc/status',
  start: 'POST /kyc/start',
  selfie: 'POST /kyc/selfie',
});
