import type { AdjustmentView } from '@jl/core/contracts/admin-money.ts';
import { Link } from 'react-router';
import { DecisionButtons } from '../../../components/decision/decision-buttons.tsx';
import { moneyColumn, whenColumn } from '../../../components/ui/columns.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { when } from '../../../lib/format.ts';
import { fundTypeLabel } from '../../../lib/fund-types.ts';
import { t } from '../../../lib/i18n.ts';

type Decide = {
  me: string;
  approving: boolean;
  onApprove: (row: AdjustmentView) => void;
  onReject: (row: AdjustmentView) => void;
};

/** Decided: who and when; pending: approve (not one's own) or reject (one's own: cancel). */
function Decision({ row: r, ...props }: Decide & { row: AdjustmentView }) {
  if (r.status !== 'pending') {
    return (
      <span className="muted">
        {r.decided_by_name ?? ''} {r.decided_at ? when(r.decided_at) : ''}
        {r.decision_reason ? ` · ${r.decision_reason}` : ''}
      </span>
    );
  }
  const mine = r.requested_by === props.me;
  return (
    <DecisionButtons
      disabled={mine || props.approving}
      selfTitle={mine ? t('backoffice.approvals.selfApproval') : undefined}
      rejectLabel={mine ? t('backoffice.common.cancel') : t('backoffice.common.reject')}
      onApprove={() => props.onApprove(r)}
      onReject={() => props.onReject(r)}
    />
  );
}

export function useAdjustmentColumns(props: Decide) {
  return useColumns<AdjustmentView>(
    () => [
      { accessorKey: 'id', header: t('backoffice.col.number'), meta: { numeric: true } },
      whenColumn('when', t('backoffice.col.requestedAt'), (r) => r.requested_at),
      {
        id: 'player',
        header: t('backoffice.col.player'),
        cell: ({ row }) => <Link to={`/players/${row.original.member_id}`}>{row.original.member_id}</Link>,
      },
      {
        id: 'type',
        header: t('backoffice.col.type'),
        cell: ({ row }) => `${row.original.code} · ${fundTypeLabel(row.original.code)}`,
      },
      moneyColumn('amount', t('backoffice.col.amount'), (r) => r.amount),
      { id: 'reason', header: t('backoffice.col.reason'), cell: ({ row }) => row.original.reason },
      {
        id: 'by',
        header: t('backoffice.approvals.requestedBy'),
        cell: ({ row }) => row.original.requested_by_name ?? row.original.requested_by,
      },
      { id: 'decision', header: '', cell: ({ row }) => <Decision row={row.original} {...props} /> },
    ],
    [props.me, props.approving],
  );
}
