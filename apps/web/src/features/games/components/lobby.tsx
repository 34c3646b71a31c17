import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useReachBottom } from '../../../hooks/use-reach-bottom.ts';
import { useAppState } from '../../../lib/store.ts';
import {
  flatten,
  type GameCategory,
  type GameTile as Tile,
  useCollection,
  useGameList,
  useHistory,
  useToggleCollection,
} from '../api/games-api.ts';
import { useOpenGame } from '../hooks/use-open-game.ts';
import { GameArt } from './game-art.tsx';
import { GameGrid, GameTile, TileSkeleton } from './game-tile.tsx';
import './games.css';

/** The favourites' ids and the toggle, for tiles (visitors get neither). */
function useFavourites() {
  const loggedIn = useAppState((s) => Boolean(s.member?.member_id && s.token));
  const collection = useCollection(loggedIn);
  const toggle = useToggleCollection();
  const ids = useMemo(() => new Set((collection.data?.list ?? []).map((g) => g.game_id)), [collection.data]);
  return {
    loggedIn,
    isCollected: (game: Tile) => ids.has(game.game_id),
    onToggle: loggedIn ? (game: Tile) => toggle.mutate(game.game_id) : undefined,
  };
}

/** Three rows of placeholders: on a phone the links under the grid start below the fold. */
function GridSkeleton() {
  return (
    <GameGrid>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <TileSkeleton key={i} />
      ))}
    </GameGrid>
  );
}

/**
 * A grid of games for a lobby tab or a platform, loading the next page 50 px from the bottom.
 * The Live casino tab lists the live games the server offers (crash), or says honestly that none is open.
 */
export function GameList({
  category,
  plat,
  infinite = false,
}: {
  category?: GameCategory;
  plat?: string;
  infinite?: boolean;
}) {
  const { t } = useTranslation(['games', 'common']);
  const open = useOpenGame();
  const fav = useFavourites();
  const query = useGameList(category, plat);
  // The tiles render in the background, time-sliced, once the list is there: a grid of artwork built
  // at once is one long task on a slow phone (a query's update itself always renders synchronously).
  const data = useDeferredValue(query.data);
  const games = flatten(data);
  useReachBottom(() => void query.fetchNextPage(), {
    enabled: infinite && query.hasNextPage && !query.isFetchingNextPage,
  });

  if (query.isError || (data && data.pages[0] === null)) {
    return (
      <EmptyState
        tone="error"
        icon="wifiOff"
        title={t('lobby.loadError')}
        action={<Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>}
      />
    );
  }
  if (!data) return <GridSkeleton />;
  if (games.length === 0 && category === 'live') {
    return <EmptyState icon="live" title={t('lobby.liveTitle')} body={t('lobby.liveBody')} />;
  }
  if (games.length === 0) {
    return <EmptyState icon="slots" title={t('lobby.empty')} body={t('lobby.emptyBody')} />;
  }
  return (
    <>
      <GameGrid>
        {games.map((game) => (
          <GameTile
            key={game.game_id}
            game={game}
            onOpen={open}
            collected={fav.isCollected(game)}
            onToggleCollect={fav.onToggle}
          />
        ))}
      </GameGrid>
      {infinite ? (
        <p className="jl-list-end" aria-live="polite">
          {query.isFetchingNextPage ? t('common:messages.loading') : query.hasNextPage ? '' : t('lobby.end')}
        </p>
      ) : null}
    </>
  );
}

/** A horizontal shelf of small tiles: the player's favourites or recently played games. */
function Shelf({ title, games, empty }: { title: string; games: Tile[] | undefined; empty: string }) {
  const open = useOpenGame();
  return (
    <section className="jl-shelf" aria-label={title}>
      <h2 className="jl-section-title">{title}</h2>
      {games && games.length > 0 ? (
        <ul className="jl-shelf__row">
          {games.map((game) => (
            <li key={game.game_id}>
              <button type="button" className="jl-shelf__item" onClick={() => void open(game)}>
                <GameArt code={game.code} className="jl-shelf__art" />
                <span className="jl-shelf__name">{game.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="jl-shelf__empty">{games ? empty : '…'}</p>
      )}
    </section>
  );
}

/** Home: the collection and history lists of a logged-in player (docs/SPECIFICATION.md §2). */
export function MemberShelves() {
  const { t } = useTranslation(['games', 'common']);
  const loggedIn = useAppState((s) => Boolean(s.member?.member_id && s.token));
  const collection = useCollection(loggedIn);
  const history = useHistory(loggedIn);
  if (!loggedIn) return null;
  return (
    <div className="jl-shelves">
      <Shelf title={t('lobby.history')} games={history.data?.list} empty={t('lobby.historyEmpty')} />
      <Shelf title={t('lobby.collection')} games={collection.data?.list} empty={t('lobby.collectionEmpty')} />
    </div>
  );
}

export function LobbyLinks() {
  const { t } = useTranslation(['games', 'common']);
  return (
    <p className="jl-lobby-links">
      <Link to={paths.gameList}>{t('lobby.allGames')}</Link>
      <span aria-hidden="true">·</span>
      <Link to={paths.gamePlat}>{t('lobby.platforms')}</Link>
      <span aria-hidden="true">·</span>
      <Link to={paths.gameFairness}>{t('lobby.fairness')}</Link>
    </p>
  );
}
