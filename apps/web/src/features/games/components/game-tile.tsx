import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameTile as Tile } from '../api/games-api.ts';
import { percent } from '../format.ts';
import { GameArt } from './game-art.tsx';
import './games.css';

export type GameTileProps = {
  game: Tile;
  onOpen: (game: Tile) => void;
  /** Shows the favourite toggle (logged-in players). */
  collected?: boolean;
  onToggleCollect?: (game: Tile) => void;
};

/**
 * A lobby tile: the game's artwork, its name and its exact RTP (RTP on every tile: docs/COMPLIANCE.md "What
 * `br-regulated` adds").
 */
export function GameTile({ game, onOpen, collected, onToggleCollect }: GameTileProps) {
  const { t } = useTranslation(['games', 'common']);
  const rtp = t('lobby.rtp', { value: percent(game.rtp) });
  const volatility = t('lobby.volatility', { level: t(`volatility.${game.volatility as 'low'}`) });
  return (
    <div className={`jl-tile${game.maintenance ? ' is-maintenance' : ''}`}>
      {/* Named by what it shows, the game's name first (the RTP and maintenance badges are placed
          over the artwork by CSS): "Trio de Frutas RTP 96,4975% Volatilidade: baixa". */}
      <button type="button" className="jl-tile__open" onClick={() => onOpen(game)}>
        <GameArt code={game.code} className="jl-tile__art" />
        <span className="jl-tile__name">{game.name}</span>
        <span className="jl-tile__rtp">{rtp}</span>
        {game.maintenance ? <span className="jl-tile__badge">{t('lobby.maintenance')}</span> : null}
        <span className="jl-tile__meta">{volatility}</span>
      </button>
      {onToggleCollect ? (
        <button
          type="button"
          className={`jl-tile__fav${collected ? ' is-on' : ''}`}
          aria-pressed={Boolean(collected)}
          aria-label={collected ? t('lobby.uncollect') : t('lobby.collect')}
          onClick={() => onToggleCollect(game)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.6 3.7 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.5 0 5.7 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
              fill={collected ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

/**
 * A tile's placeholder in a tile's exact box (the artwork, a line of name, a line of details), so that
 * the grid does not move when the games arrive (home's prerendered first paint shows these).
 */
export function TileSkeleton() {
  return (
    <div className="jl-tile" aria-hidden="true">
      <span className="jl-tile__open">
        <span className="jl-tile__art jl-skeleton" />
        <span className="jl-tile__name">{'\u00a0'}</span>
        <span className="jl-tile__meta">{'\u00a0'}</span>
      </span>
    </div>
  );
}

export function GameGrid({ children }: { children: ReactNode }) {
  return <div className="jl-grid">{children}</div>;
}
