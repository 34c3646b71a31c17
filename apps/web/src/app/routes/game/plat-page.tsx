import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { usePlatforms } from '../../../features/games/api/games-api.ts';
import { GameArt } from '../../../features/games/components/game-art.tsx';
import { useReturnFromPlatforms } from '../../../features/games/hooks/use-return-from-platforms.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';
import './plat-page.css';

/** Game platforms (docs/SPECIFICATION.md §2 `game/plat`): each opens its game list. Public. */
export default function GamePlatPage({ route }: PageProps) {
  const { t } = useTranslation(['games', 'common']);
  const { data, isPending } = usePlatforms();
  useReturnFromPlatforms();
  const list = data?.list ?? [];
  return (
    <PageFrame route={route}>
      {isPending ? (
        <PageLoading label={t('common:messages.loading')} />
      ) : list.length === 0 ? (
        <EmptyState icon="slots" title={t('plat.empty')} />
      ) : (
        <ul className="jl-plat">
          {list.map((plat) => (
            <li key={plat.code}>
              <Link className="jl-plat__item" to={`${paths.gameList}?plat=${encodeURIComponent(plat.code)}`}>
                <GameArt
                  code={plat.code === 'originals' ? 'samba-spins' : plat.code}
                  className="jl-plat__art"
                />
                <span>
                  <span className="jl-plat__name">{plat.name}</span>
                  <span className="jl-plat__sub">
                    {t('plat.games', { count: plat.game_count })}
                    {` · ${t(`plat.${plat.kind}`)}`}
                    {plat.maintenance ? ` · ${t('lobby.maintenance')}` : ''}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
