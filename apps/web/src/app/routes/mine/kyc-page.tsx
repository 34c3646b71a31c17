import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/ui/query-fallback.tsx';
import { fetchKycStatus, type KycStatus, kycKeys } from '../../../features/kyc/api/kyc-api.ts';
import { KycForm } from '../../../features/kyc/components/kyc-form.tsx';
import { KycSelfieStep } from '../../../features/kyc/components/kyc-selfie-step.tsx';
import { KycRequired, KycStateCard } from '../../../features/kyc/components/kyc-state-card.tsx';
import '../../../features/kyc/components/kyc.css';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * Mine → Verificar identidade (docs/COMPLIANCE.md "Identity (KYC)"): the state, the form (CPF, full
 * name, birth date), the selfie step, and the outcome with its reason.
 */
export default function KycPage({ route }: PageProps) {
  const { t } = useTranslation(['kyc', 'common']);
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: kycKeys.status,
    queryFn: async () => {
      const data = await fetchKycStatus();
      if (!data) throw new Error('not loaded');
      return data;
    },
    staleTime: 0,
  });
  const onChanged = (next: KycStatus) => queryClient.setQueryData(kycKeys.status, next);
  const data = status.data;
  return (
    <PageFrame route={route}>
      {data ? (
        <div className="jl-kyc">
          <p className="jl-kyc__intro">{t('kyc:intro')}</p>
          <KycStateCard status={data} />
          {data.step === 'selfie' ? <KycSelfieStep onChanged={onChanged} /> : null}
          {data.state === 'none' || data.state === 'refused' ? <KycForm onChanged={onChanged} /> : null}
          <KycRequired required={data.required} />
        </div>
      ) : (
        <QueryFallback failed={status.isError} retry={() => void status.refetch()} />
      )}
    </PageFrame>
  );
}
