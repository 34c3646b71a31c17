import type { StaffChangeRequestView } from '@jl/core/contracts/admin-staff.ts';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog, ConfirmFacts } from '../../../components/decision/confirm-dialog.tsx';
import { DecisionButtons } from '../../../components/decision/decision-buttons.tsx';
import { useChecker } from '../../../components/decision/use-checker.ts';
import { QueryTable } from '../../../components/list/query-table.tsx';
import { whenColumn } from '../../../components/ui/columns.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { ErrorNotice } from '../../../components/ui/page.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
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
  const list = useQuery({ queryKey: ['staff-requests'], queryFn: fetchStaffRequests });
  const { approve, reject } = useChecker({
    approve: (r: StaffChangeRequestView) => approveStaffRequest(r.id),
    reject: rejectStaffRequest,
    refresh: ['staff-requests', 'staff'],
  });
  const columns = useColumns<StaffChangeRequestView>(
    () => [
      { accessorKey: 'username', header: t('backoffice.staff.username') },
      { id: 'kind', header: t('backoffice.staff.requestKind'), cell: ({ row }) => describe(row.original) },
      { accessorKey: 'requested_by_name', header: t('backoffice.staff.requestedBy') },
      whenColumn('at', t('backoffice.col.requestedAt'), (r) => r.requested_at),
      {
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <DecisionButtons
            disabled={row.original.requested_by === props.me || approve.mutation.isPending}
            selfTitle={row.original.requested_by === props.me ? t('backoffice.staff.selfRequest') : undefined}
            onApprove={() => approve.open(row.original)}
            onReject={() => reject.open(row.original)}
          />
        ),
      },
    ],
    [props.me, approve.mutation.isPending],
  );
  const approved = approve.mutation.data;
  const approving = approve.subject;
  if (!list.data?.list.length && !approved) return null;
  return (
    <section className="card" style={{ marginBottom: 16 }} data-testid="staff-requests">
      <h2>{t('backoffice.staff.requestsTitle')}</h2>
      <ErrorNotice error={approve.mutation.error} />
      {approved?.invitation ? (
        <InvitationNotice
          invitation={approved.invitation}
          user={approved.request.username}
          messageKey="backoffice.staff.created"
        />
      ) : (
        approved && <StatusNotice>{t('backoffice.staff.approved')}</StatusNotice>
      )}
      <QueryTable query={list} columns={columns} rowId={(r) => r.id} />
      {approving && (
        <ConfirmDialog
          title={`${describe(approving)}: ${approving.username}`}
          confirm={t('backoffice.common.approve')}
          {...approve.dialog}
        >
          <ConfirmFacts
            facts={[
              [t('backoffice.staff.username'), approving.username],
              [t('backoffice.staff.requestKind'), describe(approving)],
              [t('backoffice.staff.requestedBy'), approving.requested_by_name ?? '—'],
            ]}
          />
        </ConfirmDialog>
      )}
      {reject.subject && (
        <ReasonDialog
          title={t('backoffice.staff.rejectTitle', { user: reject.subject.username })}
          confirm={t('backoffice.common.reject')}
          danger
          {...reject.dialog}
        />
      )}
    </section>
  );
}
