import type { StaffView } from '@jl/core/contracts/admin.ts';
import type { UncreditedPayment } from '@jl/core/contracts/admin-money.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { money, when } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import type { PaymentDialog } from '../api/payments-api.ts';
import { ActionsCell, PayerCell, PlayersCell, RequestCell, WhyCell } from './payment-cells.tsx';

export function usePaymentColumns(props: {
  me: StaffView;
  approving: boolean;
  onApprove: (id: string) => void;
  onDialog: (dialog: PaymentDialog) => void;
}) {
  return useColumns<UncreditedPayment>(
    () => [
      {
        id: 'paid',
        header: t('backoffice.players.deposits.paidAt'),
        cell: ({ row }) => when(row.original.paid_at),
      },
      {
        id: 'amount',
        header: t('backoffice.col.amount'),
        meta: { numeric: true },
        cell: ({ row }) => money(row.original.amount),
      },
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
