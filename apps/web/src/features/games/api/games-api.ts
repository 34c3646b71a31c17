import type {
  ExternalReturnResult,
  ExternalSession,
  FairnessInfo,
  GameCategory,
  GameInfo,
  GamePlatform,
  GameSession,
  GameTile,
  GameTop,
  PlayResult,
  RoundDetail,
} from '@jl/core/contracts/games.ts';
import type { Page } from '@jl/core/envelope.ts';
import { gamesApi } from '@jl/core/routes/games.ts';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';

/** The games calls (docs/API.md "Games"); types come from the route descriptors of `@jl/core`. */

export type {
  ExternalReturnResult,
  ExternalSession,
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

const nextPage = (last: Omit<Page<unknown>, 'list'> | null) =>
  last && last.page * last.size < last.total ? last.page + 1 : undefined;

/** A lobby tab or platform, page by page (infinite list, loads 50 px from the bottom). */
export function useGameList(category: GameCategory | undefined, plat = '') {
  return useInfiniteQuery({
    queryKey: gamesKeys.list(category ?? 'all', plat),
    queryFn: ({ pageParam }) =>
      callData(
        gamesApi.list,
        { category, plat: plat || undefined, page: pageParam, size: PAGE_SIZE },
        { toast: false },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export const flatten = <T>(data: InfiniteData<{ list: T[] } | null> | undefined): T[] =>
  data?.pages.flatMap((p) => p?.list ?? []) ?? [];

export const usePlatforms = () =>
  useQuery({
    queryKey: gamesKeys.plat,
    queryFn: () => callData(gamesApi.platforms, {}, { toast: false }),
  });

export const useCollection = (enabled: boolean) =>
  useQuery({
    queryKey: gamesKeys.collection,
    queryFn: () => callData(gamesApi.collection, { size: 50 }, { toast: false }),
    enabled,
  });

export const useHistory = (enabled: boolean) =>
  useQuery({
    queryKey: gamesKeys.history,
    queryFn: () => callData(gamesApi.history, { size: 20 }, { toast: false }),
    enabled,
  });

export const useTop = () =>
  useQuery({
    queryKey: gamesKeys.top,
    queryFn: () => callData(gamesApi.top, {}, { toast: false }),
    refetchInterval: TOP_REFRESH_MS,
    staleTime: TOP_REFRESH_MS,
  });

export function useToggleCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) => callData(gamesApi.collect, { game_id: gameId }),
    onSuccess: () => client.invalidateQueries({ queryKey: gamesKeys.collection }),
  });
}

/** Opens a game: the server checks it can be played and signs a 30-minute session. */
export const launchGame = (gameId: string) =>
  callData(gamesApi.launch, { game_id: gameId }, { loading: true });

export const fetchGameSession = (session: string) => call(gamesApi.session, { session }, { toast: false });

/** `GET /game/info`: a game with its rules, paytable and exact RTP. */
export const fetchGameInfo = (code: string, toast = false) =>
  callData(gamesApi.info, { game: code }, { toast });

export const useGameInfo = (code: string) =>
  useQuery({
    queryKey: gamesKeys.info(code),
    queryFn: () => fetchGameInfo(code),
    enabled: Boolean(code),
  });

/**
 * One round. Refusals (balance, maintenance, cap) are handled by the game client with its own
 * prompts, so this call does not toast; the Idempotency-Key makes a retried tap the same round.
 */
export const playRound = (game: string, bet: string, key: string) =>
  call(gamesApi.play, { game, bet }, { key, toast: false });

export const useFairness = () =>
  useQuery({
    queryKey: gamesKeys.fairness,
    queryFn: () => callData(gamesApi.fairness, {}, { toast: false }),
    staleTime: 0,
  });

export function useSetClientSeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) =>
      callData(gamesApi.setClientSeed, { client_seed: clientSeed }, { loading: true }),
    onSuccess: (data) => data && client.setQueryData(gamesKeys.fairness, data),
  });
}

export function useRotateSeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callData(gamesApi.rotateSeed, {}, { loading: true }),
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
      callData(
        gamesApi.rounds,
        { game: game || undefined, page: pageParam, size: PAGE_SIZE },
        { toast: false },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
}

/** A round by its id, or by the wallet's reference `<seed id>.<nonce>` (a fund-log row's link). */
export const useRound = (roundId: string, ref = '') =>
  useQuery({
    queryKey: gamesKeys.round(roundId || `ref:${ref}`),
    queryFn: () =>
      call(gamesApi.round, /^\d+$/.test(roundId) ? { round_id: roundId } : { ref }, { toast: false }),
    enabled: /^\d+$/.test(roundId) || /^\d+\.\d+$/.test(ref),
    staleTime: 0,
  });

/** The external game behind a launch session: the platform's page to frame and the balances. */
export const fetchExternalSession = (session: string) =>
  call(gamesApi.externalSession, { session }, { toast: false });

/**
 * Brings money held in transfer platforms back to the wallet: on exit from such a game (one platform,
 * with its refusal shown) and quietly on lobby visits (all platforms).
 */
export const returnFromPlatforms = (platform?: string) =>
  call(gamesApi.externalReturn, platform ? { platform } : {}, { toast: false });
