import { type AuditEntry, auditPage, auditVerifyResult } from '@jl/core/contracts/admin.ts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Column, DataTable, Pager } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { api, post } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { DetailCell } from './detail-cell.tsx';

const SIZE = 25;

/**
 * The audit chain (owner): every staff action, newest first. "Verificar cadeia" recomputes every
 * hash on the server and jumps to the first broken row, which is highlighted.
 */
export function AuditPage() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const [toId, setToId] = useState<string | undefined>();
  const list = useQuery({
    queryKey: ['audit', page, action, toId],
    queryFn: () => api('/admin/audit', auditPage, { query: { page, size: SIZE, action, to_id: toId } }),
    placeholderData: keepPreviousData,
  });
  const verify = useMutation({
    mutationFn: () => post('/admin/audit/verify', auditVerifyResult),
    onSuccess: (report) => {
      if (report.first_broken) {
        setAction('');
        setPage(1);
        setToId(report.first_broken.id);
      }
    },
  });
  const brokenId = verify.data?.first_broken?.id;
  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      { accessorKey: 'id', header: 'Nº', meta: { numeric: true } },
      { id: 'when', header: 'Quando', cell: ({ row }) => when(row.original.created_at) },
      { id: 'staff', header: 'Equipe', cell: ({ row }) => row.original.staff ?? '—' },
      {
        accessorKey: 'action',
        header: 'Ação',
        cell: ({ row }) => <span className="mono">{row.original.action}</span>,
      },
      {
        id: 'target',
        header: 'Alvo',
        cell: ({ row }) =>
          row.original.target_type ? `${row.original.target_type} ${row.original.target_id ?? ''}` : '—',
      },
      { id: 'detail', header: 'Detalhes', cell: ({ row }) => <DetailCell detail={row.original.detail} /> },
      {
        id: 'hash',
        header: 'Hash',
        cell: ({ row }) => (
          <span className="mono" title={`anterior ${row.original.prev_hash}\nesta ${row.original.hash}`}>
            {row.original.hash.slice(0, 10)}…
          </span>
        ),
      },
    ],
    [],
  );
  return (
    <>
      <PageHead
        title="Auditoria"
        lead="Toda ação da equipe, gravada na mesma transação do seu efeito e encadeada por hash."
        actions={
          <button
            className="btn primary"
            type="button"
            onClick={() => verify.mutate()}
            disabled={verify.isPending}
          >
            Verificar cadeia
          </button>
        }
      />
      <ErrorNotice error={verify.error} />
      {verify.data && (
        <div
          className={`notice ${verify.data.ok ? 'ok' : 'error'}`}
          role="status"
          style={{ marginBottom: 14 }}
        >
          {verify.data.ok
            ? `Cadeia íntegra: ${verify.data.rows} registros conferidos. Hash final ${verify.data.head_hash.slice(0, 16)}…`
            : `Cadeia quebrada no registro nº ${brokenId} (${verify.data.first_broken?.reason === 'link' ? 'elo com o registro anterior' : 'conteúdo alterado'}). A lista abaixo começa nele.`}
        </div>
      )}
      <div className="row" style={{ marginBottom: 12 }}>
        <input
          className="input"
          style={{ maxWidth: 280 }}
          placeholder="Filtrar por ação (ex.: settings., withdrawal.)"
          value={action}
          onChange={(e) => {
            setAction(e.target.value);
            setPage(1);
            setToId(undefined);
          }}
        />
        {toId && (
          <button className="btn small" type="button" onClick={() => setToId(undefined)}>
            Mostrar desde o mais recente
          </button>
        )}
      </div>
      <ErrorNotice error={list.error} />
      {list.isPending ? (
        <Loading />
      ) : (
        <>
          <DataTable
            columns={columns}
            data={list.data?.list ?? []}
            rowId={(r) => r.id}
            rowClass={(r) => (r.id === brokenId ? 'broken' : undefined)}
          />
          {list.data && <Pager page={page} size={SIZE} total={list.data.total} onPage={setPage} />}
        </>
      )}
    </>
  );
}
