import type { Page } from '@jl/core/envelope.ts';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReachBottom } from '../../hooks/use-reach-bottom.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { Icon, type IconName } from './icons.tsx';
import { PageLoading, Spinner } from './loading.tsx';
import './record-list.css';

export type RecordRow = {
  key: string;
  to: string;
  icon: IconName;
  amount: ReactNode;
  meta: ReactNode;
  badge: ReactNode;
  /** Extra attributes for the row link, e.g. `{'data-order': …}` for tests. */
  attributes?: Record<string, string>;
};

type RecordListProps<T> = {
  queryKey: QueryKey;
  /** One page of the log (1-based); null when the API refused or failed. */
  fetchPage: (page: number) => Promise<Page<T> | null>;
  rowOf: (item: T, now: number) => RecordRow;
  /** The empty state shown when the player has no record yet. */
  empty: ReactNode;
  testId: string;
  labels: { loadingMore: string; retryMore: string; end: string };
};

/**
 * A player's log (recharges, withdrawals): newest first, the next page loads 50 px before the end
 * (docs/SPECIFICATION.md §2), with loading, error-with-retry and empty states.
 */
export function RecordList<T>({ queryKey, fetchPage, rowOf, empty, testId, labels }: RecordListProps<T>) {
  const { t } = useTranslation('common');
  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }) => {
      const page = await fetchPage(pageParam);
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

  if (query.isPending) return <PageLoading label={t('messages.loading')} />;
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (items.length === 0) {
    if (!query.isError) return <>{empty}</>;
    return (
      <EmptyState
        icon="wifiOff"
        tone="error"
        title={t('messages.serverError')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }

  const now = Date.now();
  return (
    <div className="jl-records">
      <ul className="jl-records__list" data-testid={testId}>
        {items.map((item) => {
          const row = rowOf(item, now);
          return (
            <li key={row.key}>
              <Link className="jl-record" to={row.to} {...row.attributes}>
                <span className="jl-record__icon" aria-hidden="true">
                  <Icon name={row.icon} size={22} />
                </span>
                <span className="jl-record__main">
                  <span className="jl-record__amount">{row.amount}</span>
                  <span className="jl-record__meta">{row.meta}</span>
                </span>
                {row.badge}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="jl-records__foot">
        {query.isFetchingNextPage ? (
          <Spinner size={20} label={labels.loadingMore} />
        ) : query.isError ? (
          <button type="button" className="jl-records__retry" onClick={() => void query.fetchNextPage()}>
            {labels.retryMore}
          </button>
        ) : query.hasNextPage ? null : (
          <span>{labels.end}</span>
        )}
      </div>
    </div>
  );
}
