import { ConfirmDialog, ConfirmFacts } from '../../../components/decision/confirm-dialog.tsx';
import type { ConfirmedDialog } from '../../../components/decision/use-confirmed.ts';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import type { PaymentApproval } from './payment-cells.tsx';

/** The checker's last look before a Pix payment is credited to a player or refunded to its payer. */
export function ApproveResolutionDialog(props: { approval: PaymentApproval; dialog: ConfirmedDialog }) {
  const { payment, resolution } = props.approval;
  const credit = resolution.action === 'credit';
  const payer = [payment.payer_name, payment.payer_cpf_masked].filter(Boolean).join(' · ') || '—';
  return (
    <ConfirmDialog
      title={t(credit ? 'backoffice.payments.confirmCreditTitle' : 'backoffice.payments.confirmRefundTitle', {
        amount: money(payment.amount),
      })}
      confirm={t(credit ? 'backoffice.payments.confirmCredit' : 'backoffice.payments.confirmRefund')}
      {...props.dialog}
    >
      <ConfirmFacts
        facts={[
          [t('backoffice.col.amount'), money(payment.amount)],
          credit
            ? [t('backoffice.col.player'), `#${resolution.member_id ?? '—'}`]
            : [t('backoffice.payments.payer'), payer],
          [t('backoffice.col.reason'), resolution.reason],
        ]}
      />
    </ConfirmDialog>
  );
}
