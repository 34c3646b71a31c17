import type { StaffView } from '@jl/core/contracts/admin.ts';
import { ADJUSTMENT_SORTS, type AdjustmentView } from '@jl/core/contracts/admin-money.ts';
import { ConfirmDialog, ConfirmFacts } from '../../../components/decision/confirm-dialog.tsx';
import { useChecker } from '../../../components/decision/use-checker.ts';
import { useTabNotice } from '../../../components/decision/use-tab-notice.tsx';
import { selectColumn } from '../../../components/list/bulk-decisions.tsx';
import { TabbedTable } from '../../../components/list/paged-table.tsx';
import { QueueTools } from '../../../components/list/queue-tools.tsx';
import { useQueue } from '../../../components/list/use-queue-tools.ts';
import { PageHead } from '../../../components/ui/page.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import {
  ADJUSTMENT_STATUSES,
  type AdjustmentStatus,
  approveAdjustment,
  bulkAdjustments,
  exportAdjustments,
  fetchAdjustments,
  rejectAdjustment,
} from '../../../features/adjustments/api/adjustments-api.ts';
import { useAdjustmentColumns } from '../../../features/adjustments/components/adjustment-columns.tsx';
import { money } from '../../../lib/format.ts';
import { fundTypeLabel } from '../../../lib/fund-types.ts';
import { t } from '../../../lib/i18n.ts';

/**
 * Four eyes on money (finance): adjustment requests wait here for a second staff member. The
 * requester's own requests show who asked and cannot be approved by them (the server refuses too).
 */
export function AdjustmentsPage(props: { me: StaffView }) {
  const { paged, ...tools } = useQueue<AdjustmentStatus, Awaited<ReturnType<typeof fetchAdjustments>>>(
    'adjustments',
    'pending',
    fetchAdjustments,
    ['dashboard'],
  );
  const notice = useTabNotice(paged.filter);
  const bulk = paged.filter === 'pending';
  const { approve, reject } = useChecker({
    approve: (r: AdjustmentView) => approveAdjustment(r.id),
    reject: (r: AdjustmentView, reason: string) => rejectAdjustment(r.id, reason),
    refresh: ['adjustments', 'dashboard'],
    onDone: (done) => {
      const a = 'approved' in done ? done.approved.adjustment : done.rejected.adjustment;
      notice.show(
        'approved' in done
          ? t('backoffice.approvals.applied', { id: a.id, amount: money(a.amount), player: a.member_id })
          : t('backoffice.approvals.rejected', { id: a.id }),
      );
    },
  });
  const decideColumns = useAdjustmentColumns({
    me: props.me.id,
    approving: approve.mutation.isPending,
    onApprove: (r) => {
      notice.clear();
      approve.open(r);
    },
    onReject: (r) => {
      notice.clear();
      reject.open(r);
    },
  });
  const columns = bulk
    ? [selectColumn<AdjustmentView>(tools.selection, (r) => r.status === 'pending'), ...decideColumns]
    : decideColumns;
  const approving = approve.subject;
  const rejecting = reject.subject;
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.approvals')} lead={t('backoffice.approvals.lead')} />
      <QueueTools
        filters={paged.filters}
        onFilters={paged.onFilters}
        sorts={ADJUSTMENT_SORTS}
        bulk={
          bulk
            ? { selected: tools.selection.selected, decide: bulkAdjustments, onDone: tools.done }
            : undefined
        }
      />
      <TabbedTable
        tabs={ADJUSTMENT_STATUSES}
        tabLabel={(value) => t(`backoffice.approvals.tabs.${value}`)}
        paged={paged}
        csv={() => exportAdjustments(paged.filter, paged.page, paged.size, paged.filters)}
        columns={columns}
        rowId={(r) => r.id}
        empty={t('backoffice.approvals.none')}
        status={notice.node}
      />
      {approving && (
        <ConfirmDialog
          title={t('backoffice.approvals.confirmTitle', { id: approving.id })}
          confirm={t('backoffice.approvals.confirmApply')}
          {...approve.dialog}
        >
          <ConfirmFacts
            facts={[
              [t('backoffice.col.amount'), money(approving.amount)],
              [t('backoffice.col.player'), `#${approving.member_id}`],
              [t('backoffice.col.type'), fundTypeLabel(approving.code)],
              [t('backoffice.col.reason'), approving.reason],
            ]}
          />
        </ConfirmDialog>
      )}
      {rejecting && (
        <ReasonDialog
          title={t('backoffice.approvals.rejectTitle', { id: rejecting.id, amount: money(rejecting.amount) })}
          confirm={t('backoffice.common.reject')}
          danger
          {...reject.dialog}
        />
      )}
    </>
  );
}
