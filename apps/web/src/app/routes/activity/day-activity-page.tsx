import { CheckinPanel } from '../../../features/activity/components/checkin-panel.tsx';
import { LoadState } from '../../../features/activity/components/load-state.tsx';
import { useActivityDetail } from '../../../features/activity/hooks/use-activity-queries.ts';
import '../../../features/activity/components/activity.css';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** dayActivity: the daily check-in as a page (the same panel as home's modal). */
export default function DayActivityPage({ route }: PageProps) {
  const detail = useActivityDetail('checkin');
  return (
    <PageFrame route={route}>
      <div className="jl-act">
        <LoadState query={detail}>
          {(data) => (
            <>
              <p className="jl-act-note">{data.activity.description}</p>
              {data.activity.allowed ? (
                <CheckinPanel detail={data} />
              ) : (
                <p className="jl-act-legal">{data.activity.legal}</p>
              )}
            </>
          )}
        </LoadState>
      </div>
    </PageFrame>
  );
}
