import { adminGamesRtp } from '@jl/core/contracts/admin-games.ts';
import { adminGameFlagResult, adminGamesStatus, gameStatus } from '@jl/core/contracts/index.ts';
import { api, post } from '../../../lib/api.ts';

export const fetchRtp = () => api('/admin/games/rtp', adminGamesRtp);

/** The all-games status, or one platform's or game's maintenance flag (with the bets still open). */
export type GameSwitch =
  | { kind: 'status'; to: 0 | 1 }
  | { kind: 'game' | 'platform'; code: string; to: boolean; openBets: number };

export const fetchGames = () => api('/admin/games', adminGamesStatus);
export type GamesStatus = Awaited<ReturnType<typeof fetchGames>>;

export const switchGames = (s: GameSwitch, reason: string): Promise<unknown> =>
  s.kind === 'status'
    ? post('/admin/games/status', gameStatus, { status: s.to, reason })
    : post(
        s.kind === 'game'
          ? `/admin/games/${s.code}/maintenance`
          : `/admin/games/platforms/${s.code}/maintenance`,
        adminGameFlagResult,
        { maintenance: s.to, reason },
      );

/** Whether the switch stops play (all games off, or maintenance on). */
export const stopsPlay = (s: GameSwitch) => (s.kind === 'status' ? s.to === 1 : s.to);
