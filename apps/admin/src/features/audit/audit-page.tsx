import { type AuditEntry, auditPage, auditVerifyResult } from '@jl/core/contracts/admin.ts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, Pager, useColumns } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { api, post } from '../../lib/api.ts';
import { count, when } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
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
  const columns = useColumns<AuditEntry>(
    () => [
      { accessorKey: 'id', header: t('backoffice.col.number'), meta: { numeric: true } },
      { id: 'when', header: t('backoffice.col.when'), cell: ({ row }) => when(row.original.created_at) },
      { id: 'staff', header: t('backoffice.audit.staff'), cell: ({ row }) => row.original.staff ?? '—' },
      {
        accessorKey: 'action',
        header: t('backoffice.audit.action'),
        cell: ({ row }) => <span className="mono">{row.original.action}</span>,
      },
      {
        id: 'target',
        header: t('backoffice.audit.target'),
        cell: ({ row }) =>
          row.original.target_type ? `${row.original.target_type} ${row.original.target_id ?? ''}` : '—',
      },
      {
        id: 'detail',
        header: t('backoffice.audit.details'),
        cell: ({ row }) => <DetailCell detail={row.original.detail} />,
      },
      {
        id: 'hash',
        header: t('backoffice.audit.hash'),
        cell: ({ row }) => (
          <span
            className="mono"
            title={t('backoffice.audit.hashTitle', { prev: row.original.prev_hash, hash: row.original.hash })}
          >
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
        title={t('backoffice.shell.nav.audit')}
        lead={t('backoffice.audit.lead')}
        actions={
          <button
            className="btn primary"
            type="button"
            onClick={() => verify.mutate()}
            disabled={verify.isPending}
          >
            {t('backoffice.audit.verify')}
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
            ? t('backoffice.audit.intact', {
                rows: count(verify.data.rows),
                hash: verify.data.head_hash.slice(0, 16),
              })
            : t('backoffice.audit.broken', {
                id: brokenId ?? '—',
                why: t(
                  verify.data.first_broken?.reason === 'link'
                    ? 'backoffice.audit.brokenLink'
                    : 'backoffice.audit.brokenContent',
                ),
              })}
        </div>
      )}
      <div className="row" style={{ marginBottom: 12 }}>
        <input
          className="input"
          style={{ maxWidth: 280 }}
          placeholder={t('backoffice.audit.filter')}
          aria-label={t('backoffice.audit.filter')}
          value={action}
          onChange={(e) => {
            setAction(e.target.value);
            setPage(1);
            setToId(undefined);
          }}
        />
        {toId && (
          <button className="btn small" type="button" onClick={() => setToId(undefined)}>
            {t('backoffice.audit.fromNewest')}
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
