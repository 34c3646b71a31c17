import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { type Column, DataTable, Pager } from '../ui/data-table.tsx';
import { ErrorNotice, Loading } from '../ui/page.tsx';
import { Tabs } from '../ui/tabs.tsx';
import { ExportCsv } from './export-csv.tsx';
import type { PagedList } from './use-paged-list.ts';

/**
 * One server-paged list: its error (or `error`, e.g. a failed action on a row, first), a `status`
 * line, then loading, the table with its empty line, and the pager. `pagerAlways` keeps the pager
 * when the list failed to load.
 */
export function PagedTable<T extends RowData>(props: {
  paged: PagedList<{ list: T[]; total: number }>;
  columns: Column<T>[];
  rowId: (row: T) => string;
  empty?: ReactNode;
  rowClass?: (row: T) => string | undefined;
  error?: unknown;
  status?: ReactNode;
  pagerAlways?: boolean;
  /** Downloads the list's current filter as CSV: shows the "Exportar CSV" button. */
  csv?: () => Promise<unknown>;
}) {
  const { list, page, size, setPage } = props.paged;
  return (
    <>
      {props.csv && <ExportCsv download={props.csv} />}
      <ErrorNotice error={props.error ?? list.error} />
      {props.status}
      {list.isPending ? (
        <Loading />
      ) : (
        <>
          <DataTable
            columns={props.columns}
            data={list.data?.list ?? []}
            rowId={props.rowId}
            rowClass={props.rowClass}
            empty={props.empty}
          />
          {(list.data || props.pagerAlways) && (
            <Pager page={page} size={size} total={list.data?.total ?? 0} onPage={setPage} />
          )}
        </>
      )}
    </>
  );
}

/** A paged list under tabs that filter it (`role="tab"`; choosing one goes back to page 1). */
export function TabbedTable<F extends string, T extends RowData>(
  props: Omit<Parameters<typeof PagedTable<T>>[0], 'paged'> & {
    paged: PagedList<{ list: T[]; total: number }> & { filter: F; setFilter: (filter: F) => void };
    tabs: readonly F[];
    tabLabel: (tab: F) => string;
  },
) {
  const { tabs, tabLabel, ...table } = props;
  return (
    <>
      <Tabs
        values={tabs}
        value={props.paged.filter}
        onChange={(tab) => props.paged.setFilter(tab)}
        label={tabLabel}
      />
      <PagedTable {...table} />
    </>
  );
}
