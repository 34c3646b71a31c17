import type { TeamReleaseRequestView } from '@jl/core/contracts/team.ts';
import { PendingRequests } from '../../../components/decision/pending-requests.tsx';
import { moneyColumn } from '../../../components/ui/columns.ts';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { PlayerLink } from '../../../components/ui/player-link.tsx';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import { approveRelease, fetchReleases, rejectRelease } from '../api/referrals-api.ts';

/**
 * Releases of withheld commissions waiting for a second finance or owner (docs/COMPLIANCE.md "Four
 * eyes"); the requester's own approve button is off. Shown while there are some.
 */
export function PendingReleases(props: { me: string }) {
  return (
    <PendingRequests
      me={props.me}
      queryKey="team-releases"
      fetch={fetchReleases}
      approve={(r: TeamReleaseRequestView) => approveRelease(r.id)}
      reject={rejectRelease}
      refresh={['referrals']}
      testId="pending-releases"
      title={t('backoffice.referrals.releasesTitle')}
      selfTitle={t('backoffice.referrals.releaseSelf')}
      columns={[
        {
          id: 'member',
          header: t('backoffice.referrals.invited'),
          cell: ({ row }) => <PlayerLink id={row.original.member_id} />,
        },
        moneyColumn<TeamReleaseRequestView>(
          'amount',
          t('backoffice.referrals.releaseAmount'),
          (r) => r.amount,
        ),
        { accessorKey: 'note', header: t('backoffice.referrals.releaseNote') },
      ]}
      facts={(r) => [
        [t('backoffice.referrals.invited'), `#${r.member_id}`],
        [t('backoffice.referrals.releaseAmount'), money(r.amount)],
        [t('backoffice.referrals.releaseNote'), r.note],
      ]}
      confirmTitle={() => t('backoffice.referrals.releasesTitle')}
      rejectTitle={(r) => t('backoffice.referrals.releaseRejectTitle', { player: r.member_id })}
      approved={() => <StatusNotice>{t('backoffice.referrals.releaseApproved')}</StatusNotice>}
    />
  );
}
