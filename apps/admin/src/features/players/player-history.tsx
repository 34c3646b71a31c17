import {
  adminPlayerDeposits,
  adminPlayerRounds,
  adminPlayerWithdrawals,
} from '@jl/core/contracts/admin-players.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { type Column, DataTable, Pager } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading } from '../../components/ui/page.tsx';
import { api } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';

const SIZE = 20;

/** One paged list of the player page: the server pages, the table lays the page out. */
function PagedList<S extends z.ZodType<{ list: R[]; total: number }>, R extends object>(props: {
  path: string;
  schema: S;
  columns: Column<R>[];
  empty: string;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [props.path, page],
    queryFn: () => api(props.path, props.schema, { query: { page, size: SIZE } }),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorNotice error={query.error} />;
  return (
    <>
      <DataTable columns={props.columns} data={query.data.list} empty={props.empty} />
      <Pager page={page} size={SIZE} total={query.data.total} onPage={setPage} />
    </>
  );
}

type Deposit = z.infer<typeof adminPlayerDeposits>['list'][number];
const DEPOSIT_STATUS: Record<string, string> = { wait: 'Aguardando', success: 'Pago', fail: 'Expirado' };
const depositColumns: Column<Deposit>[] = [
  {
    accessorKey: 'order_no',
    header: 'Pedido',
    cell: ({ row }) => <span className="mono">{row.original.order_no}</span>,
  },
  { id: 'created', header: 'Criado', cell: ({ row }) => when(row.original.created_at) },
  { id: 'amount', header: 'Valor', meta: { numeric: true }, cell: ({ row }) => money(row.original.amount) },
  {
    id: 'status',
    header: 'Situação',
    cell: ({ row }) => DEPOSIT_STATUS[row.original.status] ?? row.original.status,
  },
  { id: 'paid', header: 'Pago em', cell: ({ row }) => when(row.original.paid_at) },
  {
    id: 'e2e',
    header: 'E2E Pix',
    cell: ({ row }) => <span className="mono muted">{row.original.end_to_end_id ?? '—'}</span>,
  },
];
export const PlayerDeposits = (props: { id: string }) => (
  <PagedList
    path={`/admin/players/${props.id}/deposits`}
    schema={adminPlayerDeposits}
    columns={depositColumns}
    empty="Nenhum depósito."
  />
);

type Withdrawal = z.infer<typeof adminPlayerWithdrawals>['list'][number];
const WITHDRAW_STATUS: Record<string, string> = {
  applying: 'Em análise',
  wait: 'Pagando',
  success: 'Pago',
  rejected: 'Recusado',
  fail: 'Falhou',
};
const withdrawalColumns: Column<Withdrawal>[] = [
  {
    accessorKey: 'order_no',
    header: 'Pedido',
    cell: ({ row }) => <span className="mono">{row.original.order_no}</span>,
  },
  { id: 'created', header: 'Pedido em', cell: ({ row }) => when(row.original.created_at) },
  { id: 'amount', header: 'Valor', meta: { numeric: true }, cell: ({ row }) => money(row.original.amount) },
  { id: 'fee', header: 'Taxa', meta: { numeric: true }, cell: ({ row }) => money(row.original.fee) },
  {
    id: 'status',
    header: 'Situação',
    cell: ({ row }) => WITHDRAW_STATUS[row.original.status] ?? row.original.status,
  },
  { id: 'reason', header: 'Motivo', cell: ({ row }) => row.original.reason ?? '—' },
];
export const PlayerWithdrawals = (props: { id: string }) => (
  <PagedList
    path={`/admin/players/${props.id}/withdrawals`}
    schema={adminPlayerWithdrawals}
    columns={withdrawalColumns}
    empty="Nenhum saque."
  />
);

type Round = z.infer<typeof adminPlayerRounds>['list'][number];
const roundColumns: Column<Round>[] = [
  { accessorKey: 'id', header: 'Rodada' },
  { id: 'when', header: 'Quando', cell: ({ row }) => when(row.original.created_at) },
  { accessorKey: 'game', header: 'Jogo' },
  { id: 'bet', header: 'Aposta', meta: { numeric: true }, cell: ({ row }) => money(row.original.bet) },
  { id: 'win', header: 'Prêmio', meta: { numeric: true }, cell: ({ row }) => money(row.original.win) },
  {
    id: 'proof',
    header: 'Prova (hash da semente · semente do cliente · nonce)',
    cell: ({ row }) => (
      <span className="mono muted" title={row.original.server_seed_hash}>
        {row.original.server_seed_hash.slice(0, 12)}… · {row.original.client_seed} · {row.original.nonce}
      </span>
    ),
  },
];
export const PlayerRounds = (props: { id: string }) => (
  <PagedList
    path={`/admin/players/${props.id}/rounds`}
    schema={adminPlayerRounds}
    columns={roundColumns}
    empty="Nenhuma rodada."
  />
);
