import type { ReactNode } from 'react';

/**
 * Reel symbols drawn in code (64 × 64 SVG, no images, no third-party art). Ids are the symbol ids of
 * @jl/games; an unknown id falls back to its initial so a new symbol never breaks the reels.
 */

function card(letter: string, fill: string, rim: string): ReactNode {
  return (
    <>
      <rect x="10" y="6" width="44" height="52" rx="9" fill={rim} opacity="0.28" />
      <text
        x="32"
        y="44"
        textAnchor="middle"
        fontSize={letter.length > 1 ? 28 : 34}
        fontWeight="900"
        fontFamily="Georgia, 'Times New Roman', serif"
        fill={fill}
        stroke="#140c02"
        strokeWidth="1.5"
        paintOrder="stroke"
      >
        {letter}
      </text>
    </>
  );
}

const SUN_RAYS = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  const at = (r: number) => `${(32 + Math.cos(a) * r).toFixed(2)} ${(32 + Math.sin(a) * r).toFixed(2)}`;
  return { d: `M${at(18)}L${at(28)}` };
});

const SYMBOLS: Record<string, ReactNode> = {
  wild: (
    <>
      <path
        d="M32 4l7.6 15.4 17 2.5-12.3 12 2.9 16.9L32 42.8l-15.2 8 2.9-16.9-12.3-12 17-2.5z"
        fill="#ffd44d"
        stroke="#8a5a00"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <text
        x="32"
        y="37"
        textAnchor="middle"
        fontSize="13"
        fontWeight="900"
        fill="#5a2d00"
        fontFamily="system-ui, sans-serif"
      >
        WILD
      </text>
    </>
  ),
  seven: (
    <path
      d="M14 12h36l-17 42h-11l14-32H14z"
      fill="#ff3b4e"
      stroke="#7a0010"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  bar: (
    <>
      <rect x="6" y="20" width="52" height="24" rx="5" fill="#1d1d2b" stroke="#f4c542" strokeWidth="3" />
      <text
        x="32"
        y="39"
        textAnchor="middle"
        fontSize="17"
        fontWeight="900"
        fill="#f4c542"
        fontFamily="system-ui, sans-serif"
      >
        BAR
      </text>
    </>
  ),
  bell: (
    <>
      <path
        d="M32 8c-11 0-16 9-16 20v12l-5 7h42l-5-7V28c0-11-5-20-16-20z"
        fill="#ffc83d"
        stroke="#8a5a00"
        strokeWidth="2.5"
      />
      <circle cx="32" cy="52" r="5" fill="#c98a00" />
      <path d="M24 22c1-5 4-8 8-8" stroke="#fff3c4" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  melon: (
    <>
      <path d="M6 24a26 26 0 0 0 52 0z" fill="#2faa4a" />
      <path d="M10 24a22 22 0 0 0 44 0z" fill="#ff5a6b" />
      {[18, 27, 37, 46].map((x) => (
        <ellipse key={x} cx={x} cy={33 + (x % 2)} rx="1.8" ry="3" fill="#2a1010" />
      ))}
    </>
  ),
  orange: (
    <>
      <circle cx="32" cy="35" r="21" fill="#ff9a1f" stroke="#a84e00" strokeWidth="2.5" />
      <path d="M32 14c2-5 7-7 12-6-2 5-6 7-12 6z" fill="#3fae4a" />
      <circle cx="25" cy="28" r="4" fill="#ffd39a" opacity="0.7" />
    </>
  ),
  lemon: (
    <>
      <ellipse cx="32" cy="33" rx="23" ry="17" fill="#ffe14d" stroke="#a88a00" strokeWidth="2.5" />
      <path d="M9 33l-4-2M55 33l4-2" stroke="#a88a00" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="25" cy="27" rx="6" ry="3" fill="#fff6b8" opacity="0.8" />
    </>
  ),
  cherry: (
    <>
      <path
        d="M21 40c2-14 8-24 19-30M43 42c-1-12-1-22-3-32"
        stroke="#3d7a1f"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="20" cy="44" r="11" fill="#e0122f" stroke="#6e0010" strokeWidth="2" />
      <circle cx="43" cy="46" r="11" fill="#e0122f" stroke="#6e0010" strokeWidth="2" />
      <circle cx="16" cy="40" r="3" fill="#ff9aa8" />
      <circle cx="39" cy="42" r="3" fill="#ff9aa8" />
    </>
  ),
  scatter: (
    <>
      <circle cx="32" cy="32" r="14" fill="#ffcf33" stroke="#b26b00" strokeWidth="2.5" />
      {SUN_RAYS.map((ray) => (
        <path key={ray.d} d={ray.d} stroke="#ff8a00" strokeWidth="4" strokeLinecap="round" />
      ))}
      <circle cx="32" cy="32" r="6" fill="#ff6a00" />
    </>
  ),
  mask: (
    <>
      <path
        d="M6 26c8-8 18-8 26-2 8-6 18-6 26 2-2 14-12 20-26 14C18 46 8 40 6 26z"
        fill="#c837d8"
        stroke="#4d0a5a"
        strokeWidth="2.5"
      />
      <ellipse cx="20" cy="29" rx="6" ry="4" fill="#1a0420" />
      <ellipse cx="44" cy="29" rx="6" ry="4" fill="#1a0420" />
      <path
        d="M8 24C4 14 8 8 14 6M56 24c4-10 0-16-6-18"
        stroke="#ffd23f"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="32" cy="22" r="3" fill="#3ee07a" />
    </>
  ),
  drum: (
    <>
      <ellipse cx="32" cy="20" rx="22" ry="8" fill="#fff1d6" stroke="#7a3d00" strokeWidth="2.5" />
      <path d="M10 20v22c0 4 10 9 22 9s22-5 22-9V20" fill="#1f9d55" stroke="#0d4a27" strokeWidth="2.5" />
      <path d="M10 28l11 20M22 28l10 22M32 28l11 21M44 28l10 17" stroke="#ffd23f" strokeWidth="2.5" />
      <path d="M44 6l-6 12M52 8l-9 11" stroke="#7a3d00" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  feather: (
    <>
      <path
        d="M48 6C26 10 14 26 16 50l4 4c18-4 30-20 28-48z"
        fill="#16c2b3"
        stroke="#075e57"
        strokeWidth="2.5"
      />
      <path d="M46 10L18 56" stroke="#075e57" strokeWidth="2.5" />
      <path
        d="M40 18l-10-2M36 26l-12-2M32 34l-12-1M38 22l8 2M34 30l9 2"
        stroke="#aef5ec"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
  maraca: (
    <>
      <path d="M36 38l14 18" stroke="#7a3d00" strokeWidth="6" strokeLinecap="round" />
      <ellipse
        cx="26"
        cy="24"
        rx="16"
        ry="18"
        transform="rotate(-35 26 24)"
        fill="#ff5a3c"
        stroke="#7a1500"
        strokeWidth="2.5"
      />
      <path d="M14 22c6-8 14-10 22-4" stroke="#ffd23f" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="24" cy="30" r="2.5" fill="#ffd23f" />
      <circle cx="32" cy="22" r="2.5" fill="#3ee07a" />
    </>
  ),
  jaguar: (
    <>
      <path d="M14 14l8 8M50 14l-8 8" stroke="#8a5a00" strokeWidth="6" strokeLinecap="round" />
      <ellipse cx="32" cy="34" rx="22" ry="20" fill="#f2a52b" stroke="#6e3b00" strokeWidth="2.5" />
      {[
        [20, 26],
        [44, 26],
        [16, 38],
        [48, 38],
        [26, 46],
        [38, 46],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="3" fill="#3a1f00" />
      ))}
      <ellipse cx="25" cy="32" rx="3" ry="4" fill="#1c3d00" />
      <ellipse cx="39" cy="32" rx="3" ry="4" fill="#1c3d00" />
      <path d="M28 40h8l-4 4z" fill="#3a1f00" />
    </>
  ),
  toucan: (
    <>
      <circle cx="24" cy="34" r="16" fill="#1b1b1b" />
      <ellipse cx="22" cy="38" rx="8" ry="9" fill="#fff8e6" />
      <path d="M34 26c10-4 20-2 26 4-8 6-18 8-26 4z" fill="#ff8a00" stroke="#8a3d00" strokeWidth="2" />
      <path d="M34 30h24" stroke="#8a3d00" strokeWidth="1.5" />
      <circle cx="28" cy="26" r="3.5" fill="#4fd0ff" />
      <circle cx="28" cy="26" r="1.5" fill="#000" />
    </>
  ),
  frog: (
    <>
      <ellipse cx="32" cy="40" rx="24" ry="16" fill="#3bd15a" stroke="#0f5a22" strokeWidth="2.5" />
      <circle cx="20" cy="24" r="9" fill="#3bd15a" stroke="#0f5a22" strokeWidth="2.5" />
      <circle cx="44" cy="24" r="9" fill="#3bd15a" stroke="#0f5a22" strokeWidth="2.5" />
      <circle cx="20" cy="24" r="4" fill="#ff2d55" />
      <circle cx="44" cy="24" r="4" fill="#ff2d55" />
      <path d="M20 44c8 5 16 5 24 0" stroke="#0f5a22" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </>
  ),
  orchid: (
    <>
      {[0, 72, 144, 216, 288].map((deg) => (
        <ellipse
          key={deg}
          cx="32"
          cy="18"
          rx="8"
          ry="14"
          transform={`rotate(${deg} 32 32)`}
          fill="#e879f9"
          stroke="#86198f"
          strokeWidth="2"
        />
      ))}
      <circle cx="32" cy="32" r="7" fill="#fde047" stroke="#a16207" strokeWidth="2" />
    </>
  ),
  ace: card('A', '#ff6b6b', '#ff6b6b'),
  king: card('K', '#60a5fa', '#60a5fa'),
  queen: card('Q', '#c084fc', '#c084fc'),
  jack: card('J', '#4ade80', '#4ade80'),
  ten: card('10', '#fbbf24', '#fbbf24'),
};

/** The drawing of a symbol in a 64 × 64 box, to place inside another SVG. */
export function symbolShape(id: string): ReactNode {
  return SYMBOLS[id] ?? card(id.slice(0, 1).toUpperCase(), '#f2f6f4', '#8ea69c');
}

export function SymbolArt({ id, size = 48, title }: { id: string; size?: number; title?: string }) {
  const art = symbolShape(id);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title ? <title>{title}</title> : null}
      {art}
    </svg>
  );
}
