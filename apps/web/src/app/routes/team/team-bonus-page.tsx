import { TeamIncome } from '../../../features/team/components/team-panels.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** team/bonus: the whole team income log with its type filter and statuses. */
export default function TeamBonusPage({ route }: PageProps) {
  return (
    <PageFrame route={route}>
      <div className="jl-team">
        <TeamIncome all />
      </div>
    </PageFrame>
  );
}
