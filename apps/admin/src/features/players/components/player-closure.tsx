import { staffClosureApi } from '@jl/core/routes/staff.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorNotice, Loading } from '../../../components/ui/page.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { call } from '../../../lib/api.ts';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/**
 * Closing an account on the player's request (finance, owners; docs/COMPLIANCE.md "Account closure"):
 * what the closure would forfeit and keep, read from the server before anything is asked; why it must
 * wait when it must; the reason for the audit log. A withdrawable balance is kept for the player.
 */
export function PlayerClosure(props: { memberId: string; onClose: () => void }) {
  const client = useQueryClient();
  const preview = useQuery({
    queryKey: ['player-closure', props.memberId],
    queryFn: () => call(staffClosureApi.preview, { id: props.memberId }),
    staleTime: 0,
  });
  const close = useMutation({
    mutationFn: (reason: string) => call(staffClosureApi.close, { id: props.memberId, reason }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['player', props.memberId] });
      void client.invalidateQueries({ queryKey: ['player-wallet', props.memberId] });
      props.onClose();
    },
  });
  const plan = preview.data;
  return (
    <ReasonDialog
      title={t('backoffice.players.closure.title')}
      confirm={t('backoffice.players.actions.close')}
      danger
      blocked={!plan?.can_close}
      pending={close.isPending}
      error={close.error}
      onConfirm={(reason) => close.mutate(reason)}
      onClose={props.onClose}
    >
      <p className="muted">{t('backoffice.players.closure.lead')}</p>
      {preview.isPending && <Loading />}
      <ErrorNotice error={preview.error} />
      {plan && (
        <>
          <dl className="grid" style={{ gridTemplateColumns: '1fr auto', margin: '8px 0' }}>
            <dt>{t('backoffice.players.closure.withdrawable')}</dt>
            <dd className="mono" style={{ margin: 0 }}>
              {money(plan.withdrawable)}
            </dd>
            <dt>{t('backoffice.players.closure.forfeit')}</dt>
            <dd className="mono" style={{ margin: 0 }} data-testid="closure-forfeit">
              {money(plan.forfeit)}
            </dd>
            <dt>{t('backoffice.players.closure.kept')}</dt>
            <dd className="mono" style={{ margin: 0 }} data-testid="closure-kept">
              {money(plan.kept)}
            </dd>
          </dl>
          {plan.refusal ? (
            <div className="notice error" role="alert">
              {plan.refusal.msg}
            </div>
          ) : (
            <p className="muted" role="note">
              {t('backoffice.players.closure.keptNote', { n: plan.minimise_after_days })}
            </p>
          )}
        </>
      )}
    </ReasonDialog>
  );
}
