import { type AdminJob, adminJobs } from '@jl/core/contracts/jobs.ts';
import { useQuery } from '@tanstack/react-query';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { api } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';

const columns: Column<AdminJob>[] = [
  {
    id: 'job',
    header: 'Tarefa',
    cell: ({ row }) => (
      <div>
        <div className="mono">{row.original.name}</div>
        <div className="muted">{row.original.description}</div>
      </div>
    ),
  },
  {
    accessorKey: 'schedule',
    header: 'Agenda',
    cell: ({ row }) => <span className="mono">{row.original.schedule}</span>,
  },
  {
    id: 'last',
    header: 'Última execução',
    cell: ({ row }) => (
      <div>
        <div>{when(row.original.last_finished_at)}</div>
        <div className="muted">{row.original.last_result ?? ''}</div>
      </div>
    ),
  },
  { id: 'next', header: 'Próxima', cell: ({ row }) => when(row.original.next_run_at) },
  {
    id: 'health',
    header: 'Situação',
    cell: ({ row }) => {
      const j = row.original;
      if (j.failures > 0) {
        return (
          <div>
            <span className="badge bad">
              {j.failures} falha{j.failures > 1 ? 's' : ''}
            </span>
            <div className="muted mono">{j.last_error ?? ''}</div>
            {j.retry_at && <div className="muted">Nova tentativa: {when(j.retry_at)}</div>}
          </div>
        );
      }
      if (j.lag_seconds > 0) return <span className="badge warn">Atrasada {j.lag_seconds} s</span>;
      return <span className="badge ok">Em dia</span>;
    },
  },
  { accessorKey: 'total_failures', header: 'Falhas (total)', meta: { numeric: true } },
];

/** The scheduled jobs (owner): last and next runs, lag and failures (GET /admin/jobs). */
export function JobsPage() {
  const query = useQuery({
    queryKey: ['jobs'],
    queryFn: () => api('/admin/jobs', adminJobs),
    refetchInterval: 30_000,
  });
  return (
    <>
      <PageHead
        title="Tarefas agendadas"
        lead="Cada período de uma tarefa tem efeito uma única vez; falhas são repetidas com espera crescente."
      />
      <ErrorNotice error={query.error} />
      {query.isPending ? (
        <Loading />
      ) : (
        <DataTable columns={columns} data={query.data?.list ?? []} rowId={(r) => r.name} />
      )}
    </>
  );
}
