import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryFallback } from '../../../components/ui/query-fallback.tsx';
import { RgNotice } from '../../../components/ui/rg-notice.tsx';
import { paths } from '../../../config/paths.ts';
import { fetchRgStatus, type RgStatus, rgKeys } from '../../../features/rg/api/rg-api.ts';
import { BlockBanner, BlockSection } from '../../../features/rg/components/block-section.tsx';
import { ClosureSection } from '../../../features/rg/components/closure-section.tsx';
import { DataSection } from '../../../features/rg/components/data-section.tsx';
import { LimitsSection } from '../../../features/rg/components/limits-section.tsx';
import { RealitySection } from '../../../features/rg/components/reality-section.tsx';
import { RegistrySection } from '../../../features/rg/components/registry-section.tsx';
import '../../../features/rg/components/rg.css';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * Mine → Jogo responsável (docs/COMPLIANCE.md "Both profiles"): limits, reality check, cool-off,
 * self-exclusion, the central registry's answer, and the player's data (LGPD). Every change is answered with
 * the new status.
 */
export default function ResponsibleGamingPage({ route }: PageProps) {
  const { t } = useTranslation(['rg', 'common']);
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: rgKeys.status,
    queryFn: async () => {
      const data = await fetchRgStatus();
      if (!data) throw new Error('not loaded');
      return data;
    },
    staleTime: 0,
  });
  const onChanged = (next: RgStatus) => queryClient.setQueryData(rgKeys.status, next);
  // A new cool-off or exclusion: back to the top, where the banner says what still works.
  const onBlocked = (next: RgStatus) => {
    onChanged(next);
    window.scrollTo({ top: 0 });
  };
  return (
    <PageFrame route={route}>
      {status.data ? (
        <div className="jl-rg-page">
          <RgNotice title={t('rg:title')} body={t('rg:adult')} compact />
          <BlockBanner
            status={status.data}
            withdrawLink={
              <Link className="jl-btn jl-btn--primary jl-btn--sm" to={paths.withdraw}>
                {t('rg:block.withdrawLink')}
              </Link>
            }
            historyLink={
              <Link className="jl-btn jl-btn--secondary jl-btn--sm" to={paths.fundLog}>
                {t('rg:block.historyLink')}
              </Link>
            }
          />
          <LimitsSection status={status.data} onChanged={onChanged} />
          <RealitySection status={status.data} onChanged={onChanged} />
          <BlockSection status={status.data} onChanged={onBlocked} />
          <RegistrySection status={status.data} />
          <DataSection />
          <ClosureSection status={status.data} />
        </div>
      ) : (
        <QueryFallback failed={status.isError} retry={() => void status.refetch()} />
      )}
    </PageFrame>
  );
}
