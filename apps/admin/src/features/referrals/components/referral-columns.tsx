import { DecisionButtons } from '../../../components/decision/decision-buttons.tsx';
import { moneyColumn, whenColumn } from '../../../components/ui/columns.ts';
import { useColumns } from '../../../components/ui/data-table.tsx';
import { PlayerLink } from '../../../components/ui/player-link.tsx';
import { when } from '../../../lib/format.ts';
import { label, t } from '../../../lib/i18n.ts';
import type { ReferralDecision, TeamReferralView } from '../api/referrals-api.ts';

/** The fraud screen's reasons (team module, `team_referrals.reasons`), in the operator's words. */
const reasonLabel = (reason: string) => label(`backoffice.referrals.reasons.${reason}`, reason);

const playerLink = (id: string | null) => <PlayerLink id={id} />;

export function useReferralColumns(props: {
  canDecide: boolean;
  canRelease: boolean;
  onDecide: (d: ReferralDecision) => void;
}) {
  return useColumns<TeamReferralView>(
    () => [
      {
        id: 'player',
        header: t('backoffice.referrals.invited'),
        cell: ({ row }) => playerLink(row.original.member_id),
      },
      {
        id: 'inviter',
        header: t('backoffice.referrals.inviter'),
        cell: ({ row }) => playerLink(row.original.inviter_id),
      },
      {
        id: 'reasons',
        header: t('backoffice.referrals.signals'),
        cell: ({ row }) => row.original.reasons.map(reasonLabel).join('; '),
      },
      whenColumn('flagged', t('backoffice.referrals.flaggedAt'), (r) => r.flagged_at),
      moneyColumn('withheld', t('backoffice.referrals.withheld'), (r) => r.withheld),
      {
        id: 'decision',
        header: '',
        cell: ({ row }) => {
          const r = row.original;
          if (r.status !== 'flagged')
            return (
              <span className="muted">
                {when(r.reviewed_at)} {r.note ? `· ${r.note}` : ''}
              </span>
            );
          if (!props.canDecide) return null;
          return (
            <DecisionButtons
              disabled={!props.canRelease}
              approveLabel={t('backoffice.referrals.clear')}
              onApprove={() => props.onDecide({ row: r, action: 'clear' })}
              onReject={() => props.onDecide({ row: r, action: 'reject' })}
            />
          );
        },
      },
    ],
    [props.canDecide, props.canRelease],
  );
}
