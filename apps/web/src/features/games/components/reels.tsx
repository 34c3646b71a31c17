import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SymbolArt } from './symbol-art.tsx';
import './reels.css';

export type ReelState = 'idle' | 'spinning' | 'landing';

export type ReelsProps = {
  code: string;
  reels: number;
  rows: number;
  /** `window[reel][row]` currently shown (the last result, or the game's opening window). */
  window: readonly (readonly string[])[];
  state: readonly ReelState[];
  /** Every symbol of the game, for the blurred strip of a spinning reel. */
  symbols: readonly string[];
  /** Winning cells as "reel:row". */
  highlight: ReadonlySet<string>;
  /** Winning line paths (one row per reel) drawn over the reels. */
  paths: readonly (readonly number[])[];
  /** Reels shown as all wilds (expanded or held). */
  wildReels: readonly number[];
  wild: string | null;
  reducedMotion: boolean;
};

/**
 * The reels. A spinning reel scrolls a blurred strip (CSS transform); a stopping reel drops its
 * final symbols in with a short bounce. With prefers-reduced-motion the strip is replaced by a
 * gentle fade and nothing moves. The result always comes from the server (or the verifier): the
 * animation only reveals it.
 */
export function Reels(props: ReelsProps) {
  const { t } = useTranslation(['games', 'common']);
  const { reels, rows, window, state, symbols, highlight, paths, wildReels, wild, reducedMotion } = props;
  const strip = useMemo(() => {
    // A fixed shuffled-looking strip per game, twice so the loop is seamless.
    const base = Array.from({ length: 10 }, (_, i) => symbols[(i * 7 + 3) % symbols.length] ?? '');
    return [...base, ...base];
  }, [symbols]);
  const label = window
    .map(
      (reel, i) =>
        `${t('client.reel', { n: i + 1 })}: ${reel.map((s) => t(`symbols.${s as 'wild'}`, { defaultValue: s })).join(', ')}`,
    )
    .join('; ');

  return (
    <div
      className={`jl-reels jl-reels--${props.code}${reducedMotion ? ' is-still' : ''}`}
      style={{ '--reels': reels, '--rows': rows } as React.CSSProperties}
      role="img"
      aria-label={label}
    >
      {Array.from({ length: reels }, (_, reel) => {
        const reelState = state[reel] ?? 'idle';
        const shown =
          wildReels.includes(reel) && wild ? Array.from({ length: rows }, () => wild) : (window[reel] ?? []);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: reels are positional
          <div key={reel} className={`jl-reel is-${reelState}${wildReels.includes(reel) ? ' is-wild' : ''}`}>
            {reelState === 'spinning' ? (
              <div className="jl-reel__strip" aria-hidden="true">
                {strip.map((id, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a decorative strip
                  <div key={i} className="jl-cell">
                    <SymbolArt id={id} size={44} />
                  </div>
                ))}
              </div>
            ) : (
              <div className="jl-reel__cells">
                {shown.map((id, row) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                    key={row}
                    className={`jl-cell${highlight.has(`${reel}:${row}`) ? ' is-win' : ''}`}
                    style={{ '--row': row } as React.CSSProperties}
                  >
                    <SymbolArt id={id} size={52} />
                  </div>
                ))}
              </div>
            )}
          </div>
        );
      })}
      {paths.length > 0 ? (
        <svg
          className="jl-reels__lines"
          viewBox={`0 0 ${reels * 100} ${rows * 100}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {paths.map((path, i) => (
            <polyline
              // biome-ignore lint/suspicious/noArrayIndexKey: drawn in order
              key={i}
              points={path.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
              className={`jl-line jl-line--${i % 5}`}
            />
          ))}
        </svg>
      ) : null}
    </div>
  );
}
