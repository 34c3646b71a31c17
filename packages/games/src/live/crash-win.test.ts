import { describe, expect, it } from 'vitest';
import { ratio, ratioToString } from '../math/ratio.ts';
import { cashOutRtp, crashWin, probabilityAtLeast } from './crash.ts';
import { PAYOUT, type RouletteBet, rouletteReturn } from './roulette.ts';

describe('crash win: ⌈stake × m / 100⌉ centavos', () => {
  it('R$ 1,11 at 1.09× pays R$ 1,21 (exactly R$ 1,2099, rounded up)', () => {
    expect(crashWin(111n, 109)).toBe(121n);
  });

  it('pays exact products as they are and rounds every other one up to the centavo', () => {
    expect(crashWin(100n, 100)).toBe(100n); // a cash-out at 1.00× returns the stake
    expect(crashWin(250n, 150)).toBe(375n); // R$ 2,50 at 1.50× = R$ 3,75 exactly
    expect(crashWin(1n, 101)).toBe(2n); // R$ 0,0101 → R$ 0,02
    expect(crashWin(1n, 199)).toBe(2n); // R$ 0,0199 → R$ 0,02
    expect(crashWin(1n, 200)).toBe(2n);
    expect(crashWin(999n, 333)).toBe(3327n); // 3326,67 → 3327
    expect(crashWin(100_000n, 123_456)).toBe(123_456_000n); // R$ 1.000,00 at 1234.56×
    expect(crashWin(0n, 250)).toBe(0n);
  });

  it('refuses a negative stake and a multiplier below 1.00× or not in whole hundredths', () => {
    expect(() => crashWin(-1n, 150)).toThrow(RangeError);
    expect(() => crashWin(100n, 99)).toThrow(RangeError);
    expect(() => crashWin(100n, 150.5)).toThrow(RangeError);
  });

  /**
   * Every stake R$ 0,01…100,00 (1…10 000 centavos) × every target 1.01…10.00× (9 000 000 pairs) through
   * `crashWin` itself, and every stake × every 37th target from 10.01× up to 100.00× (about 2.4 M pairs);
   * for each: win × 100 ≥ stake × m (never below the exact product) and win × 100 − stake × m < 100
   * (less than one centavo above it).
   *
   * The rest follows algebraically: with x = stake × m ≥ 0 an integer, crashWin is (x + 99) div 100
   * (bigint division floors for x ≥ 0). Write x = 100q + r, 0 ≤ r ≤ 99: (x + 99) div 100 = q when r = 0
   * and q + 1 when r ≥ 1, i.e. ⌈x / 100⌉, so 0 ≤ 100·win − x ≤ 99 for every stake and every target,
   * whatever their size. Hence for a target m the return per stake is
   *   P(bust ≥ m) × crashWin(s, m) / s ≥ P(bust ≥ m) × m / 100 = cashOutRtp(m),
   * the published exact return (99 % minus less than m/2^52): the rounding never lowers it.
   */
  it('is never below the exact stake × multiplier and less than one centavo above it', () => {
    let checked = 0;
    let worst = 0n;
    const check = (target: number) => {
      const m = BigInt(target);
      for (let s = 1n; s <= 10_000n; s += 1n) {
        const over = crashWin(s, target) * 100n - s * m;
        if (over < 0n || over >= 100n) throw new Error(`stake ${s} at ${target}: ${over}/100 centavo`);
        if (over > worst) worst = over;
        checked += 1;
      }
    };
    for (let target = 101; target <= 1_000; target += 1) check(target);
    for (let target = 1_001; target <= 10_000; target += 37) check(target);
    check(10_000);
    expect(checked).toBe(10_000 * (900 + Math.ceil(9_000 / 37) + 1));
    expect(worst).toBe(99n); // e.g. R$ 0,01 at 1.01×: 1,01 centavo pays 2
  });

  it('keeps the published return a lower bound: P(bust ≥ m) × win / stake ≥ cashOutRtp(m)', () => {
    for (const [stake, target] of [
      [111n, 109],
      [1n, 101],
      [777n, 333],
      [100_000n, 1_000_000],
    ] as const) {
      const p = probabilityAtLeast(target);
      const paid = ratio(p.num * crashWin(stake, target), p.den * stake);
      const published = cashOutRtp(target);
      expect(paid.num * published.den >= published.num * paid.den).toBe(true);
    }
    // R$ 1,11 at 1.09×: the floor paid 120/111 of the stake, below 1.09; the ceiling pays 121/111 above it.
    expect(ratioToString(ratio(crashWin(111n, 109), 111n))).toBe('121/111');
  });
});

describe('roulette win: stake × (payout + 1), exact in integers', () => {
  it('needs no rounding: every win is a whole multiple of the stake', () => {
    for (const kind of Object.keys(PAYOUT) as (keyof typeof PAYOUT)[]) {
      const bet: RouletteBet = { kind, numbers: [7] };
      for (const stake of [1n, 111n, 99_999n])
        expect(rouletteReturn(bet, stake, 7)).toBe(stake * BigInt(PAYOUT[kind] + 1));
    }
  });
});
