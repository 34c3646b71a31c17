import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { fetchTeamInfo, teamKeys } from '../../../features/team/api/team-api.ts';
import {
  RegulatedNotice,
  TeamBalance,
  TeamData,
  TeamPromotion,
} from '../../../features/team/components/team-overview.tsx';
import { TeamAgentPanel, TeamIncome } from '../../../features/team/components/team-panels.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

type TabKey = 'data' | 'income' | 'agent';

/** The team tab (docs/SPECIFICATION.md §2): team data, team income and agent, the promotion code and link, the bonus modal. */
export default function TeamPage({ route }: PageProps) {
  const { t } = useTranslation(['team', 'common']);
  const [tab, setTab] = useState<TabKey>('data');
  const info = useQuery({
    queryKey: teamKeys.info,
    queryFn: async () => {
      const data = await fetchTeamInfo();
      if (!data) throw new Error('not loaded');
      return data;
    },
    staleTime: 0,
  });
  return (
    <PageFrame route={route}>
      {info.data ? (
        <div className="jl-team">
          <RegulatedNotice cash={info.data.cash} />
          <TeamBalance info={info.data} />
          <Tabs
            label={t('common:tabs.team')}
            layout="fill"
            value={tab}
            onChange={setTab}
            items={[
              { key: 'data', label: t('tabs.data') },
              { key: 'income', label: t('tabs.income') },
              { key: 'agent', label: t('tabs.agent') },
            ]}
          >
            {(panel) => (
              <div role="tabpanel" id={panel.id} aria-labelledby={panel.labelledBy} className="jl-team">
                {tab === 'data' ? (
                  <>
                    <TeamData info={info.data} />
                    <TeamPromotion info={info.data} />
                  </>
                ) : tab === 'income' ? (
                  <TeamIncome />
                ) : (
                  <TeamAgentPanel />
                )}
              </div>
            )}
          </Tabs>
        </div>
      ) : info.isError ? (
        <EmptyState
          icon="wifiOff"
          tone="error"
          title={t('common:messages.serverError')}
          action={
            <Button variant="secondary" onClick={() => void info.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : (
        <PageLoading label={t('common:messages.loading')} />
      )}
    </PageFrame>
  );
}
