import type {
  adminPlayerDeposits,
  adminPlayerRounds,
  adminPlayerWithdrawals,
} from '@jl/core/contracts/admin-players.ts';
import { staffOriginalsApi, staffPaymentsApi, staffWithdrawApi } from '@jl/core/routes/staff.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { moneyColumn, whenColumn } from '../../../components/ui/columns.ts';
import { type Column, DataTable, Pager, useColumns } from '../../../components/ui/data-table.tsx';
import { ErrorNotice, Loading } from '../../../components/ui/page.tsx';
import { call } from '../../../lib/api.ts';
import { label, t } from '../../../lib/i18n.ts';

const SIZE = 20;

/** One paged list of the player page: the server pages, the table lays the page out. */
function PagedList<R extends object>(props: {
  /** Names the list in the query cache (the player and the kind of row). */
  cacheKey: readonly string[];
  load: (page: number, size: number) => Promise<{ list: R[]; total: number }>;
  columns: () => Column<R>[];
  empty: string;
}) {
  const [page, setPage] = useState(1);
  const columns = useColumns(props.columns, []);
  const query = useQuery({
    queryKey: [...props.cacheKey, page],
    queryFn: () => props.load(page, SIZE),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorNotice error={query.error} />;
  return (
    <>
      <DataTable columns={columns} data={query.data.list} empty={props.empty} />
      <Pager page={page} size={SIZE} total={query.data.total} onPage={setPage} />
    </>
  );
}

type Deposit = z.infer<typeof adminPlayerDeposits>['list'][number];
const depositColumns = (): Column<Deposit>[] => [
  {
    accessorKey: 'order_no',
    header: t('backoffice.col.order'),
    cell: ({ row }) => <span className="mono">{row.original.order_no}</span>,
  },
  whenColumn('created', t('backoffice.players.deposits.created'), (r) => r.created_at),
  moneyColumn('amount', t('backoffice.col.amount'), (r) => r.amount),
  {
    id: 'status',
    header: t('backoffice.col.status'),
    cell: ({ row }) =>
      label(`backoffice.players.deposits.status.${row.original.status}`, row.original.status),
  },
  whenColumn('paid', t('backoffice.players.deposits.paidAt'), (r) => r.paid_at),
  {
    id: 'e2e',
    header: t('backoffice.players.deposits.e2e'),
    cell: ({ row }) => <span className="mono muted">{row.original.end_to_end_id ?? '—'}</span>,
  },
];
export const PlayerDeposits = (props: { id: string }) => (
  <PagedList
    cacheKey={['player-deposits', props.id]}
    load={(page, size) => call(staffPaymentsApi.deposits, { id: props.id, page, size })}
    columns={depositColumns}
    empty={t('backoffice.players.deposits.none')}
  />
);

type Withdrawal = z.infer<typeof adminPlayerWithdrawals>['list'][number];
const withdrawalColumns = (): Column<Withdrawal>[] => [
  {
    accessorKey: 'order_no',
    header: t('backoffice.col.order'),
    cell: ({ row }) => <span className="mono">{row.original.order_no}</span>,
  },
  whenColumn('created', t('backoffice.col.requestedAt'), (r) => r.created_at),
  moneyColumn('amount', t('backoffice.col.amount'), (r) => r.amount),
  moneyColumn('fee', t('backoffice.players.withdrawals.fee'), (r) => r.fee),
  {
    id: 'status',
    header: t('backoffice.col.status'),
    cell: ({ row }) =>
      label(`backoffice.players.withdrawals.status.${row.original.status}`, row.original.status),
  },
  { id: 'reason', header: t('backoffice.col.reason'), cell: ({ row }) => row.original.reason ?? '—' },
];
export const PlayerWithdrawals = (props: { id: string }) => (
  <PagedList
    cacheKey={['player-withdrawals', props.id]}
    load={(page, size) => call(staffWithdrawApi.playerWithdrawals, { id: props.id, page, size })}
    columns={withdrawalColumns}
    empty={t('backoffice.players.withdrawals.none')}
  />
);

type Round = z.infer<typeof adminPlayerRounds>['list'][number];
const roundColumns = (): Column<Round>[] => [
  { accessorKey: 'id', header: t('backoffice.players.rounds.round') },
  whenColumn('when', t('backoffice.col.when'), (r) => r.created_at),
  { accessorKey: 'game', header: t('backoffice.col.game') },
  moneyColumn('bet', t('backoffice.players.rounds.bet'), (r) => r.bet),
  moneyColumn('win', t('backoffice.players.rounds.win'), (r) => r.win),
  {
    id: 'proof',
    header: t('backoffice.players.rounds.proof'),
    cell: ({ row }) => (
      <span className="mono muted" title={row.original.server_seed_hash}>
        {row.original.server_seed_hash.slice(0, 12)}… · {row.original.client_seed} · {row.original.nonce}
      </span>
    ),
  },
];
export const PlayerRounds = (props: { id: string }) => (
  <PagedList
    cacheKey={['player-rounds', props.id]}
    load={(page, size) => call(staffOriginalsApi.rounds, { id: props.id, page, size })}
    columns={roundColumns}
    empty={t('backoffice.players.rounds.none')}
  />
);
