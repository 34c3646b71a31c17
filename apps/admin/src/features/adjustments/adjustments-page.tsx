import type { StaffView } from '@jl/core/contracts/admin.ts';
import { type AdjustmentView, adjustmentList, adjustmentResult } from '@jl/core/contracts/admin-money.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable, Pager } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { api, post } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { fundTypeLabel } from '../../lib/fund-types.ts';

const SIZE = 20;
const STATUS = [
  ['pending', 'Aguardando aprovação'],
  ['applied', 'Aplicados'],
  ['rejected', 'Recusados'],
  ['expired', 'Expirados'],
] as const;
type Status = (typeof STATUS)[number][0];

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
  const columns = useMemo<Column<AdjustmentView>[]>(
    () => [
      { accessorKey: 'id', header: 'Nº', meta: { numeric: true } },
      { id: 'when', header: 'Pedido em', cell: ({ row }) => when(row.original.requested_at) },
      {
        id: 'player',
        header: 'Jogador',
        cell: ({ row }) => <Link to={`/players/${row.original.member_id}`}>{row.original.member_id}</Link>,
      },
      {
        id: 'type',
        header: 'Tipo',
        cell: ({ row }) => `${row.original.code} · ${fundTypeLabel(row.original.code)}`,
      },
      {
        id: 'amount',
        header: 'Valor',
        meta: { numeric: true },
        cell: ({ row }) => money(row.original.amount),
      },
      { id: 'reason', header: 'Motivo', cell: ({ row }) => row.original.reason },
      {
        id: 'by',
        header: 'Pedido por',
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
                title={mine ? 'Outra pessoa da equipe precisa aprovar o seu pedido' : undefined}
                onClick={() => approve.mutate(r.id)}
              >
                Aprovar
              </button>
              <button className="btn small danger" type="button" onClick={() => setRejecting(r)}>
                {mine ? 'Cancelar' : 'Recusar'}
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
      <PageHead
        title="Aprovações"
        lead="Ajustes de saldo (tipos 2, 15 e 22) só movem dinheiro quando outra pessoa da equipe aprova."
      />
      <div className="row" role="tablist" style={{ marginBottom: 12 }}>
        {STATUS.map(([value, label]) => (
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
            {label}
          </button>
        ))}
      </div>
      <ErrorNotice error={approve.error ?? list.error} />
      {approve.data && (
        <div className="notice ok" role="status" style={{ marginBottom: 12 }}>
          Ajuste nº {approve.data.adjustment.id} aplicado: {money(approve.data.adjustment.amount)} para o
          jogador {approve.data.adjustment.member_id}.
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
            empty="Nenhum pedido."
          />
          {list.data && <Pager page={page} size={SIZE} total={list.data.total} onPage={setPage} />}
        </>
      )}
      {rejecting && (
        <ReasonDialog
          title={`Recusar o ajuste nº ${rejecting.id} (${money(rejecting.amount)})`}
          confirm="Recusar"
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
