import { useTranslation } from 'react-i18next';
import { ActivityCard } from '../../../features/activity/components/activity-card.tsx';
import { ActivityRecords } from '../../../features/activity/components/activity-records.tsx';
import { LoadState } from '../../../features/activity/components/load-state.tsx';
import { useActivityList } from '../../../features/activity/hooks/use-activity-queries.ts';
import '../../../features/activity/components/activity.css';
import { useAppState } from '../../../lib/store.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** activity/bonus — the player's claimable rewards (claim here) and the rewards received. Public: a visitor sees the rules. */
export default function BonusPage({ route }: PageProps) {
  const { t } = useTranslation('activity');
  const loggedIn = useAppState((s) => Boolean(s.member?.member_id));
  const list = useActivityList();
  return (
    <PageFrame route={route}>
      <div className="jl-act">
        <section className="jl-act-section">
          <h2 className="jl-act-section__title">{t('bonus.claimable')}</h2>
          <LoadState query={list}>
            {(data) => {
              const claimable = data.list.filter((a) =>
                loggedIn ? a.state === 'claimable' : a.reward !== null,
              );
              return claimable.length === 0 ? (
                <p className="jl-act-note">{t('bonus.none')}</p>
              ) : (
                <ul className="jl-act-cards">
                  {claimable.map((view) => (
                    <ActivityCard key={view.code} view={view} loggedIn={loggedIn} />
                  ))}
                </ul>
              );
            }}
          </LoadState>
        </section>
        {loggedIn ? (
          <section className="jl-act-section">
            <h2 className="jl-act-section__title">{t('bonus.history')}</h2>
            <ActivityRecords code="all" />
          </section>
        ) : null}
      </div>
    </PageFrame>
  );
}
