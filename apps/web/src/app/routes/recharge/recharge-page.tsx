import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { useVerifiedIdentity } from '../../../features/kyc/hooks/use-verified-identity.ts';
import {
  fetchRechargeInfo,
  fetchRechargeInit,
  rechargeKeys,
} from '../../../features/recharge/api/recharge-api.ts';
import { AmountForm } from '../../../features/recharge/components/amount-form.tsx';
import { RechargeInfoForm } from '../../../features/recharge/components/recharge-info-form.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

const orThrow = async <T,>(load: () => Promise<T | null>): Promise<T> => {
  const data = await load();
  if (data === null) throw new Error('not loaded');
  return data;
};

/** Recharge (docs/SPECIFICATION.md §2): the payer details the first time, then presets or a custom amount → Pix. */
export default function RechargePage({ route }: PageProps) {
  const { t } = useTranslation(['pay', 'common']);
  const verified = useVerifiedIdentity();
  const init = useQuery({
    queryKey: rechargeKeys.init,
    queryFn: () => orThrow(fetchRechargeInit),
    staleTime: 0,
  });
  const info = useQuery({
    queryKey: rechargeKeys.info,
    queryFn: () => orThrow(fetchRechargeInfo),
    staleTime: 0,
  });

  let body: ReactNode;
  if (init.isError || info.isError) {
    body = (
      <EmptyState
        icon="wifiOff"
        tone="error"
        title={t('common:messages.serverError')}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              void init.refetch();
              void info.refetch();
            }}
          >
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  } else if (!init.data || !info.data) {
    body = <PageLoading label={t('common:messages.loading')} />;
  } else if (!info.data.complete) {
    body = (
      <>
        <p className="jl-page-intro">{t('recharge.infoFirst')}</p>
        <RechargeInfoForm
          key={verified ? 'verified' : 'open'}
          verified={verified}
          initial={null}
          registeredMobile={info.data.registered_mobile}
          onSaved={() => void init.refetch()}
        />
      </>
    );
  } else {
    body = <AmountForm init={init.data} info={info.data} />;
  }
  return <PageFrame route={route}>{body}</PageFrame>;
}
