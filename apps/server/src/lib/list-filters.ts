import { parseDecimal, sortOf } from '@jl/core';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/**
 * The server side of the staff lists' filters and sorts (docs/API.md "Sorting and filtering lists";
 * the query schemas in `@jl/core` have already refused anything unknown): conditions over the list's
 * own columns, São Paulo days like every report, amounts in centavos.
 */
export type ListFilter = { from?: string; to?: string; min?: string; max?: string; vip?: number };
export type FilterColumns = { at?: SQL | AnyColumn; amount?: SQL | AnyColumn; vip?: SQL | AnyColumn };

/** The conditions of the filters the list has columns for (`and(...)` them with its own). */
export function listConditions(columns: FilterColumns, f: ListFilter): SQL[] {
  const out: SQL[] = [];
  const { at, amount, vip } = columns;
  if (at && f.from) out.push(sql`${at} >= (${f.from}::date::timestamp at time zone 'America/Sao_Paulo')`);
  if (at && f.to) out.push(sql`${at} < ((${f.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`);
  if (amount && f.min) out.push(sql`${amount} >= ${parseDecimal(f.min) ?? 0n}`);
  if (amount && f.max) out.push(sql`${amount} <= ${parseDecimal(f.max) ?? 0n}`);
  if (vip && f.vip !== undefined) out.push(sql`${vip} = ${f.vip}`);
  return out;
}

/** `order by` for `sort` (a column name, `-` first for descending), then `tiebreak` the same way. */
export function listOrder<C extends string>(
  sort: C | `-${C}` | undefined,
  fallback: C | `-${C}`,
  columns: Record<C, SQL | AnyColumn>,
  tiebreak: SQL | AnyColumn,
): SQL[] {
  const { column, desc: down } = sortOf<C>(sort, fallback);
  const by = down ? desc : asc;
  return [by(columns[column]), by(tiebreak)];
}
