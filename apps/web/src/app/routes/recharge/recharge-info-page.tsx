import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useVerifiedIdentity } from '../../../features/kyc/hooks/use-verified-identity.ts';
import { fetchRechargeInfo, rechargeKeys } from '../../../features/recharge/api/recharge-api.ts';
import { RechargeInfoForm } from '../../../features/recharge/components/recharge-info-form.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** Mine → recharge info: the payer details (name, CPF, mobile, e-mail) deposits must come from. */
export default function RechargeInfoPage({ route }: PageProps) {
  const { t } = useTranslation(['pay', 'common']);
  const verified = useVerifiedIdentity();
  const navigate = useNavigate();
  const info = useQuery({
    queryKey: rechargeKeys.info,
    queryFn: async () => {
      const data = await fetchRechargeInfo();
      if (!data) throw new Error('not loaded');
      return data;
    },
    staleTime: 0,
  });
  return (
    <PageFrame route={route}>
      {info.isError ? (
        <EmptyState
          icon="wifiOff"
          tone="error"
          title={t('common:messages.serverError')}
          action={
            <Button variant="secondary" onClick={() => void info.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : !info.data ? (
        <PageLoading label={t('common:messages.loading')} />
      ) : (
        <RechargeInfoForm
          key={`${info.dataUpdatedAt}-${verified ? 1 : 0}`}
          verified={verified}
          initial={info.data.complete ? info.data : null}
          registeredMobile={info.data.registered_mobile}
          onSaved={(saved) => {
            if (!info.data?.complete && saved.complete) navigate(paths.recharge);
          }}
        />
      )}
    </PageFrame>
  );
}
