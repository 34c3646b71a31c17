import { formatRelative } from '@jl/core/dates.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { PageLoading, Spinner } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useReachBottom } from '../../../hooks/use-reach-bottom.ts';
import { useAppState } from '../../../lib/store.ts';
import { formatAmount } from '../amounts.ts';
import { fetchRecordPage, withdrawKeys } from '../api/withdraw-api.ts';
import { WithdrawStatusBadge } from './withdraw-status.tsx';
import './withdraw.css';

/** The withdraw log: newest first, the next page loads 50 px before the end (spec §2). */
export function WithdrawRecordList() {
  const { t } = useTranslation(['vip', 'common']);
  const lang = useAppState((s) => s.lang);
  const query = useInfiniteQuery({
    queryKey: withdrawKeys.record,
    queryFn: async ({ pageParam }) => {
      const page = await fetchRecordPage(pageParam);
      if (!page) throw new Error('not loaded');
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
  useReachBottom(() => void query.fetchNextPage(), {
    enabled: Boolean(query.hasNextPage) && !query.isFetchingNextPage && !query.isError,
  });

  if (query.isPending) return <PageLoading label={t('common:messages.loading')} />;
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (items.length === 0) {
    if (query.isError) {
      return (
        <EmptyState
          icon="wifiOff"
          tone="error"
          title={t('common:messages.serverError')}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      );
    }
    return (
      <EmptyState
        icon="receipt"
        title={t('log.empty')}
        body={t('log.emptyBody')}
        action={
          <Link to={paths.withdraw} className="jl-btn jl-btn--primary jl-btn--md jl-wd-action">
            {t('common:pages.withdraw')}
          </Link>
        }
      />
    );
  }

  const now = Date.now();
  return (
    <div className="jl-wd-records">
      <ul className="jl-wd-records__list" data-testid="withdraw-records">
        {items.map((item) => (
          <li key={item.order_no}>
            <Link
              className="jl-wd-record"
              to={`${paths.withdrawDetail}?id=${encodeURIComponent(item.order_no)}`}
              data-order={item.order_no}
            >
              <span className="jl-wd-record__icon" aria-hidden="true">
                <Icon name="arrowUp" size={22} />
              </span>
              <span className="jl-wd-record__main">
                <span className="jl-wd-record__amount">{formatAmount(item.amount, lang)}</span>
                <span className="jl-wd-record__meta">
                  {formatRelative(item.created_at, now, lang)} ·{' '}
                  {t('log.net', { amount: formatAmount(item.net, lang) })}
                </span>
              </span>
              <WithdrawStatusBadge status={item.status} />
            </Link>
          </li>
        ))}
      </ul>
      <div className="jl-wd-records__foot">
        {query.isFetchingNextPage ? (
          <Spinner size={20} label={t('log.loadingMore')} />
        ) : query.isError ? (
          <button type="button" className="jl-wd-link" onClick={() => void query.fetchNextPage()}>
            {t('common:actions.retry')}
          </button>
        ) : query.hasNextPage ? null : (
          <span>{t('log.end')}</span>
        )}
      </div>
    </div>
  );
}
