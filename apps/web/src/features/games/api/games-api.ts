import type {
  CollectResult,
  FairnessInfo,
  GameCategory,
  GameInfo,
  GamePage,
  GamePlatform,
  GameSession,
  GameTile,
  GameTileAtPage,
  GameTop,
  LaunchResult,
  PlayResult,
  RoundDetail,
  RoundPage,
} from '@jl/core/contracts/games.ts';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiResult, request, requestData } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';

/** The games calls (docs/API.md "Games"); shapes are the server's zod contracts. */

export type {
  FairnessInfo,
  GameCategory,
  GameInfo,
  GamePlatform,
  GameSession,
  GameTile,
  GameTop,
  PlayResult,
  RoundDetail,
};
export type Refusal = { error?: string; field?: string };

export const PAGE_SIZE = 20;
/** The home top-10 tables refresh this often (the server recomputes them every 30 s). */
export const TOP_REFRESH_MS = 30_000;

export const gamesKeys = {
  all: ['games'] as const,
  list: (category: GameCategory | 'all', plat: string) => ['games', 'list', category, plat] as const,
  plat: ['games', 'plat'] as const,
  collection: ['games', 'collection'] as const,
  history: ['games', 'history'] as const,
  top: ['games', 'top'] as const,
  session: (session: string) => ['games', 'session', session] as const,
  info: (code: string) => ['games', 'info', code] as const,
  fairness: ['games', 'fairness'] as const,
  rounds: (game: string) => ['games', 'rounds', game] as const,
  round: (id: string) => ['games', 'round', id] as const,
};

type Paged = { page: number; size: number; total: number };
const nextPage = (last: Paged | null) =>
  last && last.page * last.size < last.total ? last.page + 1 : undefined;

/** A lobby tab or platform, page by page (infinite list, loads 50 px from the bottom). */
export function useGameList(category: GameCategory | undefined, plat = '') {
  return useInfiniteQuery({
    queryKey: gamesKeys.list(category ?? 'all', plat),
    queryFn: ({ pageParam }) =>
      requestData<GamePage>('/game/list', {
        data: { category, plat: plat || undefined, page: pageParam, size: PAGE_SIZE },
        toast: false,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export const flatten = <T>(data: InfiniteData<{ list: T[] } | null> | undefined): T[] =>
  data?.pages.flatMap((p) => p?.list ?? []) ?? [];

export const usePlatforms = () =>
  useQuery({
    queryKey: gamesKeys.plat,
    queryFn: () => requestData<{ list: GamePlatform[] }>('/game/plat', { toast: false }),
  });

export const useCollection = (enabled: boolean) =>
  useQuery({
    queryKey: gamesKeys.collection,
    queryFn: () => requestData<GameTileAtPage>('/game/collection', { data: { size: 50 }, toast: false }),
    enabled,
  });

export const useHistory = (enabled: boolean) =>
  useQuery({
    queryKey: gamesKeys.history,
    queryFn: () => requestData<GameTileAtPage>('/game/history', { data: { size: 20 }, toast: false }),
    enabled,
  });

export const useTop = () =>
  useQuery({
    queryKey: gamesKeys.top,
    queryFn: () => requestData<GameTop>('/game/top', { toast: false }),
    refetchInterval: TOP_REFRESH_MS,
    staleTime: TOP_REFRESH_MS,
  });

export function useToggleCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) =>
      requestData<CollectResult>('/game/collect', { method: 'POST', data: { game_id: gameId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: gamesKeys.collection }),
  });
}

/** Opens a game: the server checks it can be played and signs a 30-minute session. */
export const launchGame = (gameId: string) =>
  requestData<LaunchResult>('/game/launch', { method: 'POST', data: { game_id: gameId }, loading: true });

export const fetchGameSession = (session: string) =>
  request<GameSession | Refusal>('/game/session', { data: { session }, toast: false });

export const useGameInfo = (code: string) =>
  useQuery({
    queryKey: gamesKeys.info(code),
    queryFn: () => requestData<GameInfo>('/game/info', { data: { game: code }, toast: false }),
    enabled: Boolean(code),
  });

/**
 * One round. Refusals (balance, maintenance, cap) are handled by the game client with its own
 * prompts, so this call does not toast; the Idempotency-Key makes a retried tap the same round.
 */
export function playRound(
  game: string,
  bet: string,
  idempotencyKey: string,
): Promise<ApiResult<PlayResult | Refusal>> {
  return request<PlayResult | Refusal>(`/originals/${encodeURIComponent(game)}/play`, {
    method: 'POST',
    data: { bet },
    headers: { 'Idempotency-Key': idempotencyKey },
    toast: false,
  });
}

export const useFairness = () =>
  useQuery({
    queryKey: gamesKeys.fairness,
    queryFn: () => requestData<FairnessInfo>('/game/fairness', { toast: false }),
    staleTime: 0,
  });

export function useSetClientSeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) =>
      requestData<FairnessInfo>('/game/fairness/client-seed', {
        method: 'POST',
        data: { client_seed: clientSeed },
        loading: true,
      }),
    onSuccess: (data) => data && client.setQueryData(gamesKeys.fairness, data),
  });
}

export function useRotateSeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => requestData<FairnessInfo>('/game/fairness/rotate', { method: 'POST', loading: true }),
    onSuccess: (data) => {
      if (data) client.setQueryData(gamesKeys.fairness, data);
      // Rounds of the revealed seed can now be verified.
      void client.invalidateQueries({ queryKey: ['games', 'round'] });
    },
  });
}

export function useRounds(game = '') {
  return useInfiniteQuery({
    queryKey: gamesKeys.rounds(game),
    queryFn: ({ pageParam }) =>
      requestData<RoundPage>('/game/rounds', {
        data: { game: game || undefined, page: pageParam, size: PAGE_SIZE },
        toast: false,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
}

export const useRound = (roundId: string) =>
  useQuery({
    queryKey: gamesKeys.round(roundId),
    queryFn: () =>
      request<RoundDetail | Refusal>('/game/round', { data: { round_id: roundId }, toast: false }),
    enabled: /^\d+$/.test(roundId),
    staleTime: 0,
  });

/** A fresh Idempotency-Key for one tap of "spin". */
export const newPlayKey = (): string => newIdempotencyKey('spin-');
