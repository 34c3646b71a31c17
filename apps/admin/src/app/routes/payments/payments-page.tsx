import type { StaffView } from '@jl/core/contracts/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useReasonAction } from '../../../components/decision/use-reason-action.ts';
import { TabbedTable } from '../../../components/list/paged-table.tsx';
import { usePagedList } from '../../../components/list/use-paged-list.ts';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { PageHead } from '../../../components/ui/page.tsx';
import {
  approveResolution,
  exportUncredited,
  fetchUncredited,
  PAYMENT_STATES,
  type PaymentDialog,
  sendResolution,
} from '../../../features/payments/api/payments-api.ts';
import { usePaymentColumns } from '../../../features/payments/components/payment-columns.tsx';
import { ResolutionDialog } from '../../../features/payments/components/resolution-dialog.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * Payments recorded but not credited (finance, four eyes): each is credited to the rightful player
 * or refunded to the payer only when a second staff member approves the first one's request.
 */
export function PaymentsPage(props: { me: StaffView }) {
  const client = useQueryClient();
  const paged = usePagedList('payments', 'open', fetchUncredited);
  const [memberId, setMemberId] = useState('');
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['payments'] });
    void client.invalidateQueries({ queryKey: ['dashboard'] });
  };
  const resolve = useReasonAction(
    (dialog: PaymentDialog, reason: string) => sendResolution(dialog, memberId, reason),
    refresh,
  );
  const approve = useMutation({ mutationFn: approveResolution, onSuccess: refresh });
  const columns = usePaymentColumns({
    me: props.me,
    approving: approve.isPending,
    onApprove: (id) => approve.mutate(id),
    onDialog: (dialog) => {
      if (dialog.kind === 'credit')
        setMemberId(dialog.payment.order_member_id ?? dialog.payment.payer_member_id ?? '');
      resolve.open(dialog);
    },
  });
  const approved = approve.data?.resolution;
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.payments')} lead={t('backoffice.payments.lead')} />
      <TabbedTable
        tabs={PAYMENT_STATES}
        tabLabel={(value) => t(`backoffice.payments.tabs.${value}`)}
        paged={paged}
        csv={() => exportUncredited(paged.filter, paged.page, paged.size)}
        columns={columns}
        rowId={(r) => r.id}
        empty={t('backoffice.payments.none')}
        error={approve.error}
        status={
          approved && (
            <StatusNotice>
              {approved.action === 'credit'
                ? t('backoffice.payments.creditApplied', { player: approved.member_id ?? '—' })
                : t('backoffice.payments.refundSent')}
            </StatusNotice>
          )
        }
      />
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
