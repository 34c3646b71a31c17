import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';

/** A query's data, or its loading state, or its error with a retry. */
export function LoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  if (query.data !== undefined && query.data !== null) return <>{children(query.data)}</>;
  if (query.isError)
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
  return <PageLoading label={t('messages.loading')} />;
}
