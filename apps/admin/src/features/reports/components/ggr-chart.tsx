import type { ReportGroup } from '@jl/core/contracts/reports.ts';
import { parseDecimal } from '@jl/core/money/cents.ts';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import { keyLabel, type SummaryRow } from './summary-columns.tsx';

const WIDTH = 960;
const HEIGHT = 220;
const PAD = { top: 12, bottom: 28, left: 8, right: 8 };
const SERIES = [
  { field: 'ggr', className: 'bar-ggr' },
  { field: 'ngr', className: 'bar-ngr' },
] as const;

const reaisOf = (v: string) => Number(parseDecimal(v) ?? 0n) / 100;

/**
 * GGR and NGR of each row as bars around a zero line: an SVG of our own (docs/ARCHITECTURE.md
 * "Back office"), no library. It is an image with a title for screen readers, each bar has its own
 * title (the row and the amount), and the table below carries every figure.
 */
export function GgrChart(props: { group: ReportGroup; rows: SummaryRow[] }) {
  const { rows, group } = props;
  if (rows.length === 0) return null;
  const values = rows.flatMap((r) => SERIES.map((s) => reaisOf(r[s.field])));
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const span = high - low || 1;
  const plot = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((high - v) / span) * plot;
  const slot = (WIDTH - PAD.left - PAD.right) / rows.length;
  const bar = Math.max(2, Math.min(28, (slot - 6) / SERIES.length));
  const labelEvery = Math.ceil(rows.length / 12);
  return (
    <figure className="card report-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="ggr-chart-title">
        <title id="ggr-chart-title">{t('backoffice.reports.chart')}</title>
        <line className="axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} />
        {rows.map((r, i) => {
          const x0 = PAD.left + i * slot + (slot - bar * SERIES.length) / 2;
          const label = keyLabel(group, r.key);
          return (
            <g key={r.key ?? 'none'}>
              {SERIES.map((s, j) => {
                const v = reaisOf(r[s.field]);
                return (
                  <rect
                    key={s.field}
                    className={s.className}
                    x={x0 + j * bar}
                    y={Math.min(y(v), y(0))}
                    width={bar - 1}
                    height={Math.max(1, Math.abs(y(v) - y(0)))}
                  >
                    <title>{`${label} · ${t(`backoffice.reports.col.${s.field}`)}: ${money(r[s.field])}`}</title>
                  </rect>
                );
              })}
              {i % labelEvery === 0 && (
                <text className="tick" x={PAD.left + i * slot + slot / 2} y={HEIGHT - 8} textAnchor="middle">
                  {label.length > 14 ? `${label.slice(0, 13)}…` : label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="legend">
        {SERIES.map((s) => (
          <span key={s.field}>
            <i className={`swatch ${s.className}`} aria-hidden="true" />{' '}
            {t(`backoffice.reports.col.${s.field}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
