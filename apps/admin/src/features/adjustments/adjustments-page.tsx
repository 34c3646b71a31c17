import type { StaffView } from '@jl/core/contracts/admin.ts';
import { type AdjustmentView, adjustmentList, adjustmentResult } from '@jl/core/contracts/admin-money.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, Pager, useColumns } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { api, post } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { fundTypeLabel } from '../../lib/fund-types.ts';
import { t } from '../../lib/i18n.ts';

const SIZE = 20;
/** The tabs, named by `backoffice.approvals.tabs.<status>`. */
const STATUS = ['pending', 'applied', 'rejected', 'expired'] as const;
type Status = (typeof STATUS)[number];

/**
 * Four eyes on money (finance): adjustment requests wait here for a second staff member. The
 * requester's own requests show who asked and cannot be approved by them (the server refuses too).
 */
export function AdjustmentsPage(props: { me: StaffView }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<AdjustmentView | null>(null);
  const list = useQuery({
    queryKey: ['adjustments', status, page],
    queryFn: () => api('/admin/adjustments', adjustmentList, { query: { status, page, size: SIZE } }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['adjustments'] });
    void client.invalidateQueries({ queryKey: ['dashboard'] });
  };
  const approve = useMutation({
    mutationFn: (id: string) => post(`/admin/adjustments/${id}/approve`, adjustmentResult),
    onSuccess: refresh,
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      post(`/admin/adjustments/${id}/reject`, adjustmentResult, { reason }),
    onSuccess: () => {
      setRejecting(null);
      refresh();
    },
  });
  const columns = useColumns<AdjustmentView>(
    () => [
      { accessorKey: 'id', header: t('backoffice.col.number'), meta: { numeric: true } },
      {
        id: 'when',
        header: t('backoffice.col.requestedAt'),
        cell: ({ row }) => when(row.original.requested_at),
      },
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
      {
        id: 'amount',
        header: t('backoffice.col.amount'),
        meta: { numeric: true },
        cell: ({ row }) => money(row.original.amount),
      },
      { id: 'reason', header: t('backoffice.col.reason'), cell: ({ row }) => row.original.reason },
      {
        id: 'by',
        header: t('backoffice.approvals.requestedBy'),
        cell: ({ row }) => row.original.requested_by_name ?? row.original.requested_by,
      },
      {
        id: 'decision',
        header: '',
        cell: ({ row }) => {
          const r = row.original;
          if (r.status !== 'pending') {
            return (
              <span className="muted">
                {r.decided_by_name ?? ''} {r.decided_at ? when(r.decided_at) : ''}
                {r.decision_reason ? ` · ${r.decision_reason}` : ''}
              </span>
            );
          }
          const mine = r.requested_by === props.me.id;
          return (
            <div className="row">
              <button
                className="btn small primary"
                type="button"
                disabled={mine || approve.isPending}
                title={mine ? t('backoffice.approvals.selfApproval') : undefined}
                onClick={() => approve.mutate(r.id)}
              >
                {t('backoffice.common.approve')}
              </button>
              <button className="btn small danger" type="button" onClick={() => setRejecting(r)}>
                {mine ? t('backoffice.common.cancel') : t('backoffice.common.reject')}
              </button>
            </div>
          );
        },
      },
    ],
    [props.me.id, approve],
  );
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.approvals')} lead={t('backoffice.approvals.lead')} />
      <div className="row" role="tablist" style={{ marginBottom: 12 }}>
        {STATUS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            className={`btn small ${status === value ? 'primary' : ''}`}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {t(`backoffice.approvals.tabs.${value}`)}
          </button>
        ))}
      </div>
      <ErrorNotice error={approve.error ?? list.error} />
      {approve.data && (
        <div className="notice ok" role="status" style={{ marginBottom: 12 }}>
          {t('backoffice.approvals.applied', {
            id: approve.data.adjustment.id,
            amount: money(approve.data.adjustment.amount),
            player: approve.data.adjustment.member_id,
          })}
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
            empty={t('backoffice.approvals.none')}
          />
          {list.data && <Pager page={page} size={SIZE} total={list.data.total} onPage={setPage} />}
        </>
      )}
      {rejecting && (
        <ReasonDialog
          title={t('backoffice.approvals.rejectTitle', { id: rejecting.id, amount: money(rejecting.amount) })}
          confirm={t('backoffice.common.reject')}
          danger
          pending={reject.isPending}
          error={reject.error}
          onConfirm={(reason) => reject.mutate({ id: rejecting.id, reason })}
          onClose={() => {
            setRejecting(null);
            reject.reset();
          }}
        />
      )}
    </>
  );
}
