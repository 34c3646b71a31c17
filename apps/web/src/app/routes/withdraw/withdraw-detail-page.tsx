import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { fetchDetail, type WithdrawItem, withdrawKeys } from '../../../features/withdraw/api/withdraw-api.ts';
import { WithdrawDetail } from '../../../features/withdraw/components/withdraw-detail.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** While a withdrawal is on its way the page asks again every few seconds. */
const POLL_MS = 4_000;

/** One withdrawal (`?id=<order number>`), refreshed until it is final. */
export default function WithdrawDetailPage({ route }: PageProps) {
  const { t } = useTranslation(['vip', 'common']);
  const [params] = useSearchParams();
  const orderNo = params.get('id') ?? '';
  const detail = useQuery({
    queryKey: withdrawKeys.detail(orderNo),
    enabled: orderNo.length > 0,
    queryFn: async (): Promise<WithdrawItem | null> => {
      const result = await fetchDetail(orderNo);
      if (!result) throw new Error('not loaded');
      return result.code === 1 ? result.data : null;
    },
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'wait' || status === 'applying' ? POLL_MS : false;
    },
  });

  let body: React.ReactNode;
  if (!orderNo || detail.data === null) {
    body = (
      <EmptyState
        icon="receipt"
        title={t('detail.notFound')}
        action={
          <Link to={paths.withdrawLog} className="jl-btn jl-btn--secondary jl-btn--md jl-wd-action">
            {t('common:pages.withdrawLog')}
          </Link>
        }
      />
    );
  } else if (detail.data) {
    body = <WithdrawDetail item={detail.data} />;
  } else if (detail.isError) {
    body = (
      <EmptyState
        icon="wifiOff"
        tone="error"
        title={t('common:messages.serverError')}
        action={
          <Button variant="secondary" onClick={() => void detail.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <PageLoading label={t('common:messages.loading')} />;
  }
  return <PageFrame route={route}>{body}</PageFrame>;
}
