import type { AdminWithdrawal } from '@jl/core/contracts/admin.ts';
import { DecisionButtons } from '../../../components/decision/decision-buttons.tsx';
import { moneyColumn } from '../../../components/ui/columns.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { PlayerLink } from '../../../components/ui/player-link.tsx';
import { when } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/** "1 de 2 aprovações", and under it who gave the first: what a withdrawal under review has and needs. */
function Approvals({ withdrawal: w }: { withdrawal: AdminWithdrawal }) {
  if (w.approvals_required === 0)
    return <span className="muted">{t('backoffice.withdrawals.automatic')}</span>;
  const label =
    w.approvals_required === 1
      ? t('backoffice.withdrawals.approvalsOne', { n: w.approvals })
      : t('backoffice.withdrawals.approvalsMany', { n: w.approvals, required: w.approvals_required });
  const firstBy = w.approvals_required === 2 && w.approvals === 1 ? w.first_approved_by : null;
  return (
    <div>
      <span className={w.approvals < w.approvals_required ? 'badge warn' : 'badge ok'}>{label}</span>
      {firstBy && (
        <div className="muted note">
          {t('backoffice.withdrawals.firstBy', { name: w.first_approved_by_name ?? `#${firstBy}` })}
        </div>
      )}
    </div>
  );
}

const approveLabel = (w: AdminWithdrawal) =>
  w.approvals_required < 2
    ? t('backoffice.common.approve')
    : w.approvals === 0
      ? t('backoffice.withdrawals.approveFirst')
      : t('backoffice.withdrawals.approveSecond');

/** The holder's name, then the CPF; the Pix key only when it is not the CPF itself. */
function Holder({ withdrawal: w }: { withdrawal: AdminWithdrawal }) {
  return (
    <div>
      <div>{w.name}</div>
      <div className="mono muted note">{w.cpf}</div>
      {w.pix_key !== w.cpf && <div className="mono muted note">{w.pix_key}</div>}
    </div>
  );
}

/** Approve is off for the staff member who gave the first of two approvals: the second is another's. */
function Decision(props: {
  withdrawal: AdminWithdrawal;
  me: string;
  approving: boolean;
  onApprove: (withdrawal: AdminWithdrawal) => void;
  onReject: (withdrawal: AdminWithdrawal) => void;
}) {
  const w = props.withdrawal;
  const gaveFirst = w.approvals_required === 2 && w.approvals === 1 && w.first_approved_by === props.me;
  return (
    <DecisionButtons
      approveLabel={approveLabel(w)}
      disabled={props.approving || gaveFirst}
      selfTitle={gaveFirst ? t('backoffice.withdrawals.youGaveFirst') : undefined}
      onApprove={() => props.onApprove(w)}
      onReject={() => props.onReject(w)}
    />
  );
}

export function useWithdrawalColumns(props: {
  me: string;
  canDecide: boolean;
  approving: boolean;
  onApprove: (withdrawal: AdminWithdrawal) => void;
  onReject: (withdrawal: AdminWithdrawal) => void;
}) {
  return useColumns<AdminWithdrawal>(
    () => [
      {
        // The order and when it was asked for, in one cell: the queue fits 1280 px with its checkboxes.
        accessorKey: 'order_no',
        header: t('backoffice.col.order'),
        cell: ({ row }) => (
          <div>
            <span className="mono">{row.original.order_no}</span>
            <div className="muted note" title={t('backoffice.col.requestedAt')}>
              {when(row.original.created_at)}
            </div>
          </div>
        ),
      },
      {
        id: 'player',
        header: t('backoffice.col.player'),
        cell: ({ row }) => (
          <div>
            <PlayerLink id={row.original.member_id} />
            <div className="muted note">VIP{row.original.vip_level}</div>
          </div>
        ),
      },
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
            <Decision withdrawal={row.original} {...props} />
          ) : (
            <span className="muted">{row.original.reason ?? ''}</span>
          ),
      },
    ],
    [props.canDecide, props.approving, props.me],
  );
}
