import type { StaffView } from '@jl/core/contracts/admin.ts';
import { UNCREDITED_SORTS } from '@jl/core/contracts/admin-money.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirmed } from '../../../components/decision/use-confirmed.ts';
import { useReasonAction } from '../../../components/decision/use-reason-action.ts';
import { useTabNotice } from '../../../components/decision/use-tab-notice.tsx';
import { ListFilters } from '../../../components/list/list-filters.tsx';
import { TabbedTable } from '../../../components/list/paged-table.tsx';
import { useFilteredList } from '../../../components/list/use-filtered-list.ts';
import { PageHead } from '../../../components/ui/page.tsx';
import {
  approveResolution,
  exportUncredited,
  fetchUncredited,
  PAYMENT_STATES,
  type PaymentDialog,
  sendResolution,
} from '../../../features/payments/api/payments-api.ts';
import { ApproveResolutionDialog } from '../../../features/payments/components/approve-resolution-dialog.tsx';
import type { PaymentApproval } from '../../../features/payments/components/payment-cells.tsx';
import { usePaymentColumns } from '../../../features/payments/components/payment-columns.tsx';
import { ResolutionDialog } from '../../../features/payments/components/resolution-dialog.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * Payments recorded but not credited (finance, four eyes): each is credited to the rightful player
 * or refunded to the payer only when a second staff member approves the first one's request.
 */
export function PaymentsPage(props: { me: StaffView }) {
  const client = useQueryClient();
  const paged = useFilteredList('payments', 'open', fetchUncredited);
  const [memberId, setMemberId] = useState('');
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['payments'] });
    void client.invalidateQueries({ queryKey: ['dashboard'] });
  };
  const resolve = useReasonAction(
    (dialog: PaymentDialog, reason: string) => sendResolution(dialog, memberId, reason),
    refresh,
  );
  const notice = useTabNotice(paged.filter);
  const approve = useConfirmed(
    (a: PaymentApproval) => approveResolution(a.resolution.id),
    ({ resolution }) => {
      refresh();
      notice.show(
        resolution.action === 'credit'
          ? t('backoffice.payments.creditApplied', { player: resolution.member_id ?? '—' })
          : t('backoffice.payments.refundSent'),
      );
    },
  );
  const columns = usePaymentColumns({
    me: props.me,
    approving: approve.mutation.isPending,
    onApprove: (a) => {
      notice.clear();
      approve.open(a);
    },
    onDialog: (dialog) => {
      notice.clear();
      if (dialog.kind === 'credit')
        setMemberId(dialog.payment.order_member_id ?? dialog.payment.payer_member_id ?? '');
      resolve.open(dialog);
    },
  });
  const approving = approve.subject;
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.payments')} lead={t('backoffice.payments.lead')} />
      <ListFilters value={paged.filters} onChange={paged.onFilters} sorts={UNCREDITED_SORTS} amount />
      <TabbedTable
        tabs={PAYMENT_STATES}
        tabLabel={(value) => t(`backoffice.payments.tabs.${value}`)}
        paged={paged}
        csv={() => exportUncredited(paged.filter, paged.page, paged.size, paged.filters)}
        columns={columns}
        rowId={(r) => r.id}
        empty={t('backoffice.payments.none')}
        status={notice.node}
      />
      {approving && <ApproveResolutionDialog approval={approving} dialog={approve.dialog} />}
      {resolve.subject && (
        <ResolutionDialog
          dialog={resolve.subject}
          memberId={memberId}
          onMemberId={setMemberId}
          {...resolve.dialog}
        />
      )}
    </>
  );
}
