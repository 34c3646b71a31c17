import {
  type AdminWithdrawal,
  adminWithdrawalResult,
  adminWithdrawals,
  type StaffRole,
} from '@jl/core/contracts/admin.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Column, DataTable, Pager } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { api, post } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';

const STATUSES = [
  ['applying', 'Em análise'],
  ['wait', 'Pagando'],
  ['success', 'Pagos'],
  ['rejected', 'Recusados'],
  ['fail', 'Falharam'],
] as const;
type Status = (typeof STATUSES)[number][0];
const SIZE = 20;

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
  const columns = useMemo<Column<AdminWithdrawal>[]>(
    () => [
      {
        accessorKey: 'order_no',
        header: 'Pedido',
        cell: ({ row }) => <span className="mono">{row.original.order_no}</span>,
      },
      { id: 'created', header: 'Pedido em', cell: ({ row }) => when(row.original.created_at) },
      { accessorKey: 'member_id', header: 'Jogador', meta: { numeric: true } },
      { id: 'vip', header: 'VIP', cell: ({ row }) => `VIP${row.original.vip_level}` },
      {
        id: 'amount',
        header: 'Valor',
        meta: { numeric: true },
        cell: ({ row }) => money(row.original.amount),
      },
      { id: 'net', header: 'Líquido', meta: { numeric: true }, cell: ({ row }) => money(row.original.net) },
      {
        id: 'holder',
        header: 'Titular / chave Pix',
        cell: ({ row }) => (
          <div>
            <div>{row.original.name}</div>
            <div className="mono muted">
              CPF {row.original.cpf} · {row.original.pix_key}
            </div>
          </div>
        ),
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
                Aprovar
              </button>
              <button className="btn small danger" type="button" onClick={() => setRejecting(row.original)}>
                Recusar
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
      <PageHead
        title="Saques"
        lead="Saques acima do valor de aprovação automática aguardam aqui, do mais antigo ao mais novo."
      />
      <div className="row" role="tablist" style={{ marginBottom: 12 }}>
        {STATUSES.map(([value, label]) => (
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
            {label}
          </button>
        ))}
      </div>
      <ErrorNotice error={approve.error ?? list.error} />
      {approve.data && (
        <div className="notice ok" role="status" style={{ marginBottom: 12 }}>
          Saque {approve.data.withdrawal.order_no} aprovado: o pagamento foi enviado.
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
            empty="Nenhum saque nesta situação."
          />
          {list.data && <Pager page={page} size={SIZE} total={list.data.total} onPage={setPage} />}
        </>
      )}
      {rejecting && (
        <ReasonDialog
          title={`Recusar o saque ${rejecting.order_no} (${money(rejecting.amount)})`}
          confirm="Recusar saque"
          danger
          pending={reject.isPending}
          error={reject.error}
          onConfirm={(reason) => reject.mutate({ id: rejecting.id, reason })}
          onClose={() => {
            setRejecting(null);
            reject.reset();
          }}
        >
          <p className="muted">O valor volta ao saldo do jogador, que vê o motivo no histórico de saques.</p>
        </ReasonDialog>
      )}
    </>
  );
}
