import { useQuery } from '@tanstack/react-query';
import { ErrorNotice, Loading, PageHead } from '../../../components/ui/page.tsx';
import { fetchRgOverview } from '../../../features/rg/api/rg-api.ts';
import { RgStateCard } from '../../../features/rg/components/rg-state-card.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * Responsible gaming at a glance (support, finance, owners): how many players have limits, a cool-off
 * or self-exclusion in force, a central-registry bar or a closure in progress, and the latest of each.
 * Read only: these are the players' own decisions (and the registry's).
 */
export function RgOverviewPage() {
  const overview = useQuery({ queryKey: ['rg-overview'], queryFn: fetchRgOverview });
  return (
    <>
      <PageHead title={t('backoffice.rgOverview.title')} lead={t('backoffice.rgOverview.lead')} />
      <ErrorNotice error={overview.error} />
      {overview.isPending ? (
        <Loading />
      ) : (
        overview.data?.states.map((state) => <RgStateCard key={state.state} overview={state} />)
      )}
    </>
  );
}
