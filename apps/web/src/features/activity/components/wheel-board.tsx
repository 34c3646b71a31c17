import type { WheelInfo } from '@jl/core/contracts/activity.ts';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import { money } from '../format.ts';

const COLORS = ['#d8971c', '#b3261e', '#f4c542', '#8f1d17', '#ffe18f', '#c2410c', '#7c2d12', '#3b82f6'];

/** Start angle and sweep of each segment, drawn to scale: a segment's slice is its probability. */
export function slicesOf(odds: WheelInfo['odds']): { start: number; sweep: number }[] {
  let start = 0;
  return odds.segments.map((s) => {
    const sweep = (s.weight / odds.total_weight) * 360;
    const slice = { start, sweep };
    start += sweep;
    return slice;
  });
}

/** The rotation (degrees, clockwise) that brings segment `index`'s middle under the top pointer. */
export function landingRotation(odds: WheelInfo['odds'], index: number, turns: number, from: number): number {
  const slice = slicesOf(odds)[index];
  if (!slice) return from;
  const target = 360 - (slice.start + slice.sweep / 2);
  const base = Math.ceil(from / 360) * 360;
  return base + turns * 360 + target;
}

/**
 * Where a slice's label goes: along the radius near the rim, reading outward on the right half and
 * inward on the left, so no label is upside down; its size fits the slice's width there (a thin slice,
 * like the seed's R$ 50 at 3.6°, gets a smaller label rather than none). Null under 2°: too thin to
 * read, the odds table below the wheel names it.
 */
export function labelOf(slice: { start: number; sweep: number }): {
  transform: string;
  anchor: 'start' | 'end';
  fontSize: number;
} | null {
  if (slice.sweep < 2) return null;
  const mid = slice.start + slice.sweep / 2;
  const chord = 2 * 80 * Math.sin((Math.min(slice.sweep, 60) * Math.PI) / 360);
  const fontSize = Math.round(Math.min(9, Math.max(5, chord * 0.9)) * 10) / 10;
  const rightHalf = mid > 0 && mid < 180;
  return rightHalf
    ? { transform: `rotate(${mid} 100 100) rotate(-90 100 12)`, anchor: 'end', fontSize }
    : { transform: `rotate(${mid} 100 100) rotate(90 100 12)`, anchor: 'start', fontSize };
}

function arc(cx: number, cy: number, r: number, start: number, sweep: number): string {
  const rad = (deg: number) => ((deg - 90) * Math.PI) / 180;
  const x1 = cx + r * Math.cos(rad(start));
  const y1 = cy + r * Math.sin(rad(start));
  const x2 = cx + r * Math.cos(rad(start + sweep));
  const y2 = cy + r * Math.sin(rad(start + sweep));
  const large = sweep > 180 ? 1 : 0;
  return `M${cx},${cy} L${x1.toFixed(3)},${y1.toFixed(3)} A${r},${r} 0 ${large} 1 ${x2.toFixed(3)},${y2.toFixed(3)} Z`;
}

/**
 * The wheel, with every slice drawn to the size of its published probability (so the picture never
 * suggests better odds than the table). `rotation` is animated by CSS; the outcome comes from the server.
 */
export function WheelBoard({
  odds,
  rotation,
  spinning,
}: {
  odds: WheelInfo['odds'];
  rotation: number;
  spinning: boolean;
}) {
  const { t } = useTranslation('activity');
  const lang = useAppState((s) => s.lang);
  const slices = slicesOf(odds);
  return (
    <div className="jl-wheel" data-testid="wheel-board">
      <span className="jl-wheel__pointer" aria-hidden="true" />
      {/* The disc turns inside a round window: its turned square must not widen the page. */}
      <div className="jl-wheel__window">
        <svg
          viewBox="0 0 200 200"
          className={`jl-wheel__disc${spinning ? ' is-spinning' : ''}`}
          style={{ transform: `rotate(${rotation}deg)` }}
          role="img"
          aria-label={t('odds.title')}
        >
          {odds.segments.map((segment, i) => {
            const slice = slices[i]!;
            const label = labelOf(slice);
            // The amount without the currency sign, written along the radius.
            const text = segment.kind === 'cash' ? money(segment.amount, lang).replace(/^\D+/, '') : '◆';
            return (
              <g key={segment.index}>
                <path
                  d={arc(100, 100, 96, slice.start, slice.sweep)}
                  fill={COLORS[i % COLORS.length]}
                  stroke="#1f1502"
                  strokeWidth="0.8"
                />
                {label ? (
                  <text
                    x="100"
                    y="12"
                    transform={label.transform}
                    textAnchor={label.anchor}
                    dominantBaseline="central"
                    style={{ fontSize: label.fontSize }}
                    className="jl-wheel__label"
                  >
                    {text}
                  </text>
                ) : null}
              </g>
            );
          })}
          <circle cx="100" cy="100" r="20" fill="#1f1502" stroke="#f4c542" strokeWidth="3" />
        </svg>
      </div>
    </div>
  );
}
