import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A server-paged list with a filter (a tab, a search): the query is `[key, filter, page]`, so that
 * invalidating `[key]` refreshes it; changing the filter goes back to page 1 (unless `keepPage`).
 */
export function usePagedList<F, T>(
  key: string,
  initial: F,
  fetch: (filter: F, page: number, size: number) => Promise<T>,
  options: { size?: number; enabled?: (filter: F) => boolean } = {},
) {
  const size = options.size ?? 20;
  const [filter, setFilterState] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [key, filter, page],
    queryFn: () => fetch(filter, page, size),
    placeholderData: keepPreviousData,
    enabled: options.enabled ? options.enabled(filter) : true,
  });
  const setFilter = (next: F, options?: { keepPage?: boolean }) => {
    setFilterState(next);
    if (!options?.keepPage) setPage(1);
  };
  return { filter, setFilter, page, setPage, size, list };
}

export type PagedList<T> = {
  page: number;
  setPage: (page: number) => void;
  size: number;
  list: { isPending: boolean; error: unknown; data?: T };
};
