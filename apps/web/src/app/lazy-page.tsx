import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageLoading } from '../components/ui/loading.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { PAGE_LOAD_TIMEOUT_MS, PAGE_LOADING_DELAY_MS } from '../config/constants.ts';
import { useBack } from '../hooks/use-back.ts';
import { type ChunkLoadError, withTimeout } from '../lib/chunk-load.ts';
import type { PageModule, PageProps, RouteDef } from './routes.ts';

/** Loaded page components by loader, so revisiting a page renders at once. */
const loaded = new Map<RouteDef['load'], ComponentType<PageProps>>();

/** Loads a page's code before the first render, so that it renders at once with it. */
export async function preloadPage(route: RouteDef): Promise<PageModule> {
  const module = await route.load();
  loaded.set(route.load, module.default);
  return module;
}

type LoadState =
  | { status: 'loading'; visible: boolean }
  | { status: 'ready'; Page: ComponentType<PageProps> }
  | { status: 'error'; error: ChunkLoadError };

function initialState(route: RouteDef): LoadState {
  const Page = loaded.get(route.load);
  return Page ? { status: 'ready', Page } : { status: 'loading', visible: false };
}

/**
 * Loads a page's code on demand (docs/SPECIFICATION.md §2): nothing for the first 200 ms, then the loading state;
 * after 60 s, or when the file cannot be fetched, the chunk-load error view with a retry (docs/SPECIFICATION.md §8).
 */
export function LazyPage({ route }: { route: RouteDef }) {
  const [state, setState] = useState<LoadState>(() => initialState(route));
  const [attempt, setAttempt] = useState(0);
  const needsLoad = state.status !== 'ready';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    if (!needsLoad) return;
    let active = true;
    const reveal = setTimeout(() => {
      if (active) setState((s) => (s.status === 'loading' ? { status: 'loading', visible: true } : s));
    }, PAGE_LOADING_DELAY_MS);
    withTimeout(route.load(), PAGE_LOAD_TIMEOUT_MS, route.path).then(
      (module) => {
        loaded.set(route.load, module.default);
        if (active) setState({ status: 'ready', Page: module.default });
      },
      (error: ChunkLoadError) => {
        if (active) setState({ status: 'error', error });
      },
    );
    return () => {
      active = false;
      clearTimeout(reveal);
    };
  }, [route, attempt, needsLoad]);

  if (state.status === 'ready') return <state.Page route={route} />;
  if (state.status === 'error') {
    return (
      <ChunkErrorView
        route={route}
        error={state.error}
        onRetry={() => {
          setState({ status: 'loading', visible: true });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return state.visible ? <LoadingView route={route} /> : null;
}

function LoadingView({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`pages.${route.title}`)} />
      <PageLoading label={t('chunk.loading')} />
    </>
  );
}

export function ChunkErrorView({
  route,
  error,
  onRetry,
}: {
  route: RouteDef;
  error: ChunkLoadError;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const back = useBack(route.back);
  // Offline, the file is not missing: the connection is (the meta lines below still say which file).
  const offline = error.type !== 'other' && navigator.onLine === false;
  const body = offline
    ? t('chunk.offline')
    : error.type === 'timeout'
      ? t('chunk.timeout', { seconds: PAGE_LOAD_TIMEOUT_MS / 1000 })
      : error.type === 'missing'
        ? t('chunk.missing')
        : t('chunk.other');
  return (
    <>
      <PageHeader
        title={t(`pages.${route.title}`)}
        onBack={route.tab ? undefined : back}
        backLabel={t('actions.back')}
      />
      <div role="alert">
        <EmptyState
          icon="wifiOff"
          tone="error"
          title={t('chunk.title')}
          body={body}
          action={
            <>
              <Button onClick={onRetry}>{t('actions.retry')}</Button>
              {error.type === 'missing' ? (
                <Button variant="secondary" onClick={() => window.location.reload()}>
                  {t('chunk.reload')}
                </Button>
              ) : null}
            </>
          }
        />
        <p className="jl-chunk-error__meta">
          {t('chunk.type', { type: error.type })}
          <br />
          {t('chunk.url', { url: error.request ?? route.path })}
        </p>
      </div>
    </>
  );
}
