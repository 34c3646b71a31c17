import type { AdminPlayerDetail } from '@jl/core/contracts/admin-players.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useReasonAction } from '../../../components/decision/use-reason-action.ts';
import { PageHead } from '../../../components/ui/page.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import { type PlayerAction, playerAction } from '../api/players-api.ts';
import { PlayerClosure } from './player-closure.tsx';
import { ProfileActions, ProfileFacts } from './profile-parts.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * The player's head: name and status, the actions staff may take (each asking for a reason), the
 * profile, and the adjustment form (`adjust`, composed in by the route) or the closure dialog.
 */
export function Profile({
  data,
  adjust,
  canClose,
}: {
  data: AdminPlayerDetail;
  adjust?: (memberId: string, onClose: () => void) => ReactNode;
  canClose: boolean;
}) {
  const client = useQueryClient();
  const p = data.player;
  const [adjusting, setAdjusting] = useState(false);
  const [closing, setClosing] = useState(false);
  const act = useReasonAction(
    (a: PlayerAction, reason: string) => playerAction(p.id, a, reason),
    () => void client.invalidateQueries({ queryKey: ['player', p.id] }),
  );
  const action = act.subject;
  return (
    <>
      <PageHead
        title={t('backoffice.players.title', { name: p.name ?? t('backoffice.players.unnamed'), id: p.id })}
        lead={<StatusBadge status={p.status} />}
        actions={
          <ProfileActions
            player={p}
            canAdjust={!!adjust}
            canClose={canClose}
            onAdjust={() => setAdjusting(true)}
            onClosure={() => setClosing(true)}
            onAction={act.open}
          />
        }
      />
      {p.status === 'closed' && (
        <p className="muted" role="note">
          {t('backoffice.player.closedHint')}
        </p>
      )}
      <ProfileFacts player={p} />
      {adjusting &&
        adjust?.(p.id, () => {
          setAdjusting(false);
          void client.invalidateQueries({ queryKey: ['player-wallet', p.id] });
        })}
      {closing && <PlayerClosure memberId={p.id} onClose={() => setClosing(false)} />}
      {action && (
        <ReasonDialog
          title={t(`backoffice.players.dialog.${action === 'end-sessions' ? 'endSessions' : action}`)}
          confirm={t('backoffice.common.confirm')}
          danger={action === 'lock'}
          {...act.dialog}
        >
          {action === 'lock' && <p className="muted">{t('backoffice.players.dialog.lockNote')}</p>}
        </ReasonDialog>
      )}
    </>
  );
}
