import { GAME_CATEGORIES, type GameCategory } from '@jl/core/contracts/games-choices.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePlatforms } from '../../../features/games/api/games-api.ts';
import { GameList } from '../../../features/games/components/lobby.tsx';
import { useReturnFromPlatforms } from '../../../features/games/hooks/use-return-from-platforms.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

const isCategory = (value: string | null): value is GameCategory =>
  value !== null && (GAME_CATEGORIES as readonly string[]).includes(value);

/**
 * Game list (docs/SPECIFICATION.md §2 `game/list?plat=&category=`): one platform and/or lobby tab, loading more
 * 50 px from the bottom. Public; opening a game asks a visitor to log in.
 */
export default function GameListPage({ route }: PageProps) {
  const { t } = useTranslation(['games', 'common']);
  const [params, setParams] = useSearchParams();
  const plat = params.get('plat') ?? '';
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : undefined;
  const platforms = usePlatforms();
  useReturnFromPlatforms();
  const platName = platforms.data?.list.find((p) => p.code === plat)?.name;

  const choose = (next: GameCategory | undefined) => {
    const query = new URLSearchParams(params);
    if (next) query.set('category', next);
    else query.delete('category');
    setParams(query, { replace: true });
  };

  return (
    <PageFrame route={route}>
      <div className="jl-page-pad">
        {platName ? <h2 className="jl-section-title">{platName}</h2> : null}
        <fieldset className="jl-chips">
          <legend className="visually-hidden">{t('lobby.filter')}</legend>
          {[undefined, ...GAME_CATEGORIES].map((key) => (
            <button
              key={key ?? 'all'}
              type="button"
              className={`jl-chip${key === category ? ' is-selected' : ''}`}
              aria-pressed={key === category}
              onClick={() => choose(key)}
            >
              {key ? t(`common:home.tabs.${key}`) : t('lobby.all')}
            </button>
          ))}
        </fieldset>
        <div style={{ marginTop: 14 }}>
          <GameList key={`${plat}:${category ?? ''}`} category={category} plat={plat} infinite />
        </div>
      </div>
    </PageFrame>
  );
}
