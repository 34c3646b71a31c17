import { useQuery } from '@tanstack/react-query';
import { fetchKycStatus, kycKeys } from '../api/kyc-api.ts';

export type VerifiedIdentity = { name: string; cpf: string };

/**
 * The verified name and CPF ("000.000.000-00"), or null while the identity is not verified: forms of
 * the payer and the withdrawal account take them and do not let them change (the server refuses others).
 */
export function useVerifiedIdentity(): VerifiedIdentity | null {
  const status = useQuery({ queryKey: kycKeys.status, queryFn: fetchKycStatus, staleTime: 30_000 });
  const data = status.data;
  return data?.state === 'verified' && data.identity
    ? { name: data.identity.name, cpf: data.identity.cpf }
    : null;
}
