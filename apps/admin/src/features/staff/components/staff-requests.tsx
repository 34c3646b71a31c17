import type { StaffChangeRequestView } from '@jl/core/contracts/admin-staff.ts';
import { PendingRequests } from '../../../components/decision/pending-requests.tsx';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { t } from '../../../lib/i18n.ts';
import { approveStaffRequest, fetchStaffRequests, rejectStaffRequest } from '../api/staff-api.ts';
import { InvitationNotice } from './invitation-notice.tsx';
import { roleLabel } from './role-select.tsx';

const describe = (r: StaffChangeRequestView) =>
  t(r.kind === 'create' ? 'backoffice.staff.requestCreate' : 'backoffice.staff.requestRole', {
    role: roleLabel(r.role),
  });

/**
 * Staff creations and role grants waiting for another owner (shown only while there are some): the
 * other owner approves — a creation then shows its invitation link once — or either rejects.
 */
export function StaffRequests(props: { me: string }) {
  return (
    <PendingRequests
      me={props.me}
      queryKey="staff-requests"
      fetch={fetchStaffRequests}
      approve={(r: StaffChangeRequestView) => approveStaffRequest(r.id)}
      reject={rejectStaffRequest}
      refresh={['staff']}
      testId="staff-requests"
      title={t('backoffice.staff.requestsTitle')}
      selfTitle={t('backoffice.staff.selfRequest')}
      columns={[
        { accessorKey: 'username', header: t('backoffice.staff.username') },
        { id: 'kind', header: t('backoffice.staff.requestKind'), cell: ({ row }) => describe(row.original) },
      ]}
      facts={(r) => [
        [t('backoffice.staff.username'), r.username],
        [t('backoffice.staff.requestKind'), describe(r)],
      ]}
      confirmTitle={(r) => `${describe(r)}: ${r.username}`}
      rejectTitle={(r) => t('backoffice.staff.rejectTitle', { user: r.username })}
      approved={(answer) =>
        answer.invitation ? (
          <InvitationNotice
            invitation={answer.invitation}
            user={answer.request.username}
            messageKey="backoffice.staff.created"
          />
        ) : (
          <StatusNotice>{t('backoffice.staff.approved')}</StatusNotice>
        )
      }
    />
  );
}
