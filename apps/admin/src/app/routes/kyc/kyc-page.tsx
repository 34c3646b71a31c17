import type { StaffView } from '@jl/core/contracts/admin.ts';
import type { AdminKycCase } from '@jl/core/contracts/admin-kyc.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog, ConfirmFacts } from '../../../components/decision/confirm-dialog.tsx';
import { useConfirmed } from '../../../components/decision/use-confirmed.ts';
import { useReasonAction } from '../../../components/decision/use-reason-action.ts';
import { useTabNotice } from '../../../components/decision/use-tab-notice.tsx';
import { TabbedTable } from '../../../components/list/paged-table.tsx';
import { usePagedList } from '../../../components/list/use-paged-list.ts';
import { PageHead } from '../../../components/ui/page.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { canSee } from '../../../features/auth/access.ts';
import {
  confirmKycApproval,
  declineKycApproval,
  fetchKycCases,
  KYC_TABS,
  type KycTab,
  proposeKycApproval,
  refuseKyc,
} from '../../../features/kyc/api/kyc-api.ts';
import { useKycColumns } from '../../../features/kyc/components/kyc-columns.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * Identity checks the bureau could not settle wait here (review first, other states by tab). Approval
 * takes two independent staff members: one proposes with a reason, another confirms; a refusal is one
 * step with a reason. Support reads the queue masked and does not decide (the server refuses too).
 */
export function KycPage(props: { me: StaffView }) {
  const client = useQueryClient();
  const paged = usePagedList('kyc', 'review', (state: KycTab, page: number, size: number) =>
    fetchKycCases(state, page, size),
  );
  const notice = useTabNotice(paged.filter);
  const done = (key: string) => (answer: { case: AdminKycCase }) => {
    for (const k of ['kyc', 'glance', 'dashboard']) void client.invalidateQueries({ queryKey: [k] });
    notice.show(t(`backoffice.kyc.done.${key}`, { id: answer.case.member_id }));
  };
  const propose = useReasonAction(
    (r: AdminKycCase, reason: string) => proposeKycApproval(r.member_id, reason),
    done('proposed'),
  );
  const confirm = useConfirmed((r: AdminKycCase) => confirmKycApproval(r.proposal!.id), done('verified'));
  const decline = useReasonAction(
    (r: AdminKycCase, reason: string) => declineKycApproval(r.proposal!.id, reason),
    done('declined'),
  );
  const refuse = useReasonAction(
    (r: AdminKycCase, reason: string) => refuseKyc(r.member_id, reason),
    done('refused'),
  );
  const columns = useKycColumns({
    me: props.me.id,
    canDecide: canSee(props.me.role, 'adjustments'),
    onPropose: (r) => propose.open(r),
    onConfirm: (r) => confirm.open(r),
    onDecline: (r) => decline.open(r),
    onRefuse: (r) => refuse.open(r),
  });
  return (
    <>
      <PageHead title={t('backoffice.kyc.nav')} lead={t('backoffice.kyc.lead')} />
      <TabbedTable
        tabs={KYC_TABS}
        tabLabel={(value) => t(`backoffice.kyc.state.${value}`)}
        paged={paged}
        columns={columns}
        rowId={(r) => r.member_id}
        empty={t('backoffice.kyc.none')}
        status={notice.node}
      />
      {propose.subject && (
        <ReasonDialog
          title={t('backoffice.kyc.proposeTitle', { id: propose.subject.member_id })}
          confirm={t('backoffice.kyc.propose')}
          {...propose.dialog}
        />
      )}
      {confirm.subject?.proposal && (
        <ConfirmDialog
          title={t('backoffice.kyc.confirmTitle', { id: confirm.subject.member_id })}
          confirm={t('backoffice.kyc.confirm')}
          {...confirm.dialog}
        >
          <ConfirmFacts
            facts={[
              [t('backoffice.approvals.requestedBy'), confirm.subject.proposal.requested_by_name ?? ''],
              [t('backoffice.col.reason'), confirm.subject.proposal.reason],
            ]}
          />
        </ConfirmDialog>
      )}
      {decline.subject && (
        <ReasonDialog
          title={t('backoffice.kyc.declineTitle', { id: decline.subject.member_id })}
          confirm={t('backoffice.kyc.decline')}
          {...decline.dialog}
        />
      )}
      {refuse.subject && (
        <ReasonDialog
          title={t('backoffice.kyc.refuseTitle', { id: refuse.subject.member_id })}
          confirm={t('backoffice.kyc.refuse')}
          danger
          {...refuse.dialog}
        />
      )}
    </>
  );
}
