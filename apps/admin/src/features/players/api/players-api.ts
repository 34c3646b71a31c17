import {
  adminPlayerActionResult,
  adminPlayerDetail,
  adminPlayerLimits,
  adminPlayerNotes,
  adminPlayers,
  adminPlayerTeam,
} from '@jl/core/contracts/admin-players.ts';
import { api, post } from '../../../lib/api.ts';

/** The search: words (id, phone, CPF or name) and whether only closed accounts are listed. */
export type PlayerSearch = { q: string; closed: boolean };
/** What staff can do to a player's access, each with a reason. */
export type PlayerAction = 'end-sessions' | 'lock' | 'unlock';

export const fetchPlayers = ({ q, closed }: PlayerSearch, page: number, size: number) =>
  api('/admin/players', adminPlayers, {
    query: { ...(q ? { q } : {}), ...(closed ? { status: 'closed' } : {}), page, size },
  });

export const fetchPlayer = (id: string) => api(`/admin/players/${id}`, adminPlayerDetail);

export const playerAction = (id: string, action: PlayerAction, reason: string) =>
  post(`/admin/players/${id}/${action}`, adminPlayerActionResult, { reason });

export const fetchPlayerTeam = (id: string, page: number) =>
  api(`/admin/players/${id}/team`, adminPlayerTeam, { query: { page, size: 20 } });

export const fetchPlayerLimits = (id: string) => api(`/admin/players/${id}/limits`, adminPlayerLimits);

export const fetchPlayerNotes = (id: string) => api(`/admin/players/${id}/notes`, adminPlayerNotes);

export const addPlayerNote = (id: string, text: string) =>
  post(`/admin/players/${id}/notes`, adminPlayerNotes, { text });
