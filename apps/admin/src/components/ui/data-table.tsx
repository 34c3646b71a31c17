import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { count } from '../../lib/format.ts';
import { t, useLocale } from '../../lib/i18n.ts';

/** No client-side features: the server filters, sorts and pages every list (`manual` throughout). */
const features = tableFeatures({});
export type Column<T extends RowData> = ColumnDef<typeof features, T> & { meta?: { numeric?: boolean } };

/**
 * A table's columns, built again when the language changes (their headers and cells hold catalog
 * words) or when `deps` do — `useMemo` with the language added to the caller's dependencies.
 */
export function useColumns<T extends RowData>(
  build: () => Column<T>[],
  deps: readonly unknown[],
): Column<T>[] {
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `build` is new each render; its inputs are `deps`
  return useMemo(build, [locale, ...deps]);
}

/**
 * A headless TanStack Table rendered with the back office's own markup: the server owns paging, so
 * the table only lays out the current page. `rowClass` marks rows (e.g. the first broken audit row).
 */
export function DataTable<T extends RowData>(props: {
  columns: Column<T>[];
  data: T[];
  empty?: ReactNode;
  rowClass?: (row: T) => string | undefined;
  rowId?: (row: T) => string;
}) {
  const table = useTable({
    features,
    columns: props.columns,
    data: props.data,
    getRowId: props.rowId ? (row: T) => props.rowId!(row) : undefined,
  });
  const rows = table.getRowModel().rows;
  return (
    <div className="table-wrap">
      <table className="data">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  className={(header.column.columnDef as Column<T>).meta?.numeric ? 'num' : undefined}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={props.rowClass?.(row.original)} data-row-id={row.id}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={(cell.column.columnDef as Column<T>).meta?.numeric ? 'num' : undefined}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <div className="empty">{props.empty ?? t('backoffice.common.empty')}</div>}
    </div>
  );
}

export function Pager(props: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  return (
    <div className="pager">
      <span>
        {t('backoffice.common.pageOf', {
          page: count(props.page),
          pages: count(pages),
          total: count(props.total),
        })}
      </span>
      <button
        type="button"
        className="btn small"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t('backoffice.common.previous')}
      </button>
      <button
        type="button"
        className="btn small"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('backoffice.common.next')}
      </button>
    </div>
  );
}
