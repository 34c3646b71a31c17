import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';

export type GameScreenProps = {
  /** The game's name once its session is loaded. */
  title: string | null;
  onBack: () => void;
  /** The game, once its session is ready; null while loading or on an error. */
  game: ReactNode | null;
  /** Why the session could not be loaded; null while it loads. */
  error: string | null;
};

/** A game's webview page: the header with its back button, and the game, the loading or the error. */
export function GameScreen({ title, onBack, game, error }: GameScreenProps) {
  const { t } = useTranslation(['games', 'common']);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={title ?? (error !== null ? t('common:pages.gameList') : t('client.loading'))}
        onBack={onBack}
        backLabel={t('common:actions.back')}
      />
      <div className="jl-page">
        {game ? (
          game
        ) : error !== null ? (
          <EmptyState
            tone="error"
            icon="info"
            title={t('client.loadError')}
            body={error}
            action={<Button onClick={() => navigate(paths.gameList)}>{t('client.allGames')}</Button>}
          />
        ) : (
          <PageLoading label={t('client.loading')} />
        )}
      </div>
    </>
  );
}
