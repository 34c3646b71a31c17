import {
  type AdminWithdrawal,
  adminWithdrawalResult,
  adminWithdrawals,
  type StaffRole,
} from '@jl/core/contracts/admin.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, Pager, useColumns } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { api, post } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';

/** The queue's tabs, named by `backoffice.withdrawals.tabs.<status>`. */
const STATUSES = ['applying', 'wait', 'success', 'rejected', 'fail'] as const;
type Status = (typeof STATUSES)[number];
const SIZE = 20;

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

/**
 * The withdrawal review queue: withdrawals above the auto-approve amount wait here, oldest first.
 * Finance approves (the payout is sent after commit) or rejects with a reason the player sees.
 */
export function WithdrawalsPage(props: { role: StaffRole }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<Status>('applying');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);
  const canDecide = props.role === 'owner' || props.role === 'finance';
  const list = useQuery({
    queryKey: ['withdrawals', status, page],
    queryFn: () => api('/admin/withdrawals', adminWithdrawals, { query: { status, page, size: SIZE } }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['withdrawals'] });
  const approve = useMutation({
    mutationFn: (id: string) => post(`/admin/withdrawals/${id}/approve`, adminWithdrawalResult),
    onSuccess: refresh,
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      post(`/admin/withdrawals/${id}/reject`, adminWithdrawalResult, { reason }),
    onSuccess: () => {
      setRejecting(null);
      refresh();
    },
  });
  const columns = useColumns<AdminWithdrawal>(
    () => [
      {
        accessorKey: 'order_no',
        header: t('backoffice.col.order'),
        cell: ({ row }) => <span className="mono">{row.original.order_no}</span>,
      },
      {
        id: 'created',
        header: t('backoffice.col.requestedAt'),
        cell: ({ row }) => when(row.original.created_at),
      },
      { accessorKey: 'member_id', header: t('backoffice.col.player'), meta: { numeric: true } },
      { id: 'vip', header: t('backoffice.col.vip'), cell: ({ row }) => `VIP${row.original.vip_level}` },
      {
        id: 'amount',
        header: t('backoffice.col.amount'),
        meta: { numeric: true },
        cell: ({ row }) => money(row.original.amount),
      },
      {
        id: 'net',
        header: t('backoffice.withdrawals.net'),
        meta: { numeric: true },
        cell: ({ row }) => money(row.original.net),
      },
      {
        id: 'holder',
        header: t('backoffice.withdrawals.holder'),
        cell: ({ row }) => (
          <div>
            <div>{row.original.name}</div>
            <div className="mono muted">
              {t('backoffice.col.cpf')} {row.original.cpf} · {row.original.pix_key}
            </div>
          </div>
        ),
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
          row.original.status === 'applying' && canDecide ? (
            <div className="row">
              <button
                className="btn small primary"
                type="button"
                disabled={approve.isPending}
                onClick={() => approve.mutate(row.original.id)}
              >
                {approveLabel(row.original)}
              </button>
              <button className="btn small danger" type="button" onClick={() => setRejecting(row.original)}>
                {t('backoffice.common.reject')}
              </button>
            </div>
          ) : (
            <span className="muted">{row.original.reason ?? ''}</span>
          ),
      },
    ],
    [canDecide, approve],
  );
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.withdrawals')} lead={t('backoffice.withdrawals.lead')} />
      <div className="row" role="tablist" style={{ marginBottom: 12 }}>
        {STATUSES.map((value) => (
          <button
            key={value}
            role="tab"
            aria-selected={status === value}
            className={`btn small ${status === value ? 'primary' : ''}`}
            type="button"
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {t(`backoffice.withdrawals.tabs.${value}`)}
          </button>
        ))}
      </div>
      <ErrorNotice error={approve.error ?? list.error} />
      {approve.data && (
        <div className="notice ok" role="status" style={{ marginBottom: 12 }}>
          {approve.data.withdrawal.status === 'applying'
            ? t('backoffice.withdrawals.firstApproved', { order: approve.data.withdrawal.order_no })
            : t('backoffice.withdrawals.approved', { order: approve.data.withdrawal.order_no })}
        </div>
      )}
      {list.isPending ? (
        <Loading />
      ) : (
        <>
          <DataTable
            columns={columns}
            data={list.data?.list ?? []}
            rowId={(r) => r.id}
            empty={t('backoffice.withdrawals.none')}
          />
          {list.data && <Pager page={page} size={SIZE} total={list.data.total} onPage={setPage} />}
        </>
      )}
      {rejecting && (
        <ReasonDialog
          title={t('backoffice.withdrawals.rejectTitle', {
            order: rejecting.order_no,
            amount: money(rejecting.amount),
          })}
          confirm={t('backoffice.withdrawals.rejectConfirm')}
          danger
          pending={reject.isPending}
          error={reject.error}
          onConfirm={(reason) => reject.mutate({ id: rejecting.id, reason })}
          onClose={() => {
            setRejecting(null);
            reject.reset();
          }}
        >
          <p className="muted">{t('backoffice.withdrawals.rejectNote')}</p>
        </ReasonDialog>
      )}
    </>
  );
}
