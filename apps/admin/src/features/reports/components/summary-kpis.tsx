import type { ReportSummary } from '@jl/core/contracts/reports.ts';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/** The figures a filing needs, above the chart: the period's GGR, NGR, tax base and tax. */
export function SummaryKpis(props: { report: ReportSummary }) {
  const { totals, tax_rate } = props.report;
  const cards = [
    { label: t('backoffice.reports.col.ggr'), value: money(totals.ggr) },
    { label: t('backoffice.reports.col.ngr'), value: money(totals.ngr) },
    { label: t('backoffice.reports.col.tax_base'), value: money(totals.tax_base ?? '0.00') },
    {
      label: `${t('backoffice.reports.col.tax')} (${tax_rate.replace('.', ',')}%)`,
      value: money(totals.tax ?? '0.00'),
    },
  ];
  return (
    <div className="grid kpis report-kpis">
      {cards.map((c) => (
        <div key={c.label} className="card kpi">
          <span className="label">{c.label}</span>
          <span className="value">{c.value}</span>
        </div>
      ))}
    </div>
  );
}
