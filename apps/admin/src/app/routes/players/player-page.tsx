import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/page.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { fetchPlayer } from '../../../features/players/api/players-api.ts';
import { PlayerGlance } from '../../../features/players/components/player-glance.tsx';
import {
  PlayerDeposits,
  PlayerRounds,
  PlayerWithdrawals,
} from '../../../features/players/components/player-history.tsx';
import { PlayerHolds } from '../../../features/players/components/player-holds.tsx';
import { PlayerLimits } from '../../../features/players/components/player-limits.tsx';
import { PlayerNotes } from '../../../features/players/components/player-notes.tsx';
import { Profile } from '../../../features/players/components/player-profile.tsx';
import { PlayerSessions } from '../../../features/players/components/player-sessions.tsx';
import { PlayerTeam } from '../../../features/players/components/player-team.tsx';
import { PlayerWallet } from '../../../features/players/components/player-wallet.tsx';
import { t } from '../../../lib/i18n.ts';

/** The tabs, named by `backoffice.player.tabs.<tab>` at render. */
const TABS = [
  'wallet',
  'deposits',
  'withdrawals',
  'rounds',
  'sessions',
  'team',
  'limits',
  'notes',
  'holds',
] as const;
type Tab = (typeof TABS)[number];

/**
 * One player: profile, money, history and sessions; end sessions and lock / unlock with a reason.
 * `adjust` (finance, owners): the adjustment request form, composed in by the router so that this
 * feature does not import another. `canClose` (finance, owners): closing the account on the player's
 * request. `canHold` (owners): the holds on the player's access logs (confidential, so the tab is
 * not even shown to other roles).
 */
export function PlayerPage(props: {
  adjust?: (memberId: string, onClose: () => void) => ReactNode;
  canClose?: boolean;
  canHold?: boolean;
}) {
  const { id = '' } = useParams();
  const [tab, setTab] = useState<Tab>('wallet');
  const detail = useQuery({ queryKey: ['player', id], queryFn: () => fetchPlayer(id) });
  if (detail.isPending) return <Loading />;
  if (!detail.data) return <ErrorNotice error={detail.error} />;
  return (
    <>
      <Profile data={detail.data} adjust={props.adjust} canClose={props.canClose ?? false} />
      <PlayerGlance id={id} />
      <Tabs
        values={TABS.filter((value) => value !== 'holds' || props.canHold)}
        value={tab}
        onChange={setTab}
        label={(value) => t(`backoffice.player.tabs.${value}`)}
        style={{ margin: '18px 0 12px' }}
      />
      {tab === 'wallet' && <PlayerWallet id={id} />}
      {tab === 'deposits' && <PlayerDeposits id={id} />}
      {tab === 'withdrawals' && <PlayerWithdrawals id={id} />}
      {tab === 'rounds' && <PlayerRounds id={id} />}
      {tab === 'sessions' && <PlayerSessions data={detail.data} />}
      {tab === 'team' && <PlayerTeam id={id} />}
      {tab === 'limits' && <PlayerLimits id={id} />}
      {tab === 'notes' && <PlayerNotes id={id} />}
      {tab === 'holds' && props.canHold && <PlayerHolds id={id} />}
    </>
  );
}
