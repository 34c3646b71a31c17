import { useState } from 'react';
import type { ListFilter } from './list-filters.tsx';
import { usePagedList } from './use-paged-list.ts';

type Fetch<F, T> = (tab: F, page: number, size: number, filters: ListFilter) => Promise<T>;

/**
 * A server-paged list with a tab (`initial`) and the list filters and sort of `ListFilters` (docs/
 * PRODUCT.md "Back-office lists"): the filters are part of the query and of the CSV export; changing
 * them or the tab goes back to page 1. `onFilters` is what `ListFilters` calls.
 */
export function useFilteredList<F, T>(
  key: string,
  initial: NoInfer<F>,
  fetch: Fetch<F, T>,
  options: { size?: number; onFilters?: () => void } = {},
) {
  const [filters, setFilters] = useState<ListFilter>({});
  const paged = usePagedList<F, T>(key, initial, (tab, page, size) => fetch(tab, page, size, filters), {
    size: options.size,
    extra: filters,
  });
  return {
    ...paged,
    filters,
    onFilters: (next: ListFilter) => {
      setFilters(next);
      options.onFilters?.();
      paged.setPage(1);
    },
  };
}
