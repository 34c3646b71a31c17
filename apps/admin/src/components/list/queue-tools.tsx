import type { BulkDecisionResult } from '@jl/core/contracts/list-query.ts';
import { BulkDecisions } from './bulk-decisions.tsx';
import { type ListFilter, ListFilters } from './list-filters.tsx';

/**
 * Above a decision queue: its filters and sort, and — for staff who may decide, on the rows still
 * waiting — the bulk approve/reject of the chosen rows.
 */
export function QueueTools(props: {
  filters: ListFilter;
  onFilters: (next: ListFilter) => void;
  sorts: readonly string[];
  bulk?: {
    selected: string[];
    decide: (action: 'approve' | 'reject', ids: string[], reason?: string) => Promise<BulkDecisionResult>;
    onDone: () => void;
  };
}) {
  return (
    <>
      <ListFilters value={props.filters} onChange={props.onFilters} sorts={props.sorts} amount vip />
      {props.bulk && <BulkDecisions {...props.bulk} />}
    </>
  );
}
