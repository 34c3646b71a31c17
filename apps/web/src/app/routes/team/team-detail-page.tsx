import { TeamMembers } from '../../../features/team/components/team-panels.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** team/detail: level-1 and level-2 subordinates (registration time, full name, contribution, type). */
export default function TeamDetailPage({ route }: PageProps) {
  return (
    <PageFrame route={route}>
      <div className="jl-team">
        <TeamMembers />
      </div>
    </PageFrame>
  );
}
