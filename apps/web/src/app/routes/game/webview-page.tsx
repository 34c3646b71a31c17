import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import type { GameInfo } from '../../../features/games/api/games-api.ts';
import {
  fetchGameSession,
  type GameSession,
  gamesKeys,
  launchGame,
  type Refusal,
} from '../../../features/games/api/games-api.ts';
import { SlotClient } from '../../../features/games/components/slot-client.tsx';
import { useBack } from '../../../hooks/use-back.ts';
import { requestData } from '../../../lib/api-client.ts';
import type { PageProps } from '../../routes.ts';

type Load =
  | { kind: 'ready'; session: GameSession }
  | { kind: 'relaunch' }
  | { kind: 'error'; message: string };

/**
 * The game webview (spec §2 "game screen"): our own in-app client for the originals, opened with the
 * signed session of `/game/launch`. Without a session (a shared link, a login redirect) or with an
 * expired one it launches the game again. Leaving asks for confirmation and stops autoplay.
 */
export default function GameWebviewPage({ route }: PageProps) {
  const { t } = useTranslation(['games', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = useBack(route.back);
  const code = params.get('game') ?? '';
  const session = params.get('session') ?? '';
  const [confirmExit, setConfirmExit] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stopSignal, setStopSignal] = useState(0);

  const load = useQuery({
    queryKey: gamesKeys.session(session || `none:${code}`),
    queryFn: async (): Promise<Load> => {
      if (!session) return { kind: 'relaunch' };
      const answer = await fetchGameSession(session);
      if (answer && answer.code === 1) return { kind: 'ready', session: answer.data as GameSession };
      if (answer && (answer.data as Refusal).error === 'GAME_SESSION_INVALID') return { kind: 'relaunch' };
      return { kind: 'error', message: answer ? answer.msg : t('common:messages.serverError') };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  const relaunch = useCallback(async () => {
    const info = code ? await requestData<GameInfo>('/game/info', { data: { game: code } }) : null;
    const launched = info ? await launchGame(info.game_id) : null;
    if (launched) navigate(launched.url, { replace: true });
    else navigate(paths.home, { replace: true });
  }, [code, navigate]);

  useEffect(() => {
    if (load.data?.kind === 'relaunch') void relaunch();
  }, [load.data, relaunch]);

  const title = load.data?.kind === 'ready' ? load.data.session.game.name : t('client.loading');
  const leave = () => {
    setStopSignal((n) => n + 1);
    setConfirmExit(false);
    back();
  };

  return (
    <>
      <PageHeader
        title={title}
        onBack={() => (load.data?.kind === 'ready' ? setConfirmExit(true) : back())}
        backLabel={t('common:actions.back')}
      />
      <div className="jl-page">
        {load.data?.kind === 'ready' ? (
          <SlotClient
            key={load.data.session.game.code}
            game={load.data.session.game}
            balance={load.data.session.balance}
            onBusyChange={setBusy}
            stopSignal={stopSignal}
          />
        ) : load.data?.kind === 'error' ? (
          <EmptyState
            tone="error"
            icon="info"
            title={t('client.loadError')}
            body={load.data.message}
            action={<Button onClick={() => navigate(paths.home)}>{t('common:actions.goHome')}</Button>}
          />
        ) : (
          <PageLoading label={t('client.loading')} />
        )}
      </div>
      <ConfirmDialog
        open={confirmExit}
        message={busy ? t('client.exitBusy') : t('client.exitConfirm')}
        confirmLabel={t('client.exit')}
        cancelLabel={t('client.stay')}
        onConfirm={leave}
        onCancel={() => setConfirmExit(false)}
      />
    </>
  );
}
