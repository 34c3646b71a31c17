import { useQueryClient } from '@tanstack/react-query';
import { useSelection } from './bulk-decisions.tsx';
import type { ListFilter } from './list-filters.tsx';
import { useFilteredList } from './use-filtered-list.ts';

type Fetch<S, T> = (status: S, page: number, size: number, filters: ListFilter) => Promise<T>;

/**
 * A decision queue (withdrawals, adjustments): its tabbed, filtered list (`key`, first tab `initial`)
 * and the rows chosen for a bulk decision; a change of filters clears the choice, `done` clears it and
 * refetches the queue and `refresh`.
 */
export function useQueue<S, T>(key: string, initial: NoInfer<S>, fetch: Fetch<S, T>, refresh: string[] = []) {
  const client = useQueryClient();
  const selection = useSelection();
  const paged = useFilteredList(key, initial, fetch, { onFilters: selection.clear });
  return {
    paged,
    selection,
    done: () => {
      selection.clear();
      for (const k of [key, ...refresh]) void client.invalidateQueries({ queryKey: [k] });
    },
  };
}
