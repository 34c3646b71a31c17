import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { money, when } from '../../lib/format.ts';
import type { Column } from './data-table.tsx';

/** A right-aligned column (amounts, counts, rates): `render` shows one row's value. */
export const numericColumn = <T extends RowData>(
  id: string,
  header: string,
  render: (row: T) => ReactNode,
): Column<T> => ({ id, header, meta: { numeric: true }, cell: ({ row }) => render(row.original) });

/** A right-aligned column of amounts in reais (the wire form "1234.56" in, "R$ 1.234,56" out). */
export const moneyColumn = <T extends RowData>(id: string, header: string, value: (row: T) => string) =>
  numericColumn<T>(id, header, (row) => money(value(row)));

/** A column of dates and times on São Paulo's clock. */
export const whenColumn = <T extends RowData>(
  id: string,
  header: string,
  value: (row: T) => Parameters<typeof when>[0],
): Column<T> => ({ id, header, cell: ({ row }) => when(value(row.original)) });
