import { randomInt } from 'node:crypto';

/**
 * Draws a numeric picture code as an SVG: each digit is a hand-drawn stroke font (no <text>, so the
 * answer is not in the markup), jittered, rotated, scaled and shifted on its own, over noise lines and
 * dots. It slows scripted guessing; the lockout after ten failures is what stops it.
 */

/** Digits as polylines on a 10×16 grid. */
const GLYPHS: Record<string, number[][][]> = {
  '0': [
    [
      [2, 1],
      [8, 1],
      [9, 4],
      [9, 12],
      [8, 15],
      [2, 15],
      [1, 12],
      [1, 4],
      [2, 1],
    ],
  ],
  '1': [
    [
      [3, 4],
      [6, 1],
      [6, 15],
    ],
    [
      [3, 15],
      [9, 15],
    ],
  ],
  '2': [
    [
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [9, 6],
      [1, 15],
      [9, 15],
    ],
  ],
  '3': [
    [
      [1, 2],
      [4, 1],
      [8, 2],
      [8, 6],
      [4, 8],
      [8, 10],
      [9, 14],
      [5, 15],
      [1, 14],
    ],
  ],
  '4': [
    [
      [7, 15],
      [7, 1],
      [1, 11],
      [9, 11],
    ],
  ],
  '5': [
    [
      [9, 1],
      [2, 1],
      [1, 7],
      [6, 6],
      [9, 9],
      [9, 13],
      [6, 15],
      [1, 14],
    ],
  ],
  '6': [
    [
      [8, 1],
      [4, 2],
      [1, 8],
      [1, 13],
      [4, 15],
      [8, 14],
      [9, 10],
      [6, 8],
      [1, 10],
    ],
  ],
  '7': [
    [
      [1, 1],
      [9, 1],
      [4, 15],
    ],
    [
      [3, 8],
      [8, 8],
    ],
  ],
  '8': [
    [
      [5, 8],
      [2, 6],
      [2, 2],
      [5, 1],
      [8, 2],
      [8, 6],
      [5, 8],
      [1, 11],
      [2, 15],
      [8, 15],
      [9, 11],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 6],
      [5, 8],
      [1, 6],
      [2, 2],
      [5, 1],
      [8, 2],
      [9, 6],
      [8, 11],
      [5, 15],
      [2, 14],
    ],
  ],
};

const WIDTH = 120;
const HEIGHT = 40;

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fixed = (n: number) => n.toFixed(1);
const colour = () => `hsl(${randomInt(0, 360)},${randomInt(45, 75)}%,${randomInt(25, 45)}%)`;

function glyph(digit: string, index: number, count: number): string {
  const cell = WIDTH / count;
  const scale = rand(1.5, 1.85);
  const x = index * cell + rand(2, cell - 10 * scale);
  const y = rand(1, HEIGHT - 16 * scale);
  const rotate = rand(-22, 22);
  const skew = rand(-12, 12);
  const paths = (GLYPHS[digit] ?? []).map((stroke) => {
    const points = stroke.map(
      ([px, py]) => `${fixed(px! + rand(-0.6, 0.6))},${fixed(py! + rand(-0.6, 0.6))}`,
    );
    return `<polyline points="${points.join(' ')}"/>`;
  });
  const transform = `translate(${fixed(x)} ${fixed(y)}) rotate(${fixed(rotate)} ${fixed(5 * scale)} ${fixed(8 * scale)}) skewX(${fixed(skew)}) scale(${fixed(scale)})`;
  return `<g transform="${transform}" stroke="${colour()}" stroke-width="${fixed(rand(1.1, 1.6))}" fill="none" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`;
}

function noise(): string {
  const lines = Array.from({ length: 5 }, () => {
    const d = `M${fixed(rand(0, 20))} ${fixed(rand(0, HEIGHT))} Q${fixed(rand(30, 90))} ${fixed(rand(-10, HEIGHT + 10))} ${fixed(rand(100, WIDTH))} ${fixed(rand(0, HEIGHT))}`;
    return `<path d="${d}" stroke="${colour()}" stroke-width="${fixed(rand(0.6, 1.4))}" fill="none" opacity="0.7"/>`;
  });
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${fixed(rand(0, WIDTH))}" cy="${fixed(rand(0, HEIGHT))}" r="${fixed(rand(0.4, 1.2))}" fill="${colour()}"/>`,
  );
  return lines.join('') + dots.join('');
}

/** A data URL (`data:image/svg+xml;base64,…`) showing `code`'s digits. */
export function renderCaptcha(code: string): string {
  const digits = [...code].map((d, i) => glyph(d, i, code.length));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${noise()}${digits.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
