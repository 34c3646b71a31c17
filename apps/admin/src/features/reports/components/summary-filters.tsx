import { REPORT_GROUPS, type ReportGroup } from '@jl/core/contracts/reports.ts';
import { DayField, wholeDay } from '../../../components/form/day-input.tsx';
import { t } from '../../../lib/i18n.ts';
import type { SummaryFilter } from '../api/reports-api.ts';

/** The report's period (São Paulo days, both inclusive) and its grouping; the server validates both. */
export function SummaryFilters(props: { filter: SummaryFilter; onChange: (next: SummaryFilter) => void }) {
  const { filter, onChange } = props;
  return (
    <div className="row report-filters">
      <DayField
        label={t('backoffice.reports.from')}
        value={filter.from}
        onChange={(day) => wholeDay(day) && onChange({ ...filter, from: day })}
      />
      <DayField
        label={t('backoffice.reports.to')}
        value={filter.to}
        onChange={(day) => wholeDay(day) && onChange({ ...filter, to: day })}
      />
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
