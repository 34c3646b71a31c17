import type { ReasonActionDialog } from '../../../components/decision/use-reason-action.ts';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import { type GameSwitch, stopsPlay } from '../api/games-api.ts';

const titleOf = (s: GameSwitch) =>
  s.kind === 'status'
    ? s.to === 1
      ? t('backoffice.games.allOff')
      : t('backoffice.games.allOn')
    : `${s.to ? t('backoffice.games.maintain') : t('backoffice.games.reopen')}: ${s.code}`;

/** The reason for a switch, what it does to play, and the external bets still open. */
export function SwitchDialog(props: ReasonActionDialog & { change: GameSwitch }) {
  const { change, ...dialog } = props;
  return (
    <ReasonDialog
      title={titleOf(change)}
      confirm={t('backoffice.games.confirm')}
      danger={stopsPlay(change)}
      {...dialog}
    >
      <p className="muted">
        {stopsPlay(change) ? t('backoffice.games.effectOff') : t('backoffice.games.effectOn')}
      </p>
      {change.kind !== 'status' && change.openBets > 0 && (
        <p className="notice">{t('backoffice.games.openBetsNote', { n: change.openBets })}</p>
      )}
    </ReasonDialog>
  );
}
