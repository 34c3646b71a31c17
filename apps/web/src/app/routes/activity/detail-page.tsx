import { ACTIVITY_CODES, type ActivityCode } from '@jl/core/contracts/activity-choices.ts';
import { useSearchParams } from 'react-router';
import { ActivityDetailView } from '../../../features/activity/components/activity-detail-view.tsx';
import { LoadState } from '../../../features/activity/components/load-state.tsx';
import { useActivityDetail } from '../../../features/activity/hooks/use-activity-queries.ts';
import '../../../features/activity/components/activity.css';
import { useAppState } from '../../../lib/store.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

const isCode = (value: string | null): value is ActivityCode =>
  (ACTIVITY_CODES as readonly string[]).includes(value ?? '');

/** activity/detail?code= — one activity's rules, state and claim (docs/SPECIFICATION.md §2: no route parameters but the query). */
export default function ActivityDetailPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const raw = params.get('code');
  const code: ActivityCode = isCode(raw) ? raw : 'registration';
  const detail = useActivityDetail(code);
  const loggedIn = useAppState((s) => Boolean(s.member?.member_id));
  return (
    <PageFrame route={route}>
      <div className="jl-act">
        <LoadState query={detail}>
          {(data) => <ActivityDetailView detail={data} loggedIn={loggedIn} />}
        </LoadState>
      </div>
    </PageFrame>
  );
}
