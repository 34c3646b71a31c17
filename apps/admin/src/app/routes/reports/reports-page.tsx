import { saoPauloDay } from '@jl/core/dates.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportCsv } from '../../../components/list/export-csv.tsx';
import { DataTable, useColumns } from '../../../components/ui/data-table.tsx';
import { ErrorNotice, Loading, PageHead } from '../../../components/ui/page.tsx';
import {
  exportSummary,
  fetchSummary,
  type SummaryFilter,
} from '../../../features/reports/api/reports-api.ts';
import { GgrChart } from '../../../features/reports/components/ggr-chart.tsx';
import { type SummaryRow, summaryColumns } from '../../../features/reports/components/summary-columns.tsx';
import { SummaryFilters } from '../../../features/reports/components/summary-filters.tsx';
import { SummaryKpis } from '../../../features/reports/components/summary-kpis.tsx';
import { t } from '../../../lib/i18n.ts';

/** This São Paulo month so far. */
function thisMonth(): SummaryFilter {
  const today = saoPauloDay(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today, group: 'day' };
}

/**
 * The summary report (finance, owner): the period's money by day, week, month, game, provider or
 * platform, with totals, the GGR tax base and the tax at the operator's rate (docs/OPERATIONS.md
 * "Reports for filing"), a chart of GGR and NGR, and the same rows as CSV.
 */
export function ReportsPage() {
  const [filter, setFilter] = useState<SummaryFilter>(thisMonth);
  const query = useQuery({
    queryKey: ['report-summary', filter],
    queryFn: () => fetchSummary(filter),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns(() => summaryColumns(filter.group), [filter.group]);
  const data = query.data;
  const rows: SummaryRow[] = data ? [...data.list, { key: 'total', ...data.totals }] : [];
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.reports')} lead={t('backoffice.reports.lead')} />
      <SummaryFilters filter={filter} onChange={setFilter} />
      <ExportCsv download={() => exportSummary(filter)} />
      <ErrorNotice error={query.error} />
      {query.isPending && !query.error && <Loading />}
      {data && (
        <>
          <SummaryKpis report={data} />
          <GgrChart group={data.group} rows={data.list} />
          {/* The scroll container, reachable by keyboard when the 13 columns are wider than the screen. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard */}
          <section className="report-table" tabIndex={0} aria-label={t('backoffice.shell.nav.reports')}>
            <DataTable
              columns={columns}
              data={rows}
              rowId={(r) => r.key ?? 'none'}
              rowClass={(r) => (r.key === 'total' ? 'totals' : undefined)}
            />
          </section>
          <p className="muted">
            {t('backoffice.reports.taxNote', { rate: data.tax_rate.replace('.', ',') })}
          </p>
        </>
      )}
    </>
  );
}
