import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSelection } from './bulk-decisions.tsx';
import type { ListFilter } from './list-filters.tsx';

/**
 * The state of a decision queue's tools: its filters (a change goes back to page 1 through `onPage`)
 * and the rows chosen for a bulk decision; `done` clears the choice and refetches `refresh`.
 */
export function useQueueTools(refresh: string[], onPage: (page: number) => void) {
  const client = useQueryClient();
  const [filters, setFilters] = useState<ListFilter>({});
  const selection = useSelection();
  return {
    filters,
    selection,
    onFilters: (next: ListFilter) => {
      setFilters(next);
      selection.clear();
      onPage(1);
    },
    done: () => {
      selection.clear();
      for (const key of refresh) void client.invalidateQueries({ queryKey: [key] });
    },
  };
}
