import { type AdminWithdrawal, type StaffRole, WITHDRAWAL_SORTS } from '@jl/core/contracts/admin.ts';
import { useChecker } from '../../../components/decision/use-checker.ts';
import { selectColumn } from '../../../components/list/bulk-decisions.tsx';
import { TabbedTable } from '../../../components/list/paged-table.tsx';
import { QueueTools } from '../../../components/list/queue-tools.tsx';
import { usePagedList } from '../../../components/list/use-paged-list.ts';
import { useQueueTools } from '../../../components/list/use-queue-tools.ts';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { PageHead } from '../../../components/ui/page.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import {
  approveWithdrawal,
  bulkWithdrawals,
  exportWithdrawals,
  fetchWithdrawals,
  rejectWithdrawal,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '../../../features/withdrawals/api/withdrawals-api.ts';
import { useWithdrawalColumns } from '../../../features/withdrawals/components/withdrawal-columns.tsx';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/**
 * The withdrawal review queue: withdrawals above the auto-approve amount wait here, oldest first.
 * Finance approves (the payout is sent after commit) or rejects with a reason the player sees.
 */
export function WithdrawalsPage(props: { role: StaffRole }) {
  const tools = useQueueTools(['withdrawals'], (page) => paged.setPage(page));
  const paged = usePagedList(
    'withdrawals',
    'applying',
    (status: WithdrawalStatus, page: number, size: number) =>
      fetchWithdrawals(status, page, size, tools.filters),
    { extra: tools.filters },
  );
  const canDecide = props.role === 'owner' || props.role === 'finance';
  const bulk = canDecide && paged.filter === 'applying';
  const { approve, reject } = useChecker({
    approve: approveWithdrawal,
    reject: (w: AdminWithdrawal, reason: string) => rejectWithdrawal(w.id, reason),
    refresh: ['withdrawals'],
  });
  const decideColumns = useWithdrawalColumns({
    canDecide,
    approving: approve.isPending,
    onApprove: (id) => approve.mutate(id),
    onReject: reject.open,
  });
  const columns = bulk
    ? [selectColumn<AdminWithdrawal>(tools.selection, (w) => w.status === 'applying'), ...decideColumns]
    : decideColumns;
  const approved = approve.data?.withdrawal;
  const rejecting = reject.subject;
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.withdrawals')} lead={t('backoffice.withdrawals.lead')} />
      <QueueTools
        filters={tools.filters}
        onFilters={tools.onFilters}
        sorts={WITHDRAWAL_SORTS}
        bulk={
          bulk
            ? { selected: tools.selection.selected, decide: bulkWithdrawals, onDone: tools.done }
            : undefined
        }
      />
      <TabbedTable
        tabs={WITHDRAWAL_STATUSES}
        tabLabel={(value) => t(`backoffice.withdrawals.tabs.${value}`)}
        paged={paged}
        csv={() => exportWithdrawals(paged.filter, paged.page, paged.size, tools.filters)}
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
