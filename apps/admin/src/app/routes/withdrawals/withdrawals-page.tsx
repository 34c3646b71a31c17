import { type AdminWithdrawal, type StaffView, WITHDRAWAL_SORTS } from '@jl/core/contracts/admin.ts';
import { ConfirmDialog, ConfirmFacts } from '../../../components/decision/confirm-dialog.tsx';
import { useChecker } from '../../../components/decision/use-checker.ts';
import type { ConfirmedDialog } from '../../../components/decision/use-confirmed.ts';
import { useTabNotice } from '../../../components/decision/use-tab-notice.tsx';
import { selectColumn } from '../../../components/list/bulk-decisions.tsx';
import { TabbedTable } from '../../../components/list/paged-table.tsx';
import { QueueTools } from '../../../components/list/queue-tools.tsx';
import { useQueue } from '../../../components/list/use-queue-tools.ts';
import type { Column } from '../../../components/ui/data-table.tsx';
import { PageHead } from '../../../components/ui/page.tsx';
import { PlayerLink } from '../../../components/ui/player-link.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { GlanceCell } from '../../../features/players/components/player-glance.tsx';
import { useGlance } from '../../../features/players/hooks/use-glance.ts';
import {
  approveWithdrawal,
  bulkWithdrawals,
  exportWithdrawals,
  fetchWithdrawals,
  rejectWithdrawal,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '../../../features/withdrawals/api/withdrawals-api.ts';
import { useWithdrawalColumns } from '../../../features/withdrawals/components/withdrawal-columns.tsx';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/** The player column of the queue: id, VIP level and the player at a glance (totals, risk flags). */
function playerWithGlance(byId: ReturnType<typeof useGlance>['byId']): Column<AdminWithdrawal> {
  return {
    id: 'player',
    header: t('backoffice.col.player'),
    cell: ({ row }) => (
      <div>
        <PlayerLink id={row.original.member_id} />
        <div className="muted note">VIP{row.original.vip_level}</div>
        <GlanceCell player={byId.get(row.original.member_id)} />
      </div>
    ),
  };
}

/** What the notice says once a decision went through. */
function doneText(
  done: { approved: { withdrawal: AdminWithdrawal } } | { rejected: { withdrawal: AdminWithdrawal } },
) {
  if ('rejected' in done)
    return t('backoffice.withdrawals.rejected', { order: done.rejected.withdrawal.order_no });
  const w = done.approved.withdrawal;
  return w.status === 'applying'
    ? t('backoffice.withdrawals.firstApproved', { order: w.order_no })
    : t('backoffice.withdrawals.approved', { order: w.order_no });
}

/** The last look before an approval: the amount, what the player receives, who and where. */
function ApproveDialog(props: { withdrawal: AdminWithdrawal; dialog: ConfirmedDialog }) {
  const w = props.withdrawal;
  const pays = w.approvals_required < 2 || w.approvals === 1;
  return (
    <ConfirmDialog
      title={t('backoffice.withdrawals.confirmTitle', { order: w.order_no })}
      confirm={pays ? t('backoffice.withdrawals.confirmPay') : t('backoffice.withdrawals.approveFirst')}
      {...props.dialog}
    >
      <ConfirmFacts
        facts={[
          [t('backoffice.col.amount'), money(w.amount)],
          [t('backoffice.withdrawals.net'), money(w.net)],
          [t('backoffice.col.player'), `#${w.member_id} · ${w.name}`],
          [t('backoffice.withdrawals.holder'), w.pix_key],
        ]}
      />
      <p className="muted">
        {pays ? t('backoffice.withdrawals.confirmPaysNote') : t('backoffice.withdrawals.confirmFirstNote')}
      </p>
    </ConfirmDialog>
  );
}

/**
 * The withdrawal review queue: withdrawals above the auto-approve amount wait here, oldest first.
 * Finance approves (after a confirmation; the payout is sent after commit) or rejects with a reason
 * the player sees. The notice of a decision stays on the tab it was taken on, until the next one.
 */
export function WithdrawalsPage(props: { me: StaffView }) {
  const { paged, ...tools } = useQueue<WithdrawalStatus, Awaited<ReturnType<typeof fetchWithdrawals>>>(
    'withdrawals',
    'applying',
    fetchWithdrawals,
  );
  const notice = useTabNotice(paged.filter);
  const canDecide = props.me.role === 'owner' || props.me.role === 'finance';
  const bulk = canDecide && paged.filter === 'applying';
  const { approve, reject } = useChecker({
    approve: (w: AdminWithdrawal) => approveWithdrawal(w.id),
    reject: (w: AdminWithdrawal, reason: string) => rejectWithdrawal(w.id, reason),
    refresh: ['withdrawals', 'dashboard'],
    onDone: (done) => notice.show(doneText(done)),
  });
  // Each row's player at a glance (lifetime totals, risk flags): one request for the whole page.
  const glance = useGlance((paged.list.data?.list ?? []).map((w) => w.member_id));
  const decisionColumns = useWithdrawalColumns({
    me: props.me.id,
    canDecide,
    approving: approve.mutation.isPending,
    onApprove: (w) => {
      notice.clear();
      approve.open(w);
    },
    onReject: (w) => {
      notice.clear();
      reject.open(w);
    },
  });
  // The player's cell carries the glance under the id and VIP level (one column less at 1280 px).
  const columns = [
    ...(bulk ? [selectColumn<AdminWithdrawal>(tools.selection, (w) => w.status === 'applying')] : []),
    ...decisionColumns.map((c) => (c.id === 'player' ? playerWithGlance(glance.byId) : c)),
  ];
  const rejecting = reject.subject;
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.withdrawals')} lead={t('backoffice.withdrawals.lead')} />
      <QueueTools
        filters={paged.filters}
        onFilters={paged.onFilters}
        sorts={WITHDRAWAL_SORTS}
        bulk={
          bulk
            ? { selected: tools.selection.selected, decide: bulkWithdrawals, onDone: tools.done }
            : undefined
        }
      />
      <TabbedTable
        tabs={WITHDRAWAL_STATUSES}
        tabLabel={(value) => t(`backoffice.withdrawals.tabs.${value}`)}
        paged={paged}
        csv={() => exportWithdrawals(paged.filter, paged.page, paged.size, paged.filters)}
        columns={columns}
        rowId={(r) => r.id}
        empty={t('backoffice.withdrawals.none')}
        status={notice.node}
      />
      {approve.subject && <ApproveDialog withdrawal={approve.subject} dialog={approve.dialog} />}
      {rejecting && (
        <ReasonDialog
          title={t('backoffice.withdrawals.rejectTitle', {
            order: rejecting.order_no,
            amount: money(rejecting.amount),
          })}
          confirm={t('backoffice.withdrawals.rejectConfirm')}
          danger
          {...reject.dialog}
        >
          <p className="muted">{t('backoffice.withdrawals.rejectNote')}</p>
        </ReasonDialog>
      )}
    </>
  );
}
