import type { RowData } from '@tanstack/react-table';
import { type Column, DataTable } from '../ui/data-table.tsx';
import { ErrorNotice, Loading } from '../ui/page.tsx';

/** One unpaged list (the server answers it whole): its error, loading, then the table. */
export function QueryTable<T extends RowData>(props: {
  query: { isPending: boolean; error: unknown; data?: { list: T[] } };
  columns: Column<T>[];
  rowId: (row: T) => string;
}) {
  return (
    <>
      <ErrorNotice error={props.query.error} />
      {props.query.isPending ? (
        <Loading />
      ) : (
        <DataTable columns={props.columns} data={props.query.data?.list ?? []} rowId={props.rowId} />
      )}
    </>
  );
}
