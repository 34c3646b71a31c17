import { TeamInvitePanel } from '../../../features/team/components/team-panels.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** withdraw/invite: invite rewards and treasure chests. */
export default function InvitePage({ route }: PageProps) {
  return (
    <PageFrame route={route}>
      <TeamInvitePanel />
    </PageFrame>
  );
}
