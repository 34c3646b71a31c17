import type { StaffRole } from '@jl/core/contracts/admin.ts';
import { useQuery } from '@tanstack/react-query';
import { ErrorNotice, Loading, PageHead } from '../../../components/ui/page.tsx';
import { canSee } from '../../../features/auth/access.ts';
import { fetchDashboard } from '../../../features/dashboard/api/dashboard-api.ts';
import { DashboardView } from '../../../features/dashboard/components/dashboard-view.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * Today and the last 30 São Paulo days from the books (GET /admin/reports/dashboard), and the work
 * waiting for the team. Refreshed every minute.
 */
export function DashboardPage(props: { staffRole: StaffRole }) {
  const query = useQuery({ queryKey: ['dashboard'], queryFn: fetchDashboard, refetchInterval: 60_000 });
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorNotice error={query.error} />;
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.dashboard')} lead={t('backoffice.dashboard.lead')} />
      <DashboardView data={query.data} canOpen={(screen) => canSee(props.staffRole, screen)} />
    </>
  );
}
