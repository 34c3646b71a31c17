import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ActivityCard } from '../../../features/activity/components/activity-card.tsx';
import { LoadState } from '../../../features/activity/components/load-state.tsx';
import { money } from '../../../features/activity/format.ts';
import { useActivityList } from '../../../features/activity/hooks/use-activity-queries.ts';
import '../../../features/activity/components/activity.css';
import { useAppState } from '../../../lib/store.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * The activity tab (docs/SPECIFICATION.md §2): every activity of the registry with the player's state, progress and
 * reward (a visitor sees the rules). In `br-regulated` only what the law allows is listed.
 */
export default function ActivityPage({ route }: PageProps) {
  const { t } = useTranslation('activity');
  const lang = useAppState((s) => s.lang);
  const loggedIn = useAppState((s) => Boolean(s.member?.member_id));
  const list = useActivityList();
  return (
    <PageFrame route={route}>
      <div className="jl-act">
        <LoadState query={list}>
          {(data) => (
            <>
              {data.profile === 'br-regulated' ? (
                <p className="jl-act-legal" role="note" data-testid="activity-br-regulated">
                  {t('tab.brRegulated')}
                </p>
              ) : null}
              {loggedIn ? (
                <Link className="jl-act-banner" to={paths.activityBonus} data-testid="activity-claimable">
                  <span>{t('tab.claimableTotal', { amount: money(data.claimable_total, lang) })}</span>
                  <span>{t('tab.bonusLink')} ›</span>
                </Link>
              ) : (
                <p className="jl-act-note">{t('tab.loginToJoin')}</p>
              )}
              <ul className="jl-act-cards">
                {data.list.map((view) => (
                  <ActivityCard key={view.code} view={view} loggedIn={loggedIn} />
                ))}
              </ul>
            </>
          )}
        </LoadState>
      </div>
    </PageFrame>
  );
}
