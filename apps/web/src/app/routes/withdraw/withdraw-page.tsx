import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { fetchWithdrawInit, withdrawKeys } from '../../../features/withdraw/api/withdraw-api.ts';
import { WithdrawForm } from '../../../features/withdraw/components/withdraw-form.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** Withdraw (docs/SPECIFICATION.md §2): balances, account, amount, fee and net, rules, withdrawal password. */
export default function WithdrawPage({ route }: PageProps) {
  const { t } = useTranslation(['vip', 'common']);
  // From the closure screen: the own money goes out first (docs/COMPLIANCE.md "Leaving with one's own money").
  const exit = useSearchParams()[0].get('exit') === 'closure' ? 'closure' : undefined;
  const init = useQuery({
    queryKey: [...withdrawKeys.init, exit ?? ''],
    queryFn: async () => {
      const data = await fetchWithdrawInit(exit);
      if (!data) throw new Error('not loaded');
      return data;
    },
    staleTime: 0,
  });
  return (
    <PageFrame
      route={route}
      headerRight={
        <Link
          to={paths.withdrawLog}
          className="jl-wd-header-icon"
          aria-label={t('withdraw.records')}
          title={t('withdraw.records')}
          data-testid="withdraw-records-link"
        >
          <Icon name="receipt" size={22} />
        </Link>
      }
    >
      {init.data ? (
        <WithdrawForm init={init.data} exit={exit} />
      ) : init.isError ? (
        <EmptyState
          icon="wifiOff"
          tone="error"
          title={t('common:messages.serverError')}
          action={
            <Button variant="secondary" onClick={() => void init.refetch()}>
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
