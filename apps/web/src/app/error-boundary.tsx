import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Popup } from '../components/ui/popup.tsx';
import { paths } from '../config/paths.ts';
import { isChunkLoadFailure } from '../lib/chunk-load.ts';

/** A full load of the page: a deploy that replaced the app's files is picked up from a fresh index.html. */
const reload = () => window.location.reload();
const loadHome = () => window.location.assign(paths.home);

type BoundaryProps = {
  children: ReactNode;
  /** What to show instead of the failed part; the full-page error view by default. */
  fallback?: (error: unknown) => ReactNode;
};
type BoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * Catches what would otherwise unmount the whole app and leave a blank screen: a lazily loaded part
 * whose file cannot be fetched (offline, or a deploy replaced the files) or an error while rendering.
 * (Pages load through LazyPage, which shows its own chunk error view; this covers everything else.)
 */
export class AppErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    return this.props.fallback ? this.props.fallback(error) : <AppErrorView error={error} />;
  }
}

/** Why it failed, in the player's words: no connection, the app's files, or anything else. */
function useFailureText(error: unknown): string {
  const { t } = useTranslation();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return t('chunk.offline');
  return isChunkLoadFailure(error) ? t('chunk.missing') : t('chunk.other');
}

/** The error screen in place of a page: what happened, "Try again" (a full reload) and "Go to home". */
export function AppErrorView({ error, onRetry = reload }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const body = useFailureText(error);
  return (
    <div className="jl-page">
      <div role="alert">
        <EmptyState
          icon="wifiOff"
          tone="error"
          title={t('chunk.title')}
          body={body}
          action={
            <>
              <Button onClick={onRetry}>{t('actions.retry')}</Button>
              <Button variant="secondary" onClick={loadHome}>
                {t('actions.goHome')}
              </Button>
            </>
          }
        />
      </div>
    </div>
  );
}

/** The same, as a dialog over the page (a popup whose code could not be loaded). */
export function AppErrorDialog({
  error,
  onClose,
  onRetry = reload,
}: {
  error: unknown;
  onClose: () => void;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const body = useFailureText(error);
  return (
    <Popup open onClose={onClose} variant="center" title={t('chunk.title')} closeLabel={t('actions.close')}>
      <div role="alert">
        <p className="jl-confirm__message">{body}</p>
        <Button block onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </div>
    </Popup>
  );
}
