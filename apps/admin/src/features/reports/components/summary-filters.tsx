import { REPORT_GROUPS, type ReportGroup } from '@jl/core/contracts/reports.ts';
import { t } from '../../../lib/i18n.ts';
import type { SummaryFilter } from '../api/reports-api.ts';

/** The report's period (São Paulo days, both inclusive) and its grouping; the server validates both. */
export function SummaryFilters(props: { filter: SummaryFilter; onChange: (next: SummaryFilter) => void }) {
  const { filter, onChange } = props;
  return (
    <div className="row report-filters">
      <label className="field">
        <span>{t('backoffice.reports.from')}</span>
        <input
          className="input"
          type="date"
          value={filter.from}
          onChange={(e) => e.target.value && onChange({ ...filter, from: e.target.value })}
        />
      </label>
      <label className="field">
        <span>{t('backoffice.reports.to')}</span>
        <input
          className="input"
          type="date"
          value={filter.to}
          onChange={(e) => e.target.value && onChange({ ...filter, to: e.target.value })}
        />
      </label>
      <label className="field">
        <span>{t('backoffice.reports.group')}</span>
        <select
          className="input"
          value={filter.group}
          onChange={(e) => onChange({ ...filter, group: e.target.value as ReportGroup })}
        >
          {REPORT_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`backoffice.reports.groups.${g}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
