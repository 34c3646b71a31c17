import type { KycStatus } from '@jl/core/contracts/kyc.ts';
import { kycApi } from '@jl/core/routes/kyc.ts';
import { call, callData } from '../../../lib/api-client.ts';

/** The identity verification calls (docs/API.md "Identity verification"). */

export type { KycStatus };
export const kycKeys = { status: ['kyc', 'status'] as const };

export const fetchKycStatus = () => callData(kycApi.status);
export const startKyc = (input: { cpf: string; name: string; birth_date: string }) =>
  call(kycApi.start, input, { loading: true });
export const sendSelfie = (selfie: string) => call(kycApi.selfie, { selfie }, { loading: true });
