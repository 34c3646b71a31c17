import { QueryClient } from '@tanstack/react-query';
import { refetchUnlessFirstData } from './first-data.ts';

/**
 * The api client already reports failures to the player (toasts), so queries do not retry on their
 * own and do not refetch on every focus; pull-to-refresh and explicit invalidation refresh data. A page's
 * first data (lib/first-data.ts) is not asked for again by the first render that waited for it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        refetchOnMount: refetchUnlessFirstData,
      },
      mutations: { retry: false },
    },
  });
}
