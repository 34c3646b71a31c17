import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dateOf, shortDay } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

export type Series = { label: string; color: string; values: number[] };

/**
 * A small uPlot line chart over São Paulo days. uPlot draws on canvas and is ~50 KB (see
 * docs/ARCHITECTURE.md "Back office"); this wrapper owns its lifecycle and width.
 */
export function LineChart(props: {
  days: string[];
  series: Series[];
  format: (v: number) => string;
  title: string;
  /** Counts: ticks only on whole numbers. */
  integer?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { days, series, format, title, integer } = props;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d}T12:00:00-03:00`) / 1000);
    const axis = { stroke: '#b3c6be', grid: { stroke: '#23443a', width: 1 }, ticks: { stroke: '#23443a' } };
    const plot = new uPlot(
      {
        width: el.clientWidth || 400,
        height: 200,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'America/Sao_Paulo'),
        legend: { show: true },
        scales: { x: { time: true } },
        axes: [
          {
            ...axis,
            values: (_u, ticks) => ticks.map((tick) => shortDay(new Date(tick * 1000))),
          },
          {
            ...axis,
            size: 90,
            values: (_u, ticks) => ticks.map(format),
            ...(integer
              ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 100_000] }
              : {}),
          },
        ],
        series: [
          {
            // Series change with the language, so the effect re-runs and this label follows.
            label: t('backoffice.dashboard.day'),
            value: (_u, v) => (v == null ? '—' : dateOf(new Date(v * 1000))),
          },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            value: (_u: uPlot, v: number | null) => (v == null ? '—' : format(v)),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 200 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, format, integer]);
  return (
    <section className="card">
      <h2>{title}</h2>
      <div className="chart" ref={box} />
    </section>
  );
}
