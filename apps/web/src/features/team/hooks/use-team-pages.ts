import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useReachBottom } from '../../../hooks/use-reach-bottom.ts';

type Page<T> = { list: T[]; total: number; page: number; size: number };

/**
 * A team list that loads its next page 50 px before the end of the page (docs/SPECIFICATION.md §2 reach-bottom),
 * newest first; `first` is the first page (its totals describe the whole list).
 */
export function useTeamPages<T, P extends Page<T>>(
  queryKey: QueryKey,
  fetchPage: (page: number) => Promise<P | null>,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }) => {
      const page = await fetchPage(pageParam);
      if (!page) throw new Error('not loaded');
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
  useReachBottom(() => void query.fetchNextPage(), {
    enabled: Boolean(query.hasNextPage) && !query.isFetchingNextPage && !query.isError,
  });
  const items: T[] = query.data?.pages.flatMap((p) => p.list) ?? [];
  return { query, items, first: query.data?.pages[0] ?? null };
}
