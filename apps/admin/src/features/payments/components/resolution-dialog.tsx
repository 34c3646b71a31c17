import type { ReasonActionDialog } from '../../../components/decision/use-reason-action.ts';
import { TextField } from '../../../components/form/field.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import type { PaymentDialog } from '../api/payments-api.ts';

const TITLE = { credit: 'creditTitle', refund: 'refundTitle', reject: 'rejectTitle' } as const;
const NOTE = { credit: 'creditNote', refund: 'refundNote', reject: 'rejectNote' } as const;

/** The maker's credit or refund request (with the player to credit), or the checker's rejection. */
export function ResolutionDialog(
  props: ReasonActionDialog & {
    dialog: PaymentDialog;
    memberId: string;
    onMemberId: (memberId: string) => void;
  },
) {
  const { dialog } = props;
  return (
    <ReasonDialog
      title={t(`backoffice.payments.${TITLE[dialog.kind]}`, { amount: money(dialog.payment.amount) })}
      confirm={
        dialog.kind === 'reject' ? t('backoffice.common.reject') : t('backoffice.common.requestApproval')
      }
      danger={dialog.kind === 'reject'}
      pending={props.pending}
      error={props.error}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      {dialog.kind === 'credit' && (
        <TextField
          label={t('backoffice.payments.memberId')}
          className="input mono"
          name="member_id"
          inputMode="numeric"
          value={props.memberId}
          onChange={props.onMemberId}
        />
      )}
      <p className="muted">{t(`backoffice.payments.${NOTE[dialog.kind]}`)}</p>
    </ReasonDialog>
  );
}
