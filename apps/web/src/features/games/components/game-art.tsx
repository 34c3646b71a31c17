import { useId } from 'react';
import { symbolShape } from './symbol-art.tsx';

/**
 * Lobby artwork for each game, drawn in code: a themed backdrop with the game's signature symbols.
 * Every game has its own look; a game without a theme gets a neutral one.
 */

type Theme = {
  from: string;
  to: string;
  glow: string;
  symbols: [string, string, string];
  pattern: 'rays' | 'dots' | 'leaves';
};

export const GAME_THEMES: Record<string, Theme> = {
  'fruit-trio': {
    from: '#7a0a18',
    to: '#ff7a1a',
    glow: '#ffd44d',
    symbols: ['cherry', 'seven', 'lemon'],
    pattern: 'rays',
  },
  'samba-spins': {
    from: '#3b0a6b',
    to: '#e0348b',
    glow: '#3ee07a',
    symbols: ['feather', 'mask', 'maraca'],
    pattern: 'dots',
  },
  'jungle-ways': {
    from: '#06301c',
    to: '#5fae2e',
    glow: '#f2a52b',
    symbols: ['toucan', 'jaguar', 'frog'],
    pattern: 'leaves',
  },
};

const SANDBOX_DICE: Theme = {
  from: '#150a2b',
  to: '#5d3aa8',
  glow: '#ffcf4a',
  symbols: ['seven', 'bar', 'seven'],
  pattern: 'dots',
};

// The sandbox aggregator's platforms and games (development and tests).
Object.assign(GAME_THEMES, {
  'sbx-dice': SANDBOX_DICE,
  'sbx-ob-dice': { ...SANDBOX_DICE, from: '#0a1f3b', to: '#2f6fd6' },
  'sbx-tw-dice': { ...SANDBOX_DICE, from: '#2b0a1f', to: '#c23b7a' },
  'sbx-slot': {
    from: '#2b1405',
    to: '#d9731f',
    glow: '#ffe18f',
    symbols: ['cherry', 'bell', 'seven'],
    pattern: 'rays',
  },
  'sbx-seamless': SANDBOX_DICE,
  'sbx-ob': { ...SANDBOX_DICE, from: '#0a1f3b', to: '#2f6fd6' },
  'sbx-transfer': { ...SANDBOX_DICE, from: '#2b0a1f', to: '#c23b7a' },
} satisfies Record<string, Theme>);

const FALLBACK: Theme = {
  from: '#0c1d19',
  to: '#2f5a4d',
  glow: '#f4c542',
  symbols: ['wild', 'bar', 'bell'],
  pattern: 'rays',
};

export function themeOf(code: string): Theme {
  return GAME_THEMES[code] ?? FALLBACK;
}

const RAYS = Array.from({ length: 12 }, (_, i) => i * 30);
const DOTS = Array.from({ length: 40 }, (_, i) => ({
  id: `dot-${i}`,
  cx: (i % 8) * 22 + (Math.floor(i / 8) % 2) * 11,
  cy: Math.floor(i / 8) * 22 + 6,
  r: i % 3 === 0 ? 4 : 2.5,
}));

function Pattern({ kind, color }: { kind: Theme['pattern']; color: string }) {
  if (kind === 'rays') {
    return (
      <g opacity="0.18">
        {RAYS.map((deg) => (
          <path key={deg} d="M80 70 L70 -40 L90 -40 Z" fill={color} transform={`rotate(${deg} 80 70)`} />
        ))}
      </g>
    );
  }
  if (kind === 'dots') {
    return (
      <g opacity="0.22">
        {DOTS.map((dot) => (
          <circle key={dot.id} cx={dot.cx} cy={dot.cy} r={dot.r} fill={color} />
        ))}
      </g>
    );
  }
  return (
    <g opacity="0.25" fill={color}>
      <path d="M-10 110 C20 60 50 60 60 110 Z" />
      <path d="M110 -10 C140 30 170 20 175 -10 Z" />
      <path d="M120 110 C130 70 160 60 175 80 L175 110 Z" />
      <path d="M-10 0 C10 30 30 40 40 0 Z" />
    </g>
  );
}

export function GameArt({ code, className }: { code: string; className?: string }) {
  const id = useId();
  const theme = themeOf(code);
  const [left, centre, right] = theme.symbols;
  return (
    <svg className={className} viewBox="0 0 160 100" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={theme.from} />
          <stop offset="1" stopColor={theme.to} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.55" r="0.5">
          <stop offset="0" stopColor={theme.glow} stopOpacity="0.55" />
          <stop offset="1" stopColor={theme.glow} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="160" height="100" fill={`url(#${id}-bg)`} />
      <Pattern kind={theme.pattern} color={theme.glow} />
      <ellipse cx="80" cy="56" rx="70" ry="44" fill={`url(#${id}-glow)`} />
      <svg x="10" y="36" width="46" height="46" viewBox="0 0 64 64" overflow="visible">
        <g transform="rotate(-12 32 32)">{symbolShape(left)}</g>
      </svg>
      <svg x="50" y="18" width="62" height="62" viewBox="0 0 64 64" overflow="visible">
        {symbolShape(centre)}
      </svg>
      <svg x="104" y="36" width="46" height="46" viewBox="0 0 64 64" overflow="visible">
        <g transform="rotate(12 32 32)">{symbolShape(right)}</g>
      </svg>
    </svg>
  );
}
