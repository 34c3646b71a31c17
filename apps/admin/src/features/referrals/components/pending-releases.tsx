import type { TeamReleaseRequestView } from '@jl/core/contracts/team.ts';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog, ConfirmFacts } from '../../../components/decision/confirm-dialog.tsx';
import { DecisionButtons } from '../../../components/decision/decision-buttons.tsx';
import { useChecker } from '../../../components/decision/use-checker.ts';
import { QueryTable } from '../../../components/list/query-table.tsx';
import { moneyColumn, whenColumn } from '../../../components/ui/columns.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { ErrorNotice } from '../../../components/ui/page.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import { approveRelease, fetchReleases, rejectRelease } from '../api/referrals-api.ts';

/**
 * Releases of withheld commissions waiting for a second finance or owner (docs/COMPLIANCE.md "Four
 * eyes"); the requester's own approve button is off. Shown while there are some.
 */
export function PendingReleases(props: { me: string }) {
  const list = useQuery({ queryKey: ['team-releases'], queryFn: fetchReleases });
  const { approve, reject } = useChecker({
    approve: (r: TeamReleaseRequestView) => approveRelease(r.id),
    reject: rejectRelease,
    refresh: ['team-releases', 'referrals'],
  });
  const columns = useColumns<TeamReleaseRequestView>(
    () => [
      { accessorKey: 'member_id', header: t('backoffice.referrals.invited') },
      moneyColumn('amount', t('backoffice.referrals.releaseAmount'), (r) => r.amount),
      { accessorKey: 'note', header: t('backoffice.referrals.releaseNote') },
      { accessorKey: 'requested_by_name', header: t('backoffice.staff.requestedBy') },
      whenColumn('at', t('backoffice.col.requestedAt'), (r) => r.requested_at),
      {
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <DecisionButtons
            disabled={row.original.requested_by === props.me || approve.mutation.isPending}
            selfTitle={
              row.original.requested_by === props.me ? t('backoffice.referrals.releaseSelf') : undefined
            }
            onApprove={() => approve.open(row.original)}
            onReject={() => reject.open(row.original)}
          />
        ),
      },
    ],
    [props.me, approve.mutation.isPending],
  );
  const approving = approve.subject;
  if (!list.data?.list.length && !approve.mutation.data) return null;
  return (
    <section className="card" style={{ marginBottom: 16 }} data-testid="pending-releases">
      <h2>{t('backoffice.referrals.releasesTitle')}</h2>
      <ErrorNotice error={approve.mutation.error} />
      {approve.mutation.data && <StatusNotice>{t('backoffice.referrals.releaseApproved')}</StatusNotice>}
      <QueryTable query={list} columns={columns} rowId={(r) => r.id} />
      {approving && (
        <ConfirmDialog
          title={t('backoffice.referrals.releasesTitle')}
          confirm={t('backoffice.common.approve')}
          {...approve.dialog}
        >
          <ConfirmFacts
            facts={[
              [t('backoffice.referrals.invited'), `#${approving.member_id}`],
              [t('backoffice.referrals.releaseAmount'), money(approving.amount)],
              [t('backoffice.referrals.releaseNote'), approving.note],
              [t('backoffice.staff.requestedBy'), approving.requested_by_name ?? '—'],
            ]}
          />
        </ConfirmDialog>
      )}
      {reject.subject && (
        <ReasonDialog
          title={t('backoffice.referrals.releaseRejectTitle', { player: reject.subject.member_id })}
          confirm={t('backoffice.common.reject')}
          danger
          {...reject.dialog}
        />
      )}
    </section>
  );
}
