import type { StaffView } from '@jl/core/contracts/admin.ts';
import type { UncreditedPayment } from '@jl/core/contracts/admin-money.ts';
import { moneyColumn, whenColumn } from '../../../components/ui/columns.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { t } from '../../../lib/i18n.ts';
import type { PaymentDialog } from '../api/payments-api.ts';
import {
  ActionsCell,
  PayerCell,
  type PaymentApproval,
  PlayersCell,
  RequestCell,
  WhyCell,
} from './payment-cells.tsx';

export function usePaymentColumns(props: {
  me: StaffView;
  approving: boolean;
  onApprove: (approval: PaymentApproval) => void;
  onDialog: (dialog: PaymentDialog) => void;
}) {
  return useColumns<UncreditedPayment>(
    () => [
      whenColumn('paid', t('backoffice.players.deposits.paidAt'), (r) => r.paid_at),
      moneyColumn('amount', t('backoffice.col.amount'), (r) => r.amount),
      {
        id: 'why',
        header: t('backoffice.col.reason'),
        cell: ({ row }) => <WhyCell payment={row.original} />,
      },
      {
        id: 'payer',
        header: t('backoffice.payments.payer'),
        cell: ({ row }) => <PayerCell payment={row.original} />,
      },
      {
        id: 'players',
        header: t('backoffice.payments.players'),
        cell: ({ row }) => <PlayersCell payment={row.original} />,
      },
      {
        id: 'request',
        header: t('backoffice.payments.request'),
        cell: ({ row }) => <RequestCell payment={row.original} me={props.me} />,
      },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) => <ActionsCell payment={row.original} {...props} />,
      },
    ],
    [props.me, props.approving],
  );
}
