import type { StaffView } from '@jl/core/contracts/admin.ts';
import type { AdjustmentView } from '@jl/core/contracts/admin-money.ts';
import { useChecker } from '../../../components/decision/use-checker.ts';
import { TabbedTable } from '../../../components/list/paged-table.tsx';
import { usePagedList } from '../../../components/list/use-paged-list.ts';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { PageHead } from '../../../components/ui/page.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import {
  ADJUSTMENT_STATUSES,
  approveAdjustment,
  exportAdjustments,
  fetchAdjustments,
  rejectAdjustment,
} from '../../../features/adjustments/api/adjustments-api.ts';
import { useAdjustmentColumns } from '../../../features/adjustments/components/adjustment-columns.tsx';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/**
 * Four eyes on money (finance): adjustment requests wait here for a second staff member. The
 * requester's own requests show who asked and cannot be approved by them (the server refuses too).
 */
export function AdjustmentsPage(props: { me: StaffView }) {
  const paged = usePagedList('adjustments', 'pending', fetchAdjustments);
  const { approve, reject } = useChecker({
    approve: approveAdjustment,
    reject: (r: AdjustmentView, reason: string) => rejectAdjustment(r.id, reason),
    refresh: ['adjustments', 'dashboard'],
  });
  const columns = useAdjustmentColumns({
    me: props.me.id,
    approving: approve.isPending,
    onApprove: (id) => approve.mutate(id),
    onReject: reject.open,
  });
  const applied = approve.data?.adjustment;
  const rejecting = reject.subject;
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.approvals')} lead={t('backoffice.approvals.lead')} />
      <TabbedTable
        tabs={ADJUSTMENT_STATUSES}
        tabLabel={(value) => t(`backoffice.approvals.tabs.${value}`)}
        paged={paged}
        csv={() => exportAdjustments(paged.filter, paged.page, paged.size)}
        columns={columns}
        rowId={(r) => r.id}
        empty={t('backoffice.approvals.none')}
        error={approve.error}
        status={
          applied && (
            <StatusNotice>
              {t('backoffice.approvals.applied', {
                id: applied.id,
                amount: money(applied.amount),
                player: applied.member_id,
              })}
            </StatusNotice>
          )
        }
      />
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
