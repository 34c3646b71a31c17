import type { AdminJob, JobResultView } from '@jl/core/contracts/jobs.ts';
import { formatBrazilianDay, formatDateTime } from '@jl/core/dates.ts';
import { whenColumn } from '../../../components/ui/columns.ts';
import type { Column } from '../../../components/ui/data-table.tsx';
import { count, when } from '../../../lib/format.ts';
import { label, t } from '../../../lib/i18n.ts';

/** The schedule in the staff member's language, from the two forms the server sends (contracts/jobs.ts). */
export function scheduleLabel(schedule: string): string {
  const every = /^every (\d+) s$/.exec(schedule);
  if (every) return t('backoffice.jobs.every', { n: every[1] ?? '' });
  const cron = /^cron (.+) \(America\/Sao_Paulo\)$/.exec(schedule);
  return cron ? t('backoffice.jobs.cron', { cron: cron[1] ?? '' }) : schedule;
}

/** A day (`2026-03-10`) as dd/mm/aaaa, an instant in São Paulo time; anything else as sent. */
function detailText(detail: string | undefined): string {
  if (!detail) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(detail)) return formatBrazilianDay(detail);
  return /^\d{4}-\d{2}-\d{2}T/.test(detail) ? formatDateTime(detail) : detail;
}

/**
 * What the last period did, in the staff member's language (`backoffice.jobs.results.<key>` with its
 * counts); a summary from before they were structured (`text`) is shown as it was written.
 */
export function resultLabel(result: JobResultView): string {
  const detail = detailText(result.detail);
  if (result.key === 'text') return detail;
  const counts = Object.fromEntries(Object.entries(result.counts).map(([k, v]) => [k, count(v)]));
  const key = `backoffice.jobs.results.${result.key}`;
  const text = t(key, { ...counts, detail });
  // A job newer than this catalog: its key and counts as sent, never the raw catalog path.
  return text === key ? `${result.key} ${JSON.stringify(result.counts)}` : text;
}

export const jobColumns = (): Column<AdminJob>[] => [
  {
    id: 'job',
    header: t('backoffice.jobs.job'),
    cell: ({ row }) => (
      <div>
        <div className="mono">{row.original.name}</div>
        {/* The server describes its jobs in English; the catalog has each known one in every language. */}
        <div className="muted">
          {label(`backoffice.jobs.descriptions.${row.original.name}`, row.original.description)}
        </div>
      </div>
    ),
  },
  {
    accessorKey: 'schedule',
    header: t('backoffice.jobs.schedule'),
    cell: ({ row }) => <span>{scheduleLabel(row.original.schedule)}</span>,
  },
  {
    id: 'last',
    header: t('backoffice.jobs.last'),
    cell: ({ row }) => (
      <div>
        <div>{when(row.original.last_finished_at)}</div>
        {row.original.last_result && (
          <div className="muted note">{resultLabel(row.original.last_result)}</div>
        )}
      </div>
    ),
  },
  whenColumn('next', t('backoffice.jobs.next'), (r) => r.next_run_at),
  {
    id: 'health',
    header: t('backoffice.col.status'),
    cell: ({ row }) => {
      const j = row.original;
      if (j.failures > 0) {
        return (
          <div>
            <span className="badge bad">
              {j.failures === 1
                ? t('backoffice.jobs.failuresOne')
                : t('backoffice.jobs.failuresMany', { n: j.failures })}
            </span>
            <div className="muted mono">{j.last_error ?? ''}</div>
            {j.retry_at && (
              <div className="muted">{t('backoffice.jobs.retry', { at: when(j.retry_at) })}</div>
            )}
          </div>
        );
      }
      if (j.overdue)
        return <span className="badge bad">{t('backoffice.jobs.late', { n: j.lag_seconds })}</span>;
      if (j.lag_seconds > 0)
        return <span className="badge warn">{t('backoffice.jobs.late', { n: j.lag_seconds })}</span>;
      return <span className="badge ok">{t('backoffice.jobs.onTime')}</span>;
    },
  },
  { accessorKey: 'total_failures', header: t('backoffice.jobs.totalFailures'), meta: { numeric: true } },
];
