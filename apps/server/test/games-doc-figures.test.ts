import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_WHEEL_TABLE, diamondReachProbability, reachProbability } from '@jl/games';
import { describe, expect, it } from 'vitest';

/**
 * The chances docs/GAMES.md publishes for the red-envelope wheel are recomputed from the code, each to
 * the digits the document shows, so the two cannot drift apart (it once said 93.99 % where the exact
 * 93.9953… % rounds to 94.00 %).
 */
const GAMES = readFileSync(fileURLToPath(new URL('../../../docs/GAMES.md', import.meta.url)), 'utf8');
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** "97.85 %", "0", "2.5·10⁻⁸ %", "10⁻⁸ %" → the value in percent and the half-unit of its last digit. */
function published(cell: string): { value: number; halfUnit: number } {
  if (cell === '0') return { value: 0, halfUnit: 0 };
  const plain = /^(\d+(?:\.(\d+))?) %$/.exec(cell);
  if (plain) return { value: Number(plain[1]), halfUnit: 0.5 * 10 ** -(plain[2]?.length ?? 0) };
  const sci = /^(?:(\d+(?:\.(\d+))?)·)?10⁻([⁰¹²³⁴⁵⁶⁷⁸⁹]+) %$/.exec(cell);
  if (!sci) throw new Error(`unreadable figure: ${cell}`);
  const exponent = -Number([...sci[3]!].map((c) => SUPERSCRIPT.indexOf(c)).join(''));
  return {
    value: Number(sci[1] ?? 1) * 10 ** exponent,
    halfUnit: 0.5 * 10 ** (exponent - (sci[2]?.length ?? 0)),
  };
}

describe('docs/GAMES.md: the wheel chances table', () => {
  const table = GAMES.slice(GAMES.indexOf('| Spins | P(reach R$ 300) | P(10 diamonds) |'));
  const lines = table.split('\n').slice(2);
  const figures = lines
    .slice(
      0,
      lines.findIndex((l) => !l.startsWith('|')),
    )
    .map((l) => l.split('|').map((c) => c.trim()))
    .map(([, spins, cash, diamonds]) => ({ spins: Number(spins), cash: cash!, diamonds: diamonds! }));

  it('lists the five spin counts', () => {
    expect(figures.map((f) => f.spins)).toEqual([10, 50, 100, 150, 200]);
  });

  it.each(figures)('$spins spins: every figure is the code value rounded to the digits shown', (f) => {
    const cash =
      100 * reachProbability(DEFAULT_WHEEL_TABLE, { currentCents: 0, targetCents: 30_000, spins: f.spins });
    const diamonds =
      100 * diamondReachProbability(DEFAULT_WHEEL_TABLE, { have: 0, need: 10, spins: f.spins });
    for (const [computed, cell] of [
      [cash, f.cash],
      [diamonds, f.diamonds],
    ] as const) {
      const { value, halfUnit } = published(cell);
      expect(Math.abs(computed - value), `${cell} for ${computed}`).toBeLessThanOrEqual(
        halfUnit * (1 + 1e-9),
      );
    }
  });
});
