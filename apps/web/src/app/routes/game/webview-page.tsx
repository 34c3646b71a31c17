import { gamesApi } from '@jl/core/routes/games.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { fetchGameSession, type GameSession, gamesKeys } from '../../../features/games/api/games-api.ts';
import { SlotClient } from '../../../features/games/components/slot-client.tsx';
import { answerRealityCheck, fetchRgStatus, type RgStatus } from '../../../features/rg/api/rg-api.ts';
import { RealityCheckDialog } from '../../../features/rg/components/reality-section.tsx';
import '../../../features/rg/components/rg.css';
import { useBack } from '../../../hooks/use-back.ts';
import { call, errorOf } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n.ts';
import type { PageProps } from '../../routes.ts';
import { ExternalWebview } from './external-webview.tsx';
import { GameScreen } from './game-screen.tsx';

type Load =
  | { kind: 'ready'; session: GameSession }
  | { kind: 'relaunch' }
  | { kind: 'error'; message: string };

/**
 * The originals' session from `/game/launch`; without one (a shared link, a login redirect) or with an
 * expired one, the game is launched again. A game that does not exist or cannot be launched is said on
 * this page, with the way back to the lobby — never a jump to home with a toast.
 */
const originalSessionQuery = (code: string, session: string) =>
  queryOptions({
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

/** A game opened from the lobby: its session (the header names the game) is in the first paint. */
export const firstData = (search: URLSearchParams) =>
  search.get('session') && !search.get('external')
    ? [originalSessionQuery(search.get('game') ?? '', search.get('session') ?? '')]
    : [];

function useOriginalSession(code: string, session: string) {
  const { t } = useTranslation(['games', 'common']);
  const navigate = useNavigate();
  const [relaunchError, setRelaunchError] = useState<string | null>(null);
  const load = useQuery(originalSessionQuery(code, session));

  const relaunch = useCallback(async () => {
    // No code, or the catalogue does not know it: the game does not exist (for this player).
    const info = code ? await call(gamesApi.info, { game: code }, { toast: false }) : null;
    if (info === null || (info && errorOf(info) === 'NOT_FOUND'))
      return setRelaunchError(t('client.unknownGame'));
    if (info === false) return setRelaunchError(t('common:messages.serverError'));
    if (info.code !== 1) return setRelaunchError(info.msg);
    const launched = await call(
      gamesApi.launch,
      { game_id: info.data.game_id },
      { toast: false, loading: true },
    );
    if (launched && launched.code === 1) navigate(launched.data.url, { replace: true });
    else setRelaunchError(launched ? launched.msg : t('common:messages.serverError'));
  }, [code, navigate, t]);

  useEffect(() => {
    if (load.data?.kind === 'relaunch') void relaunch();
  }, [load.data, relaunch]);
  return relaunchError !== null ? ({ kind: 'error', message: relaunchError } as const) : load.data;
}

/** The reality check (responsible gaming): the server refuses the next round when it is due. */
function useRealityCheck() {
  const navigate = useNavigate();
  const [reality, setReality] = useState<RgStatus | null>(null);
  const onRefusal = (error: string | undefined) => {
    if (error !== 'RG_REALITY_CHECK_DUE') return false;
    void fetchRgStatus().then(setReality);
    return true;
  };
  const dialog = (
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
  );
  return { onRefusal, dialog };
}

/**
 * The game webview: our own in-app client for the originals, opened with the signed session of
 * `/game/launch`. Without a session (a shared link, a login redirect) or with an expired one it
 * launches the game again. Leaving asks for confirmation and stops autoplay.
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
  const back = useBack(route.back);
  const data = useOriginalSession(params.get('game') ?? '', params.get('session') ?? '');
  const [confirmExit, setConfirmExit] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stopSignal, setStopSignal] = useState(0);
  const { onRefusal, dialog } = useRealityCheck();
  const ready = data?.kind === 'ready' ? data.session : null;
  const leave = () => {
    setStopSignal((n) => n + 1);
    setConfirmExit(false);
    back();
  };

  return (
    <>
      <GameScreen
        title={ready ? ready.game.name : null}
        onBack={() => (ready ? setConfirmExit(true) : back())}
        error={data?.kind === 'error' ? data.message : null}
        game={
          ready ? (
            <SlotClient
              key={ready.game.code}
              game={ready.game}
              balance={ready.balance}
              onBusyChange={setBusy}
              stopSignal={stopSignal}
              onRefusal={onRefusal}
            />
          ) : null
        }
      />
      {dialog}
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
