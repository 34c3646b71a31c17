import type { StaffView } from '@jl/core/contracts/admin.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReasonAction } from '../../../components/decision/use-reason-action.ts';
import { QueryTable } from '../../../components/list/query-table.tsx';
import { PageHead } from '../../../components/ui/page.tsx';
import { changeStaff, fetchStaff } from '../../../features/staff/api/staff-api.ts';
import { NewStaffForm } from '../../../features/staff/components/new-staff-form.tsx';
import { StaffChangeDialog } from '../../../features/staff/components/staff-change-dialog.tsx';
import { useStaffColumns } from '../../../features/staff/components/staff-columns.tsx';
import { t } from '../../../lib/i18n.ts';

/** The owner's staff editor: accounts, roles, (dis)abling and resetting a lost second factor. */
export function StaffPage(props: { me: StaffView }) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['staff'], queryFn: fetchStaff });
  const change = useReasonAction(changeStaff, () => void client.invalidateQueries({ queryKey: ['staff'] }));
  const columns = useStaffColumns({ me: props.me.id, onChange: change.open });
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.staff')} lead={t('backoffice.staff.lead')} />
      <NewStaffForm />
      <QueryTable query={list} columns={columns} rowId={(r) => r.id} />
      {change.subject && <StaffChangeDialog change={change.subject} {...change.dialog} />}
    </>
  );
}
