import { type AdminPlayerWallet, adminPlayerWallet } from '@jl/core/contracts/admin-players.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable, Pager } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading } from '../../components/ui/page.tsx';
import { api } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { accountLabel, fundTypeLabel } from '../../lib/fund-types.ts';

type Entry = AdminPlayerWallet['entries']['list'][number];
const SIZE = 25;

const columns: Column<Entry>[] = [
  { id: 'when', header: 'Quando', cell: ({ row }) => when(row.original.created_at) },
  {
    id: 'type',
    header: 'Tipo',
    cell: ({ row }) => `${row.original.code} · ${fundTypeLabel(row.original.code)}`,
  },
  { id: 'account', header: 'Conta', cell: ({ row }) => accountLabel(row.original.account) },
  {
    id: 'amount',
    header: 'Valor',
    meta: { numeric: true },
    cell: ({ row }) => (
      <span style={{ color: row.original.amount.startsWith('-') ? 'var(--danger)' : 'var(--green)' }}>
        {money(row.original.amount)}
      </span>
    ),
  },
  {
    id: 'after',
    header: 'Saldo da conta depois',
    meta: { numeric: true },
    cell: ({ row }) => money(row.original.balance_after),
  },
  {
    id: 'transfer',
    header: 'Transferência',
    cell: ({ row }) => <span className="mono muted">#{row.original.transfer_id}</span>,
  },
];

/** Balances and the ledger entries of the player's accounts, each with the account's running balance. */
export function PlayerWallet(props: { id: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['player-wallet', props.id, page],
    queryFn: () =>
      api(`/admin/players/${props.id}/wallet`, adminPlayerWallet, { query: { page, size: SIZE } }),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorNotice error={query.error} />;
  const w = query.data.wallet;
  const remaining = Math.max(0, Number(w.wager_required) - Number(w.wager_done));
  return (
    <>
      <div className="grid kpis" style={{ marginBottom: 14 }}>
        <Kpi label="Sacável" value={money(w.cash)} />
        <Kpi label="Bloqueado" value={money(w.locked)} />
        <Kpi label="Bônus de equipe" value={money(w.team_bonus)} />
        <Kpi label="Saque em análise" value={money(w.withdraw_hold)} />
        <Kpi
          label="Apostas a cumprir"
          value={money(remaining.toFixed(2))}
          sub={`${money(w.wager_done)} de ${money(w.wager_required)}`}
        />
      </div>
      <DataTable
        columns={columns}
        data={query.data.entries.list}
        rowId={(r) => r.id}
        empty="Nenhum lançamento."
      />
      <Pager page={page} size={SIZE} total={query.data.entries.total} onPage={setPage} />
    </>
  );
}

function Kpi(props: { label: string; value: string; sub?: string }) {
  return (
    <div className="card kpi">
      <span className="label">{props.label}</span>
      <span className="value">{props.value}</span>
      {props.sub && <span className="sub">{props.sub}</span>}
    </div>
  );
}
