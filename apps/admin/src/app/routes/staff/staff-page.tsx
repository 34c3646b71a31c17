import type { StaffView } from '@jl/core/contracts/admin.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReasonAction } from '../../../components/decision/use-reason-action.ts';
import { QueryTable } from '../../../components/list/query-table.tsx';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { PageHead } from '../../../components/ui/page.tsx';
import { changeStaff, fetchStaff } from '../../../features/staff/api/staff-api.ts';
import { InvitationNotice } from '../../../features/staff/components/invitation-notice.tsx';
import { NewStaffForm } from '../../../features/staff/components/new-staff-form.tsx';
import { StaffChangeDialog } from '../../../features/staff/components/staff-change-dialog.tsx';
import { useStaffColumns } from '../../../features/staff/components/staff-columns.tsx';
import { StaffRequests } from '../../../features/staff/components/staff-requests.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * The owner's staff editor: accounts (with locks and pending invitations), roles, (dis)abling,
 * resetting lost secrets by a new invitation, unlocking, and the changes waiting for another owner.
 */
export function StaffPage(props: { me: StaffView }) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['staff'], queryFn: fetchStaff });
  const change = useReasonAction(
    changeStaff,
    () => {
      void client.invalidateQueries({ queryKey: ['staff'] });
      void client.invalidateQueries({ queryKey: ['staff-requests'] });
    },
    { keepOnClose: true },
  );
  const columns = useStaffColumns({ me: props.me.id, onChange: change.open });
  const answer = change.mutation.data;
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.staff')} lead={t('backoffice.staff.lead')} />
      <NewStaffForm />
      <StaffRequests me={props.me.id} />
      {answer?.invitation && (
        <InvitationNotice
          invitation={answer.invitation}
          user={answer.staff.username}
          messageKey="backoffice.staff.invitationReset"
        />
      )}
      {answer?.request && (
        <StatusNotice>{t('backoffice.staff.requested', { user: answer.request.username })}</StatusNotice>
      )}
      <QueryTable query={list} columns={columns} rowId={(r) => r.id} />
      {change.subject && <StaffChangeDialog change={change.subject} {...change.dialog} />}
    </>
  );
}
