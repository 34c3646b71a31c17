import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isLoggedIn, openLogin } from '../../../lib/session.ts';
import { type GameTile, gamesKeys, launchGame } from '../api/games-api.ts';

/** The game client's address for a game (it launches itself when opened without a session). */
export const webviewPath = (code: string) => `${paths.gameWebview}?game=${encodeURIComponent(code)}`;

/**
 * Opening a game from a tile: a visitor is asked to log in (and lands in the game afterwards); a
 * player launches it (the server refuses a game under maintenance, with its message) and goes to the
 * in-app game client with the signed session.
 */
export function useOpenGame() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useCallback(
    async (game: Pick<GameTile, 'game_id' | 'code'> & { kind?: GameTile['kind'] }) => {
      // Live games are shared rounds on their own screen: anyone may watch, betting asks for a session.
      if (game.kind === 'crash' || game.kind === 'roulette') {
        navigate(game.kind === 'crash' ? paths.liveCrash : paths.liveRoulette);
        return;
      }
      if (!isLoggedIn()) {
        openLogin(webviewPath(game.code));
        return;
      }
      const launched = await launchGame(game.game_id);
      if (!launched) return;
      void client.invalidateQueries({ queryKey: gamesKeys.history });
      navigate(launched.url);
    },
    [navigate, client],
  );
}
