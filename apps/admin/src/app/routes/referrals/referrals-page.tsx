import type { StaffView } from '@jl/core/contracts/admin.ts';
import { REFERRAL_SORTS } from '@jl/core/contracts/team.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useReasonAction } from '../../../components/decision/use-reason-action.ts';
import { ListFilters } from '../../../components/list/list-filters.tsx';
import { TabbedTable } from '../../../components/list/paged-table.tsx';
import { useFilteredList } from '../../../components/list/use-filtered-list.ts';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { PageHead } from '../../../components/ui/page.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import {
  decideReferral,
  exportReferrals,
  fetchReferrals,
  REFERRAL_STATUSES,
} from '../../../features/referrals/api/referrals-api.ts';
import { PendingReleases } from '../../../features/referrals/components/pending-releases.tsx';
import { useReferralColumns } from '../../../features/referrals/components/referral-columns.tsx';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/**
 * Referrals the fraud screen flagged: clearing one credits the commissions it withheld (finance and
 * owners only; above the operator's amount, or always in br-regulated, it waits for a second finance
 * or owner), rejecting voids them (support too). Both ask for a note that the audit log keeps.
 */
export function ReferralsPage(props: { me: StaffView }) {
  const role = props.me.role;
  const canRelease = role === 'owner' || role === 'finance';
  const client = useQueryClient();
  const paged = useFilteredList('referrals', 'flagged', fetchReferrals);
  const decide = useReasonAction(
    decideReferral,
    () => {
      void client.invalidateQueries({ queryKey: ['referrals'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
    { keepOnClose: true },
  );
  const columns = useReferralColumns({ canDecide: true, canRelease, onDecide: decide.open });
  const decided = decide.mutation.data;
  const deciding = decide.subject;
  return (
    <>
      <PageHead title={t('backoffice.referrals.title')} lead={t('backoffice.referrals.lead')} />
      {canRelease && <PendingReleases me={props.me.id} />}
      <ListFilters value={paged.filters} onChange={paged.onFilters} sorts={REFERRAL_SORTS} amount vip />
      <TabbedTable
        tabs={REFERRAL_STATUSES}
        tabLabel={(value) => t(`backoffice.referrals.tabs.${value}`)}
        paged={paged}
        csv={() => exportReferrals(paged.filter, paged.page, paged.size, paged.filters)}
        columns={columns}
        rowId={(r) => r.member_id}
        pagerAlways
        status={
          decided && (
            <StatusNotice>
              {decided.request
                ? t('backoffice.referrals.releaseRequested', {
                    player: decided.member_id,
                    amount: money(decided.request.amount),
                  })
                : t(
                    decided.status === 'cleared'
                      ? 'backoffice.referrals.decidedCleared'
                      : 'backoffice.referrals.decidedRejected',
                    { player: decided.member_id, amount: money(decided.credited) },
                  )}
            </StatusNotice>
          )
        }
      />
      {deciding && (
        <ReasonDialog
          title={
            deciding.action === 'clear'
              ? t('backoffice.referrals.clearTitle', { player: deciding.row.member_id })
              : t('backoffice.referrals.rejectTitle', { player: deciding.row.member_id })
          }
          confirm={
            deciding.action === 'clear' ? t('backoffice.referrals.clear') : t('backoffice.common.reject')
          }
          danger={deciding.action === 'reject'}
          {...decide.dialog}
        />
      )}
    </>
  );
}
