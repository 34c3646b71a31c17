import type { RouteInput } from '@jl/core/routes/route.ts';
import { staffPlayersApi, staffRgApi, staffTeamApi } from '@jl/core/routes/staff.ts';
import type { ListFilter } from '../../../components/list/list-filters.tsx';
import { call } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download.ts';

/**
 * The search: words (id, phone, CPF or name), whether only closed accounts are listed, and the
 * registration days, VIP level and sort of `ListFilters`.
 */
export type PlayerSearch = { q: string; closed: boolean; list?: ListFilter };
/** What staff can do to a player's access, each with a reason. */
export type PlayerAction = 'end-sessions' | 'lock' | 'unlock';

const ACTIONS = {
  'end-sessions': staffPlayersApi.endSessions,
  lock: staffPlayersApi.lock,
  unlock: staffPlayersApi.unlock,
} as const;

type SearchQuery = RouteInput<typeof staffPlayersApi.search>;

const playersQuery = ({ q, closed, list }: PlayerSearch, page: number, size: number) => ({
  ...(list as SearchQuery),
  ...(q ? { q } : {}),
  ...(closed ? { status: 'closed' as const } : {}),
  page,
  size,
});

export const fetchPlayers = (search: PlayerSearch, page: number, size: number) =>
  call(staffPlayersApi.search, playersQuery(search, page, size));

/** The same rows as CSV (docs/API.md "CSV export"). */
export const exportPlayers = (search: PlayerSearch, page: number, size: number) =>
  downloadCsv(staffPlayersApi.search, playersQuery(search, page, size));

export const fetchPlayer = (id: string) => call(staffPlayersApi.player, { id });

export const playerAction = (id: string, action: PlayerAction, reason: string) =>
  call(ACTIONS[action], { id, reason });

export const fetchPlayerTeam = (id: string, page: number) =>
  call(staffTeamApi.playerTeam, { id, page, size: 20 });

export const fetchPlayerLimits = (id: string) => call(staffRgApi.limits, { id });

export const fetchPlayerNotes = (id: string) => call(staffPlayersApi.notes, { id });

export const addPlayerNote = (id: string, text: string) => call(staffPlayersApi.addNote, { id, text });

/** Lifetime totals and risk flags of one player or a page of them (one request, whatever the page's size). */
export const fetchGlance = (ids: readonly string[]) => call(staffPlayersApi.glance, { ids: ids.join(',') });
