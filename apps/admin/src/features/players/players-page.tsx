import { type AdminPlayerSummary, adminPlayers } from '@jl/core/contracts/admin-players.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, Pager, useColumns } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { api } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';

const SIZE = 20;

export const StatusBadge = (props: { status: AdminPlayerSummary['status'] }) => (
  <span className={`badge ${props.status === 'active' ? 'ok' : props.status === 'closed' ? '' : 'bad'}`}>
    {t(`backoffice.player.status.${props.status}`)}
  </span>
);

/** Player search (support, finance): by id, phone, CPF or name; the query stays in the URL. */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  // `status=closed`: the accounts their players closed, newest first (the search then optional).
  const closed = params.get('status') === 'closed';
  const [draft, setDraft] = useState(q);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['players', q, closed, page],
    queryFn: () =>
      api('/admin/players', adminPlayers, {
        query: { ...(q ? { q } : {}), ...(closed ? { status: 'closed' } : {}), page, size: SIZE },
      }),
    enabled: q.trim().length > 0 || closed,
    placeholderData: keepPreviousData,
  });
  const columns = useColumns<AdminPlayerSummary>(
    () => [
      {
        accessorKey: 'id',
        header: t('backoffice.col.id'),
        cell: ({ row }) => <Link to={`/players/${row.original.id}`}>{row.original.id}</Link>,
      },
      { accessorKey: 'name', header: t('backoffice.col.name'), cell: ({ row }) => row.original.name ?? '—' },
      {
        accessorKey: 'phone',
        header: t('backoffice.col.phone'),
        cell: ({ row }) => <span className="mono">{row.original.phone}</span>,
      },
      {
        accessorKey: 'cpf',
        header: t('backoffice.col.cpf'),
        cell: ({ row }) => <span className="mono">{row.original.cpf ?? '—'}</span>,
      },
      { id: 'vip', header: t('backoffice.col.vip'), cell: ({ row }) => `VIP${row.original.vip_level}` },
      {
        id: 'status',
        header: t('backoffice.col.status'),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'created',
        header: t('backoffice.col.registered'),
        cell: ({ row }) => when(row.original.created_at),
      },
      {
        id: 'closed',
        header: t('backoffice.player.closedAt'),
        cell: ({ row }) =>
          row.original.closed_at
            ? `${when(row.original.closed_at)}${row.original.closed_by === 'staff' ? ` · ${t('backoffice.player.closedByValue.staff')}` : ''}`
            : '—',
      },
      {
        id: 'last',
        header: t('backoffice.col.lastLogin'),
        cell: ({ row }) => when(row.original.last_login_at),
      },
    ],
    [],
  );
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.players')} lead={t('backoffice.players.lead')} />
      <form
        className="row"
        style={{ marginBottom: 14 }}
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setParams({
            ...(draft.trim() ? { q: draft.trim() } : {}),
            ...(closed ? { status: 'closed' } : {}),
          });
        }}
      >
        <input
          className="input"
          style={{ maxWidth: 420 }}
          name="q"
          placeholder={t('backoffice.players.placeholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button className="btn primary" type="submit">
          {t('backoffice.players.search')}
        </button>
        <label className="row" style={{ gap: 6 }}>
          <input
            type="checkbox"
            checked={closed}
            onChange={(e) => {
              setPage(1);
              setParams({ ...(q ? { q } : {}), ...(e.target.checked ? { status: 'closed' } : {}) });
            }}
          />
          {t('backoffice.player.closedFilter')}
        </label>
      </form>
      <ErrorNotice error={list.error} />
      {(q || closed) && list.isPending ? (
        <Loading />
      ) : (
        (q || closed) && (
          <>
            <DataTable
              columns={columns}
              data={list.data?.list ?? []}
              rowId={(r) => r.id}
              empty={t('backoffice.players.none')}
            />
            {list.data && <Pager page={page} size={SIZE} total={list.data.total} onPage={setPage} />}
          </>
        )
      )}
    </>
  );
}
