import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { EnvelopeProgress } from '../../../features/activity/components/envelope-progress.tsx';
import { LoadState } from '../../../features/activity/components/load-state.tsx';
import { ChanceTable } from '../../../features/activity/components/odds-table.tsx';
import { useWheelInfo } from '../../../features/activity/hooks/use-activity-queries.ts';
import '../../../features/activity/components/activity.css';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * pddDetail — the envelope's progress toward its target ("R$ 300 unlocks withdrawal"), its diamonds and
 * time left, with the exact chance of completing now and with more invites.
 */
export default function PddDetailPage({ route }: PageProps) {
  const { t } = useTranslation('activity');
  const wheel = useWheelInfo();
  return (
    <PageFrame route={route}>
      <div className="jl-act">
        <LoadState query={wheel}>
          {(data) => (
            <>
              {data.envelope ? (
                <EnvelopeProgress wheel={data} />
              ) : (
                <p className="jl-act-note">
                  {t('wheel.noEnvelope', { hours: data.valid_hours, count: data.opening_spins })}
                </p>
              )}
              {data.allowed ? <ChanceTable wheel={data} /> : <p className="jl-act-legal">{data.legal}</p>}
              <div className="jl-act-links">
                <Link to={paths.zpActivity}>{t('actions.wheel')}</Link>
                <Link to={paths.inviteActivity}>{t('actions.invite')}</Link>
              </div>
            </>
          )}
        </LoadState>
      </div>
    </PageFrame>
  );
}
