import { type AdminPlayerSummary, adminPlayers } from '@jl/core/contracts/admin-players.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type Column, DataTable, Pager } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { api } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';

const SIZE = 20;

export const StatusBadge = (props: { status: 'active' | 'locked' }) => (
  <span className={`badge ${props.status === 'active' ? 'ok' : 'bad'}`}>
    {props.status === 'active' ? 'Ativo' : 'Bloqueado'}
  </span>
);

/** Player search (support, finance): by id, phone, CPF or name; the query stays in the URL. */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['players', q, page],
    queryFn: () => api('/admin/players', adminPlayers, { query: { q, page, size: SIZE } }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Column<AdminPlayerSummary>[]>(
    () => [
      {
        accessorKey: 'id',
        header: 'ID',
        cell: ({ row }) => <Link to={`/players/${row.original.id}`}>{row.original.id}</Link>,
      },
      { accessorKey: 'name', header: 'Nome', cell: ({ row }) => row.original.name ?? '—' },
      {
        accessorKey: 'phone',
        header: 'Telefone',
        cell: ({ row }) => <span className="mono">{row.original.phone}</span>,
      },
      {
        accessorKey: 'cpf',
        header: 'CPF',
        cell: ({ row }) => <span className="mono">{row.original.cpf ?? '—'}</span>,
      },
      { id: 'vip', header: 'VIP', cell: ({ row }) => `VIP${row.original.vip_level}` },
      { id: 'status', header: 'Situação', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      { id: 'created', header: 'Cadastro', cell: ({ row }) => when(row.original.created_at) },
      { id: 'last', header: 'Último acesso', cell: ({ row }) => when(row.original.last_login_at) },
    ],
    [],
  );
  return (
    <>
      <PageHead
        title="Jogadores"
        lead="Busque por ID, telefone, CPF ou nome. Toda consulta fica na auditoria."
      />
      <form
        className="row"
        style={{ marginBottom: 14 }}
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setParams(draft.trim() ? { q: draft.trim() } : {});
        }}
      >
        <input
          className="input"
          style={{ maxWidth: 420 }}
          name="q"
          placeholder="ID, telefone, CPF ou nome"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button className="btn primary" type="submit">
          Buscar
        </button>
      </form>
      <ErrorNotice error={list.error} />
      {q && list.isPending ? (
        <Loading />
      ) : (
        q && (
          <>
            <DataTable
              columns={columns}
              data={list.data?.list ?? []}
              rowId={(r) => r.id}
              empty="Nenhum jogador encontrado."
            />
            {list.data && <Pager page={page} size={SIZE} total={list.data.total} onPage={setPage} />}
          </>
        )
      )}
    </>
  );
}
