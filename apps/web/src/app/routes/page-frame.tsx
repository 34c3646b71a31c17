import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PullIndicator } from '../../components/ui/pull-indicator.tsx';
import { useBack } from '../../hooks/use-back.ts';
import { usePullToRefresh } from '../../hooks/use-pull-to-refresh.ts';
import type { RouteDef } from '../routes.ts';

export type PageFrameProps = {
  route: RouteDef;
  children: ReactNode;
  /** Replaces the standard header (the home page draws its own top bar). */
  header?: ReactNode;
  headerRight?: ReactNode;
};

/**
 * The frame of a page: the header with its back button (docs/SPECIFICATION.md §2 back rule), and on tab pages
 * pull-to-refresh, which refetches every query the page shows.
 */
export function PageFrame({ route, children, header, headerRight }: PageFrameProps) {
  const { t } = useTranslation();
  const back = useBack(route.back);
  return (
    <>
      {header ?? (
        <PageHeader
          title={t(`pages.${route.title}`)}
          onBack={route.tab ? undefined : back}
          backLabel={t('actions.back')}
          right={headerRight}
        />
      )}
      {route.tab ? <TabPullToRefresh /> : null}
      <div className="jl-page">{children}</div>
    </>
  );
}

function TabPullToRefresh() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = usePullToRefresh(() => queryClient.refetchQueries({ type: 'active' }));
  return <PullIndicator state={state} label={t('messages.refreshing')} />;
}
