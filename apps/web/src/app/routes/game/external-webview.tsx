import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
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

type Load = { kind: 'ready'; session: ExternalSession } | { kind: 'error'; message: string };

/**
 * The webview for a game of an external platform (docs/API.md "External game platforms"): the platform's
 * page, framed. Leaving a transfer game brings the balance back first, with a "moving your balance back"
 * state; if the platform cannot answer, the player may leave anyway (the next lobby visit brings it back).
 */
export function ExternalWebview({ route }: PageProps) {
  const { t } = useTranslation(['games', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const back = useBack(route.back);
  const session = params.get('session') ?? '';
  const gameId = params.get('gid') ?? '';
  const [confirmExit, setConfirmExit] = useState(false);
  const [returning, setReturning] = useState<{ state: 'moving' | 'done' | 'failed'; amount: string } | null>(
    null,
  );

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
  const ready = load.data?.kind === 'ready' ? load.data.session : null;
  const transfer = ready?.game.wallet === 'transfer';

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

  const leave = () => {
    setConfirmExit(false);
    if (transfer) void bringBack();
    else back();
  };

  return (
    <>
      <PageHeader
        title={ready ? ready.game.name : t('client.loading')}
        onBack={() => (ready ? setConfirmExit(true) : back())}
        backLabel={t('common:actions.back')}
      />
      <div className="jl-page">
        {ready ? (
          <ExternalFrame session={ready} />
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
