import { staffLobbyApi, staffReportsApi } from '@jl/core/routes/staff.ts';
import { call } from '../../../lib/api.ts';

export const fetchRtp = () => call(staffReportsApi.rtp);

/** The all-games status, or one platform's or game's maintenance flag (with the bets still open). */
export type GameSwitch =
  | { kind: 'status'; to: 0 | 1 }
  | { kind: 'game' | 'platform'; code: string; to: boolean; openBets: number };

export const fetchGames = () => call(staffLobbyApi.games);
export type GamesStatus = Awaited<ReturnType<typeof fetchGames>>;

export const switchGames = (s: GameSwitch, reason: string): Promise<unknown> =>
  s.kind === 'status'
    ? call(staffLobbyApi.status, { status: s.to, reason })
    : call(s.kind === 'game' ? staffLobbyApi.gameMaintenance : staffLobbyApi.platformMaintenance, {
        code: s.code,
        maintenance: s.to,
        reason,
      });

/** Whether the switch stops play (all games off, or maintenance on). */
export const stopsPlay = (s: GameSwitch) => (s.kind === 'status' ? s.to === 1 : s.to);
