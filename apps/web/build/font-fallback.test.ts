import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FALLBACK_FAMILIES, fontFallbackCss } from './font-fallback.ts';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

describe('the fallback faces drawn until the web font arrives', () => {
  it('are the generator’s output, Capsize’s numbers (regenerate the file when this fails)', () => {
    expect(read('../src/styles/font-fallback.css')).toBe(fontFallbackCss());
  });

  it('scale the phone’s font to the web font’s width and give it its line metrics', () => {
    const css = fontFallbackCss();
    for (const family of FALLBACK_FAMILIES) expect(css).toContain(`font-family: ${family};`);
    // Plus Jakarta Sans is wider than Arial and Roboto: their fallbacks are scaled up, not down.
    for (const [, percent] of css.matchAll(/size-adjust: ([\d.]+)%/g))
      expect(Number(percent)).toBeGreaterThan(100);
    expect(css.match(/ascent-override/g)).toHaveLength(FALLBACK_FAMILIES.length);
  });

  it('come right after the web font in the app’s font stack, and alone before it is asked for', () => {
    const theme = read('../src/styles/theme.css');
    const families = (name: string) =>
      (new RegExp(`${name}:\\s*([^;]+);`).exec(theme)?.[1] ?? '').split(',').map((family) => family.trim());
    expect(families('--font')).toEqual(['"Plus Jakarta Sans Variable"', 'var(--font-fallback)']);
    expect(families('--font-fallback').slice(0, FALLBACK_FAMILIES.length)).toEqual(FALLBACK_FAMILIES);
    // A page the app paints is drawn in the fallback faces until its first paint is on screen.
    expect(read('../src/styles/base.css')).toMatch(
      /html\[data-font-later\] \{\s*--font: var\(--font-fallback\);/,
    );
  });
});
