import { QueryClient } from '@tanstack/react-query';

/**
 * The api client already reports failures to the player (toasts), so queries do not retry on their
 * own and do not refetch on every focus; pull-to-refresh and explicit invalidation refresh data.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
