import { useId } from 'react';
import './logo.css';

/** The Jogo Limpo mark (a gold shield with a check: fair play) and wordmark. */
export function Logo({ withWordmark = true, size = 34 }: { withWordmark?: boolean; size?: number }) {
  const gradient = useId();
  return (
    <span className="jl-logo">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe18f" />
            <stop offset="1" stopColor="#d8971c" />
          </linearGradient>
        </defs>
        <path
          d="M32 4 56 13v17c0 15.5-10.3 26.7-24 31-13.7-4.3-24-15.5-24-31V13z"
          fill={`url(#${gradient})`}
        />
        <path
          d="m21 32 8 8 15-16"
          fill="none"
          stroke="#1f1502"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {withWordmark ? (
        <span className="jl-logo__word">
          Jogo<span>Limpo</span>
        </span>
      ) : null}
    </span>
  );
}
