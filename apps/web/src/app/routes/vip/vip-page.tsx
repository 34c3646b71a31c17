import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { fetchVipInfo, vipKeys } from '../../../features/vip/api/vip-api.ts';
import { VipOverview } from '../../../features/vip/components/vip-overview.tsx';
import { VipRewards } from '../../../features/vip/components/vip-rewards.tsx';
import { VipPrivileges, VipRequirements } from '../../../features/vip/components/vip-tables.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * The VIP tab (docs/SPECIFICATION.md §2, the raised centre button): current level, progress toward the next level,
 * level rewards to receive, withdrawal privileges, and the way to recharge.
 */
export default function VipPage({ route }: PageProps) {
  const { t } = useTranslation(['vip', 'common']);
  const info = useQuery({
    queryKey: vipKeys.info,
    queryFn: async () => {
      const data = await fetchVipInfo();
      if (!data) throw new Error('not loaded');
      return data;
    },
    staleTime: 0,
  });
  return (
    <PageFrame route={route}>
      {info.data ? (
        <div className="jl-vip">
          <VipOverview info={info.data} />
          <VipRewards info={info.data} />
          <VipPrivileges info={info.data} />
          <VipRequirements info={info.data} />
        </div>
      ) : info.isError ? (
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
      ) : (
        <PageLoading label={t('common:messages.loading')} />
      )}
    </PageFrame>
  );
}
