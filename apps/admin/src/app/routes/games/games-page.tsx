import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReasonAction } from '../../../components/decision/use-reason-action.ts';
import { ErrorNotice, Loading, PageHead } from '../../../components/ui/page.tsx';
import { fetchGames, switchGames } from '../../../features/games/api/games-api.ts';
import { GamesTable, PlatformsTable } from '../../../features/games/components/games-tables.tsx';
import { SwitchDialog } from '../../../features/games/components/switch-dialog.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * Games (owner): the all-games status players' apps read from `/game/checkGameStatus`, and the
 * maintenance flag of each platform and game. A switch asks for a reason; the server audits it in
 * the same transaction. Originals never have a round in flight (one transaction each); external
 * seamless bets still open are shown, because their provider settles or refunds them afterwards.
 */
export function GamesPage() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['games-admin'], queryFn: fetchGames });
  const act = useReasonAction(
    switchGames,
    () => void client.invalidateQueries({ queryKey: ['games-admin'] }),
  );
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorNotice error={query.error} />;
  const { status, platforms, games } = query.data;
  return (
    <>
      <PageHead
        title={t('backoffice.games.title')}
        lead={t('backoffice.games.lead')}
        actions={
          <button
            type="button"
            className={`btn ${status === 0 ? 'danger' : 'primary'}`}
            onClick={() => act.open({ kind: 'status', to: status === 0 ? 1 : 0 })}
          >
            {status === 0 ? t('backoffice.games.allOff') : t('backoffice.games.allOn')}
          </button>
        }
      />
      <div className={`notice ${status === 0 ? 'ok' : 'error'}`} role="status" style={{ marginBottom: 16 }}>
        {status === 0 ? t('backoffice.games.statusOpen') : t('backoffice.games.statusMaintenance')}
      </div>
      <h2>{t('backoffice.games.platforms')}</h2>
      <PlatformsTable platforms={platforms} onSwitch={act.open} />
      <h2>{t('backoffice.games.games')}</h2>
      <GamesTable games={games} onSwitch={act.open} />
      {act.subject && <SwitchDialog change={act.subject} {...act.dialog} />}
    </>
  );
}
