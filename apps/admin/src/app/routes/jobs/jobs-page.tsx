import { useQuery } from '@tanstack/react-query';
import { QueryTable } from '../../../components/list/query-table.tsx';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { PageHead } from '../../../components/ui/page.tsx';
import { fetchJobs } from '../../../features/jobs/api/jobs-api.ts';
import { jobColumns } from '../../../features/jobs/components/job-columns.tsx';
import { t } from '../../../lib/i18n.ts';

/** The scheduled jobs (owner): last and next runs, lag and failures (GET /admin/jobs). */
export function JobsPage() {
  const columns = useColumns(jobColumns, []);
  const query = useQuery({ queryKey: ['jobs'], queryFn: fetchJobs, refetchInterval: 30_000 });
  return (
    <>
      <PageHead title={t('backoffice.jobs.title')} lead={t('backoffice.jobs.lead')} />
      <QueryTable query={query} columns={columns} rowId={(r) => r.name} />
    </>
  );
}
