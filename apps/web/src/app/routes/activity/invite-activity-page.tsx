import { useQuery } from '@tanstack/react-query';
import { fetchActivityList } from '../../../features/activity/api/activity-api.ts';
import { InvitePanel } from '../../../features/activity/components/invite-panel.tsx';
import { useWheelInfo } from '../../../features/activity/hooks/use-activity-queries.ts';
import '../../../features/activity/components/activity.css';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** inviteActivity — invite friends: the code and link, friends registered, spins earned on the wheel. */
export default function InviteActivityPage({ route }: PageProps) {
  const wheel = useWheelInfo();
  const list = useQuery({
    queryKey: ['activity', 'list', 'invite'],
    queryFn: fetchActivityList,
    staleTime: 0,
  });
  const invite = list.data?.list.find((a) => a.code === 'invite');
  return (
    <PageFrame route={route}>
      <div className="jl-act">
        <InvitePanel wheel={wheel.data ?? null} invited={Number(invite?.progress?.current ?? 0)} />
      </div>
    </PageFrame>
  );
}
