import { type AdminJob, adminJobs } from '@jl/core/contracts/jobs.ts';
import { useQuery } from '@tanstack/react-query';
import { type Column, DataTable, useColumns } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { api } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { label, t } from '../../lib/i18n.ts';

const jobColumns = (): Column<AdminJob>[] => [
  {
    id: 'job',
    header: t('backoffice.jobs.job'),
    cell: ({ row }) => (
      <div>
        <div className="mono">{row.original.name}</div>
        {/* The server describes its jobs in English; the catalog has each known one in every language. */}
        <div className="muted">
          {label(`backoffice.jobs.descriptions.${row.original.name}`, row.original.description)}
        </div>
      </div>
    ),
  },
  {
    accessorKey: 'schedule',
    header: t('backoffice.jobs.schedule'),
    cell: ({ row }) => <span className="mono">{row.original.schedule}</span>,
  },
  {
    id: 'last',
    header: t('backoffice.jobs.last'),
    cell: ({ row }) => (
      <div>
        <div>{when(row.original.last_finished_at)}</div>
        <div className="muted">{row.original.last_result ?? ''}</div>
      </div>
    ),
  },
  { id: 'next', header: t('backoffice.jobs.next'), cell: ({ row }) => when(row.original.next_run_at) },
  {
    id: 'health',
    header: t('backoffice.col.status'),
    cell: ({ row }) => {
      const j = row.original;
      if (j.failures > 0) {
        return (
          <div>
            <span className="badge bad">
              {j.failures === 1
                ? t('backoffice.jobs.failuresOne')
                : t('backoffice.jobs.failuresMany', { n: j.failures })}
            </span>
            <div className="muted mono">{j.last_error ?? ''}</div>
            {j.retry_at && (
              <div className="muted">{t('backoffice.jobs.retry', { at: when(j.retry_at) })}</div>
            )}
          </div>
        );
      }
      if (j.overdue)
        return <span className="badge bad">{t('backoffice.jobs.late', { n: j.lag_seconds })}</span>;
      if (j.lag_seconds > 0)
        return <span className="badge warn">{t('backoffice.jobs.late', { n: j.lag_seconds })}</span>;
      return <span className="badge ok">{t('backoffice.jobs.onTime')}</span>;
    },
  },
  { accessorKey: 'total_failures', header: t('backoffice.jobs.totalFailures'), meta: { numeric: true } },
];

/** The scheduled jobs (owner): last and next runs, lag and failures (GET /admin/jobs). */
export function JobsPage() {
  const columns = useColumns(jobColumns, []);
  const query = useQuery({
    queryKey: ['jobs'],
    queryFn: () => api('/admin/jobs', adminJobs),
    refetchInterval: 30_000,
  });
  return (
    <>
      <PageHead title={t('backoffice.jobs.title')} lead={t('backoffice.jobs.lead')} />
      <ErrorNotice error={query.error} />
      {query.isPending ? (
        <Loading />
      ) : (
        <DataTable columns={columns} data={query.data?.list ?? []} rowId={(r) => r.name} />
      )}
    </>
  );
}
