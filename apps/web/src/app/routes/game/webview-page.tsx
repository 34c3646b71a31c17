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
import {
  fetchGameInfo,
  fetchGameSession,
  type GameSession,
  gamesKeys,
  launchGame,
} from '../../../features/games/api/games-api.ts';
import { SlotClient } from '../../../features/games/components/slot-client.tsx';
import { answerRealityCheck, fetchRgStatus, type RgStatus } from '../../../features/rg/api/rg-api.ts';
import { RealityCheckDialog } from '../../../features/rg/components/reality-section.tsx';
import '../../../features/rg/components/rg.css';
import { useBack } from '../../../hooks/use-back.ts';
import { errorOf } from '../../../lib/api-client.ts';
import type { PageProps } from '../../routes.ts';
import { ExternalWebview } from './external-webview.tsx';

type Load =
  | { kind: 'ready'; session: GameSession }
  | { kind: 'relaunch' }
  | { kind: 'error'; message: string };

/**
 * The game webview (spec §2 "game screen"): our own in-app client for the originals, opened with the
 * signed session of `/game/launch`. Without a session (a shared link, a login redirect) or with an
 * expired one it launches the game again. Leaving asks for confirmation and stops autoplay.
 */
export default function GameWebviewPage(props: PageProps) {
  const [params] = useSearchParams();
  // A game of an external platform: the platform's own page in a frame.
  if (params.get('external')) return <ExternalWebview {...props} />;
  return <OriginalWebview {...props} />;
}

function OriginalWebview({ route }: PageProps) {
  const { t } = useTranslation(['games', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = useBack(route.back);
  const code = params.get('game') ?? '';
  const session = params.get('session') ?? '';
  const [confirmExit, setConfirmExit] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stopSignal, setStopSignal] = useState(0);
  // The reality check (responsible gaming): the server refuses the next round when it is due.
  const [reality, setReality] = useState<RgStatus | null>(null);
  const onRefusal = (error: string | undefined) => {
    if (error !== 'RG_REALITY_CHECK_DUE') return false;
    void fetchRgStatus().then(setReality);
    return true;
  };

  const load = useQuery({
    queryKey: gamesKeys.session(session || `none:${code}`),
    queryFn: async (): Promise<Load> => {
      if (!session) return { kind: 'relaunch' };
      const answer = await fetchGameSession(session);
      if (answer && answer.code === 1) return { kind: 'ready', session: answer.data };
      if (errorOf(answer) === 'GAME_SESSION_INVALID') return { kind: 'relaunch' };
      return { kind: 'error', message: answer ? answer.msg : t('common:messages.serverError') };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  const relaunch = useCallback(async () => {
    const info = code ? await fetchGameInfo(code, true) : null;
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
            onRefusal={onRefusal}
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
      <RealityCheckDialog
        status={reality}
        onContinue={() => {
          setReality(null);
          void answerRealityCheck('continue');
        }}
        onStop={() => {
          setReality(null);
          void answerRealityCheck('stop').then(() => navigate(paths.home));
        }}
      />
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
