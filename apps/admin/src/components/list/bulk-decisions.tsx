import type { BulkDecisionResult } from '@jl/core/contracts/list-query.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../lib/i18n.ts';
import { ErrorNotice } from '../ui/page.tsx';

type Decide = (action: 'approve' | 'reject', ids: string[], reason?: string) => Promise<BulkDecisionResult>;

/** A checkbox column's cell and header state: which rows of the page are chosen for a bulk decision. */
export function useSelection() {
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return { selected, toggle, setSelected, clear: () => setSelected([]) };
}

/**
 * Approve or reject the chosen rows (docs/API.md "Bulk decisions"): the server takes each through the
 * single-row path, so its approval rules apply, and answers one result per row, listed here.
 */
export function BulkDecisions(props: { selected: string[]; decide: Decide; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const run = useMutation({
    mutationFn: (action: 'approve' | 'reject') => props.decide(action, props.selected, reason || undefined),
    onSuccess: () => props.onDone(),
  });
  const results = run.data?.results ?? [];
  return (
    <div className="card bulk-decisions">
      <div className="row">
        <strong>{t('backoffice.bulk.selected', { n: props.selected.length })}</strong>
        <button
          className="btn small primary"
          type="button"
          disabled={props.selected.length === 0 || run.isPending}
          onClick={() => run.mutate('approve')}
        >
          {t('backoffice.bulk.approve')}
        </button>
        <input
          className="input bulk-reason"
          placeholder={t('backoffice.bulk.reason')}
          aria-label={t('backoffice.bulk.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <button
          className="btn small danger"
          type="button"
          disabled={props.selected.length === 0 || run.isPending}
          onClick={() => run.mutate('reject')}
        >
          {t('backoffice.bulk.reject')}
        </button>
      </div>
      <ErrorNotice error={run.error} />
      {results.length > 0 && (
        <ul className="bulk-results" aria-label={t('backoffice.bulk.results')}>
          {results.map((r) => (
            <li key={r.id} className={r.ok ? 'ok' : 'bad'}>
              <span className="mono">#{r.id}</span>{' '}
              {r.ok ? t('backoffice.bulk.done', { status: r.status ?? '' }) : r.msg}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The checkbox column of a list that takes bulk decisions (rows that can still be decided only). */
export function selectColumn<T extends { id: string }>(
  selection: ReturnType<typeof useSelection>,
  decidable: (row: T) => boolean,
) {
  return {
    id: 'select',
    // Narrow: the word is for screen readers, the checkboxes say it to the eye.
    header: () => <span className="visually-hidden">{t('backoffice.bulk.select')}</span>,
    cell: ({ row }: { row: { original: T } }) =>
      decidable(row.original) ? (
        <input
          type="checkbox"
          aria-label={t('backoffice.bulk.selectRow', { id: row.original.id })}
          checked={selection.selected.includes(row.original.id)}
          onChange={() => selection.toggle(row.original.id)}
        />
      ) : null,
  };
}
