import type { AdminWithdrawal, StaffRole } from '@jl/core/contracts/admin.ts';
import { useChecker } from '../../../components/decision/use-checker.ts';
import { TabbedTable } from '../../../components/list/paged-table.tsx';
import { usePagedList } from '../../../components/list/use-paged-list.ts';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { PageHead } from '../../../components/ui/page.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import {
  approveWithdrawal,
  exportWithdrawals,
  fetchWithdrawals,
  rejectWithdrawal,
  WITHDRAWAL_STATUSES,
} from '../../../features/withdrawals/api/withdrawals-api.ts';
import { useWithdrawalColumns } from '../../../features/withdrawals/components/withdrawal-columns.tsx';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/**
 * The withdrawal review queue: withdrawals above the auto-approve amount wait here, oldest first.
 * Finance approves (the payout is sent after commit) or rejects with a reason the player sees.
 */
export function WithdrawalsPage(props: { role: StaffRole }) {
  const paged = usePagedList('withdrawals', 'applying', fetchWithdrawals);
  const { approve, reject } = useChecker({
    approve: approveWithdrawal,
    reject: (w: AdminWithdrawal, reason: string) => rejectWithdrawal(w.id, reason),
    refresh: ['withdrawals'],
  });
  const columns = useWithdrawalColumns({
    canDecide: props.role === 'owner' || props.role === 'finance',
    approving: approve.isPending,
    onApprove: (id) => approve.mutate(id),
    onReject: reject.open,
  });
  const approved = approve.data?.withdrawal;
  const rejecting = reject.subject;
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.withdrawals')} lead={t('backoffice.withdrawals.lead')} />
      <TabbedTable
        tabs={WITHDRAWAL_STATUSES}
        tabLabel={(value) => t(`backoffice.withdrawals.tabs.${value}`)}
        paged={paged}
        csv={() => exportWithdrawals(paged.filter, paged.page, paged.size)}
        columns={columns}
        rowId={(r) => r.id}
        empty={t('backoffice.withdrawals.none')}
        error={approve.error}
        status={
          approved && (
            <StatusNotice>
              {approved.status === 'applying'
                ? t('backoffice.withdrawals.firstApproved', { order: approved.order_no })
                : t('backoffice.withdrawals.approved', { order: approved.order_no })}
            </StatusNotice>
          )
        }
      />
      {rejecting && (
        <ReasonDialog
          title={t('backoffice.withdrawals.rejectTitle', {
            order: rejecting.order_no,
            amount: money(rejecting.amount),
          })}
          confirm={t('backoffice.withdrawals.rejectConfirm')}
          danger
          {...reject.dialog}
        >
          <p className="muted">{t('backoffice.withdrawals.rejectNote')}</p>
        </ReasonDialog>
      )}
    </>
  );
}
