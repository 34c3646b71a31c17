import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LoadState } from '../../../features/activity/components/load-state.tsx';
import { ChanceTable, OddsTable } from '../../../features/activity/components/odds-table.tsx';
import { useActivityDetail, useWheelInfo } from '../../../features/activity/hooks/use-activity-queries.ts';
import '../../../features/activity/components/activity.css';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * dragActivity — the red envelope's rules: what a spin can give (the odds table with its exact expected
 * value), the envelope's target, validity and diamonds, and the exact chances (docs/ACTIVITIES.md).
 */
export default function DragActivityPage({ route }: PageProps) {
  const { t } = useTranslation('activity');
  const wheel = useWheelInfo();
  const detail = useActivityDetail('red_envelope');
  return (
    <PageFrame route={route}>
      <div className="jl-act">
        <section className="jl-act-section">
          <h2 className="jl-act-section__title">{t('detail.rules')}</h2>
          <p>{detail.data?.activity.description}</p>
        </section>
        <LoadState query={wheel}>
          {(data) => (
            <>
              <OddsTable odds={data.odds} />
              <ChanceTable wheel={data} />
              <Link className="jl-act-link" to={paths.zpActivity}>
                {t('actions.wheel')}
              </Link>
            </>
          )}
        </LoadState>
      </div>
    </PageFrame>
  );
}
