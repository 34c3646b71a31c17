import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import {
  type ExternalSession,
  fetchExternalSession,
  gamesKeys,
  launchGame,
  returnFromPlatforms,
} from '../../../features/games/api/games-api.ts';
import { ExternalFrame, ReturningState } from '../../../features/games/components/external-frame.tsx';
import { useBack } from '../../../hooks/use-back.ts';
import { errorOf } from '../../../lib/api-client.ts';
import type { PageProps } from '../../routes.ts';
import { GameScreen } from './game-screen.tsx';

type Load = { kind: 'ready'; session: ExternalSession } | { kind: 'error'; message: string };

type Returning = { state: 'moving' | 'done' | 'failed'; amount: string };

/** The platform's session; an expired or missing one launches the game again. */
function useExternalSession(session: string, gameId: string) {
  const { t } = useTranslation(['games', 'common']);
  const navigate = useNavigate();
  const load = useQuery({
    queryKey: gamesKeys.session(`external:${session}`),
    queryFn: async (): Promise<Load> => {
      const answer = session ? await fetchExternalSession(session) : null;
      if (answer && answer.code === 1) return { kind: 'ready', session: answer.data };
      if ((!answer || errorOf(answer) === 'GAME_SESSION_INVALID') && /^\d+$/.test(gameId)) {
        // An expired or missing session: launch again (a transfer platform moves the balance in again).
        const launched = await launchGame(gameId);
        if (launched) navigate(launched.url, { replace: true });
        return { kind: 'error', message: t('client.loading') };
      }
      return { kind: 'error', message: answer ? answer.msg : t('common:messages.serverError') };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  return load.data;
}

/** Brings a transfer game's balance back from the platform, then leaves (after a moment to read it). */
function useBringBack(ready: ExternalSession | null, back: () => void) {
  const client = useQueryClient();
  const [returning, setReturning] = useState<Returning | null>(null);
  const bringBack = async () => {
    if (!ready) return;
    setReturning({ state: 'moving', amount: '0.00' });
    const answer = await returnFromPlatforms(ready.game.platform);
    void client.invalidateQueries({ queryKey: ['wallet'] });
    void client.invalidateQueries({ queryKey: ['account'] });
    const data = answer && answer.code === 1 ? answer.data : null;
    if (!data) {
      setReturning({ state: 'failed', amount: '0.00' });
      return;
    }
    setReturning({ state: 'done', amount: data.returned[0]?.amount ?? '0.00' });
    window.setTimeout(back, 1200);
  };
  return { returning, bringBack };
}

/**
 * The webview for a game of an external platform (docs/API.md "External game platforms"): the platform's
 * page, framed. Leaving a transfer game brings the balance back first, with a "moving your balance back"
 * state; if the platform cannot answer, the player may leave anyway (the next lobby visit brings it back).
 */
export function ExternalWebview({ route }: PageProps) {
  const { t } = useTranslation(['games', 'common']);
  const [params] = useSearchParams();
  const back = useBack(route.back);
  const data = useExternalSession(params.get('session') ?? '', params.get('gid') ?? '');
  const [confirmExit, setConfirmExit] = useState(false);
  const ready = data?.kind === 'ready' ? data.session : null;
  const transfer = ready?.game.wallet === 'transfer';
  const { returning, bringBack } = useBringBack(ready, back);

  const leave = () => {
    setConfirmExit(false);
    if (transfer) void bringBack();
    else back();
  };

  return (
    <>
      <GameScreen
        title={ready ? ready.game.name : null}
        onBack={() => (ready ? setConfirmExit(true) : back())}
        error={data?.kind === 'error' ? data.message : null}
        game={ready ? <ExternalFrame session={ready} /> : null}
      />
      <ConfirmDialog
        open={confirmExit}
        message={transfer ? t('external.exitTransfer') : t('client.exitConfirm')}
        confirmLabel={t('client.exit')}
        cancelLabel={t('client.stay')}
        onConfirm={leave}
        onCancel={() => setConfirmExit(false)}
      />
      {returning ? (
        <ReturningState
          state={returning.state}
          amount={returning.amount}
          onRetry={() => void bringBack()}
          onLeave={back}
        />
      ) : null}
    </>
  );
}
