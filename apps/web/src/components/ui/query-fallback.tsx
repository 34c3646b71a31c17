import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { PageLoading } from './loading.tsx';

/** What a page shows while its query loads, or when it failed (with a retry). */
export function QueryFallback({ failed, retry }: { failed: boolean; retry: () => void }) {
  const { t } = useTranslation('common');
  if (!failed) return <PageLoading label={t('messages.loading')} />;
  return (
    <EmptyState
      icon="wifiOff"
      tone="error"
      title={t('messages.serverError')}
      action={
        <Button variant="secondary" onClick={retry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
