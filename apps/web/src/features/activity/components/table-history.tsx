import type { WheelTables } from '@jl/core/contracts/activity.ts';
import { formatZonedDateTime } from '@jl/core/dates.ts';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import { OddsRows } from './odds-table.tsx';

type Version = WheelTables['history'][number];

/**
 * Every version the wheel's table has had, newest first: its hash (the SHA-256 of its content), when
 * it was in force, its odds and its exact content — so a spin can be checked against the table it names.
 */
export function TableHistory({ tables }: { tables: WheelTables }) {
  const { t } = useTranslation('activity');
  return (
    <section className="jl-act-section" aria-labelledby="tables-title" data-testid="table-history">
      <h2 id="tables-title" className="jl-act-section__title">
        {t('tables.title')}
      </h2>
      <p className="jl-act-note">{t('tables.note')}</p>
      {tables.history.map((v) => (
        <VersionEntry key={`${v.version}-${v.from}`} version={v} inForce={v.until === null} />
      ))}
    </section>
  );
}

function VersionEntry({ version: v, inForce }: { version: Version; inForce: boolean }) {
  const { t } = useTranslation('activity');
  const lang = useAppState((s) => s.lang);
  return (
    <details className="jl-act-version" open={inForce} data-testid="table-version">
      <summary>
        <span className="jl-act-mono">{v.short}</span>{' '}
        {inForce ? <strong>{t('tables.inForce')}</strong> : null}{' '}
        <small>
          {t('tables.from', { from: formatZonedDateTime(v.from, lang) })}
          {v.until ? ` · ${t('tables.until', { until: formatZonedDateTime(v.until, lang) })}` : ''}
        </small>
      </summary>
      <p className="jl-act-mono">{v.version}</p>
      {v.label ? <p className="jl-act-note">{t('tables.was', { label: v.label })}</p> : null}
      <OddsRows odds={v} />
      <p className="jl-act-note jl-act-mono">{t('tables.content', { json: JSON.stringify(v.table) })}</p>
    </details>
  );
}
