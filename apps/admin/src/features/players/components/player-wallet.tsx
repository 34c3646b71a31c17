import type { AdminPlayerWallet } from '@jl/core/contracts/admin-players.ts';
import { parseDecimal, toDecimal } from '@jl/core/money/cents.ts';
import { staffWalletApi } from '@jl/core/routes/staff.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { moneyColumn, whenColumn } from '../../../components/ui/columns.ts';
import { type Column, DataTable, Pager, useColumns } from '../../../components/ui/data-table.tsx';
import { ErrorNotice, Loading } from '../../../components/ui/page.tsx';
import { call } from '../../../lib/api.ts';
import { money } from '../../../lib/format.ts';
import { accountLabel, fundTypeLabel } from '../../../lib/fund-types.ts';
import { t } from '../../../lib/i18n.ts';

type Entry = AdminPlayerWallet['entries']['list'][number];
const SIZE = 25;

const entryColumns = (): Column<Entry>[] => [
  whenColumn('when', t('backoffice.col.when'), (r) => r.created_at),
  {
    id: 'type',
    header: t('backoffice.col.type'),
    cell: ({ row }) => `${row.original.code} · ${fundTypeLabel(row.original.code)}`,
  },
  {
    id: 'account',
    header: t('backoffice.players.wallet.account'),
    cell: ({ row }) => accountLabel(row.original.account),
  },
  {
    id: 'amount',
    header: t('backoffice.col.amount'),
    meta: { numeric: true },
    cell: ({ row }) => (
      <span style={{ color: row.original.amount.startsWith('-') ? 'var(--danger)' : 'var(--green)' }}>
        {money(row.original.amount)}
      </span>
    ),
  },
  moneyColumn('after', t('backoffice.players.wallet.balanceAfter'), (r) => r.balance_after),
  {
    id: 'transfer',
    header: t('backoffice.players.wallet.transfer'),
    cell: ({ row }) => <span className="mono muted">#{row.original.transfer_id}</span>,
  },
];

/** Balances and the ledger entries of the player's accounts, each with the account's running balance. */
export function PlayerWallet(props: { id: string }) {
  const [page, setPage] = useState(1);
  const columns = useColumns(entryColumns, []);
  const query = useQuery({
    queryKey: ['player-wallet', props.id, page],
    queryFn: () => call(staffWalletApi.playerWallet, { id: props.id, page, size: SIZE }),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorNotice error={query.error} />;
  const w = query.data.wallet;
  // In centavos: the wagering still to do, never below zero.
  const required = parseDecimal(w.wager_required) ?? 0n;
  const done = parseDecimal(w.wager_done) ?? 0n;
  const remaining = toDecimal(required > done ? required - done : 0n);
  return (
    <>
      <div className="grid kpis" style={{ marginBottom: 14 }}>
        <Kpi label={accountLabel('cash')} value={money(w.cash)} />
        <Kpi label={accountLabel('locked')} value={money(w.locked)} />
        <Kpi label={accountLabel('team_bonus')} value={money(w.team_bonus)} />
        <Kpi label={accountLabel('withdraw_hold')} value={money(w.withdraw_hold)} />
        <Kpi
          label={t('backoffice.players.wallet.wagering')}
          value={money(remaining)}
          sub={t('backoffice.players.wallet.wagerOf', {
            done: money(w.wager_done),
            required: money(w.wager_required),
          })}
        />
      </div>
      <DataTable
        columns={columns}
        data={query.data.entries.list}
        rowId={(r) => r.id}
        empty={t('backoffice.players.wallet.none')}
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
