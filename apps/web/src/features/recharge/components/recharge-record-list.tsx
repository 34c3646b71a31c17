import { formatRelative } from '@jl/core/dates.ts';
import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
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
import { fetchRecordPage, rechargeKeys } from '../api/recharge-api.ts';
import './recharge.css';
import { StatusBadge } from './status-badge.tsx';

/** The recharge log: newest first, the next page loads 50 px before the end (spec §2). */
export function RechargeRecordList() {
  const { t } = useTranslation(['pay', 'common']);
  const lang = useAppState((s) => s.lang);
  const query = useInfiniteQuery({
    queryKey: rechargeKeys.record,
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
        title={t('log.emptyTitle')}
        body={t('log.emptyBody')}
        action={
          <Link to={paths.recharge} className="jl-recharge-action jl-btn jl-btn--primary jl-btn--md">
            {t('common:pages.recharge')}
          </Link>
        }
      />
    );
  }

  const now = Date.now();
  return (
    <div className="jl-records">
      <ul className="jl-records__list" data-testid="recharge-records">
        {items.map((item) => (
          <li key={item.order_no}>
            <Link
              className="jl-record"
              to={`${paths.rechargeResult}?order_no=${encodeURIComponent(item.order_no)}`}
            >
              <span className="jl-record__icon" aria-hidden="true">
                <Icon name="arrowDown" size={22} />
              </span>
              <span className="jl-record__main">
                <span className="jl-record__amount">
                  {formatMoney(parseDecimal(item.amount) ?? 0n, lang)}
                </span>
                <span className="jl-record__meta">
                  {formatRelative(item.paid_at ?? item.created_at, now, lang)} · {item.order_no}
                </span>
              </span>
              <StatusBadge status={item.status} />
            </Link>
          </li>
        ))}
      </ul>
      <div className="jl-records__foot">
        {query.isFetchingNextPage ? (
          <Spinner size={20} label={t('common:messages.loading')} />
        ) : query.isError ? (
          <button type="button" className="jl-recharge-link" onClick={() => void query.fetchNextPage()}>
            {t('log.loadError')}
          </button>
        ) : query.hasNextPage ? null : (
          <span>{t('log.end')}</span>
        )}
      </div>
    </div>
  );
}
