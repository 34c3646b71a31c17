import type { AdminWithdrawal } from '@jl/core/contracts/admin.ts';
import { DecisionButtons } from '../../../components/decision/decision-buttons.tsx';
import { moneyColumn, whenColumn } from '../../../components/ui/columns.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { PlayerLink } from '../../../components/ui/player-link.tsx';
import { t } from '../../../lib/i18n.ts';

/** "1 de 2 aprovações": what a withdrawal under staff review has and needs. */
function Approvals({ withdrawal: w }: { withdrawal: AdminWithdrawal }) {
  if (w.approvals_required === 0)
    return <span className="muted">{t('backoffice.withdrawals.automatic')}</span>;
  const label =
    w.approvals_required === 1
      ? t('backoffice.withdrawals.approvalsOne', { n: w.approvals })
      : t('backoffice.withdrawals.approvalsMany', { n: w.approvals, required: w.approvals_required });
  return (
    <span className={w.approvals < w.approvals_required ? 'badge warn' : 'badge ok'}>
      {label}
      {w.first_approved_by && w.approvals_required === 2 && w.approvals === 1
        ? ` ${t('backoffice.withdrawals.firstBy', { id: w.first_approved_by })}`
        : ''}
    </span>
  );
}

const approveLabel = (w: AdminWithdrawal) =>
  w.approvals_required < 2
    ? t('backoffice.common.approve')
    : w.approvals === 0
      ? t('backoffice.withdrawals.approveFirst')
      : t('backoffice.withdrawals.approveSecond');

function Holder({ withdrawal: w }: { withdrawal: AdminWithdrawal }) {
  return (
    <div>
      <div>{w.name}</div>
      <div className="mono muted">
        {t('backoffice.col.cpf')} {w.cpf} · {w.pix_key}
      </div>
    </div>
  );
}

export function useWithdrawalColumns(props: {
  canDecide: boolean;
  approving: boolean;
  onApprove: (id: string) => void;
  onReject: (withdrawal: AdminWithdrawal) => void;
}) {
  return useColumns<AdminWithdrawal>(
    () => [
      {
        accessorKey: 'order_no',
        header: t('backoffice.col.order'),
        cell: ({ row }) => <span className="mono">{row.original.order_no}</span>,
      },
      whenColumn('created', t('backoffice.col.requestedAt'), (r) => r.created_at),
      {
        accessorKey: 'member_id',
        header: t('backoffice.col.player'),
        meta: { numeric: true },
        cell: ({ row }) => <PlayerLink id={row.original.member_id} />,
      },
      { id: 'vip', header: t('backoffice.col.vip'), cell: ({ row }) => `VIP${row.original.vip_level}` },
      moneyColumn('amount', t('backoffice.col.amount'), (r) => r.amount),
      moneyColumn('net', t('backoffice.withdrawals.net'), (r) => r.net),
      {
        id: 'holder',
        header: t('backoffice.withdrawals.holder'),
        cell: ({ row }) => <Holder withdrawal={row.original} />,
      },
      {
        id: 'approvals',
        header: t('backoffice.withdrawals.approvals'),
        cell: ({ row }) => <Approvals withdrawal={row.original} />,
      },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          row.original.status === 'applying' && props.canDecide ? (
            <DecisionButtons
              approveLabel={approveLabel(row.original)}
              disabled={props.approving}
              onApprove={() => props.onApprove(row.original.id)}
              onReject={() => props.onReject(row.original)}
            />
          ) : (
            <span className="muted">{row.original.reason ?? ''}</span>
          ),
      },
    ],
    [props.canDecide, props.approving],
  );
}
