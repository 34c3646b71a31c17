import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

type Fetch<F, T> = (filter: F, page: number, size: number) => Promise<T>;
type Options<F> = {
  size?: number;
  enabled?: (filter: F) => boolean;
  /** More of the query (a list's sort and ranges): part of the cache key, so a change refetches. */
  extra?: unknown;
};

/**
 * A server-paged list of what `filter` selects (held by the caller, e.g. in the URL): the query is
 * `[key, filter, page]`, so that invalidating `[key]` refreshes it.
 */
export function usePagedQuery<F, T>(key: string, filter: F, fetch: Fetch<F, T>, options: Options<F> = {}) {
  const size = options.size ?? 20;
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: options.extra === undefined ? [key, filter, page] : [key, filter, page, options.extra],
    queryFn: () => fetch(filter, page, size),
    placeholderData: keepPreviousData,
    enabled: options.enabled ? options.enabled(filter) : true,
  });
  return { page, setPage, size, list };
}

/**
 * A server-paged list with a filter of its own (a tab, a search box): changing the filter goes back
 * to page 1 (unless `keepPage`).
 */
export function usePagedList<F, T>(
  key: string,
  initial: NoInfer<F>,
  fetch: Fetch<F, T>,
  options: Options<F> = {},
) {
  const [filter, setFilterState] = useState<F>(initial);
  const paged = usePagedQuery(key, filter, fetch, options);
  const setFilter = (next: F, change?: { keepPage?: boolean }) => {
    setFilterState(next);
    if (!change?.keepPage) paged.setPage(1);
  };
  return { ...paged, filter, setFilter };
}

export type PagedList<T> = {
  page: number;
  setPage: (page: number) => void;
  size: number;
  list: { isPending: boolean; error: unknown; data?: T };
};
