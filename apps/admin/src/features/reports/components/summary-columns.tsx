import type { ReportGroup, ReportSummaryRow } from '@jl/core/contracts/reports.ts';
import { moneyColumn, numericColumn } from '../../../components/ui/columns.ts';
import type { Column } from '../../../components/ui/data-table.tsx';
import { dateOf, money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/** A row of the table: a report row, or the totals (`key` "total"). */
export type SummaryRow = Omit<ReportSummaryRow, 'key'> & { key: string | null };

/** A São Paulo calendar day "2026-03-09" as "09/03/2026". */
const calendarDay = (day: string) => dateOf(new Date(`${day}T12:00:00-03:00`));

/** The words of a row's key: a São Paulo day or week's Monday, a month, a game, or "not game money". */
export function keyLabel(group: ReportGroup, key: string | null): string {
  if (key === 'total') return t('backoffice.reports.total');
  if (key === null) return t('backoffice.reports.notGame');
  if (group === 'day') return calendarDay(key);
  if (group === 'week') return t('backoffice.reports.weekOf', { day: calendarDay(key) });
  if (group === 'month') return `${key.slice(5, 7)}/${key.slice(0, 4)}`;
  if (group === 'provider' && key === 'house') return t('backoffice.reports.house');
  return key;
}

const FIGURES = [
  'bets',
  'wins',
  'ggr',
  'bonuses',
  'commissions',
  'adjustment_credits',
  'adjustment_debits',
  'ngr',
  'deposits',
  'withdrawals',
] as const;

export const summaryColumns = (group: ReportGroup): Column<SummaryRow>[] => [
  {
    id: 'key',
    header: t(`backoffice.reports.keys.${group}`),
    cell: ({ row }) => keyLabel(group, row.original.key),
  },
  ...FIGURES.map((f) => moneyColumn<SummaryRow>(f, t(`backoffice.reports.col.${f}`), (r) => r[f])),
  numericColumn<SummaryRow>('tax_base', t('backoffice.reports.col.tax_base'), (r) =>
    r.tax_base === null ? '—' : money(r.tax_base),
  ),
  numericColumn<SummaryRow>('tax', t('backoffice.reports.col.tax'), (r) =>
    r.tax === null ? '—' : money(r.tax),
  ),
];
