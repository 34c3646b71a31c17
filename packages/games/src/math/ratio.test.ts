import { describe, expect, it } from 'vitest';
import {
  add,
  div,
  mul,
  parseRatio,
  ratio,
  ratioToDecimal,
  ratioToNumber,
  ratioToString,
  sub,
} from './ratio.ts';

describe('ratio', () => {
  it('keeps fractions reduced with a positive denominator', () => {
    expect(ratio(6, -4)).toEqual({ num: -3n, den: 2n });
    expect(ratio(0, 7)).toEqual({ num: 0n, den: 1n });
    expect(() => ratio(1, 0)).toThrow(RangeError);
  });

  it('adds, subtracts, multiplies and divides exactly', () => {
    const third = ratio(1, 3);
    expect(add(third, ratio(1, 6))).toEqual(ratio(1, 2));
    expect(sub(third, third)).toEqual(ratio(0));
    expect(mul(third, ratio(3, 5))).toEqual(ratio(1, 5));
    expect(div(third, ratio(2, 3))).toEqual(ratio(1, 2));
  });

  it('round-trips through "num/den" and refuses anything else', () => {
    expect(parseRatio(ratioToString(ratio(-38599, 40000)))).toEqual(ratio(-38599, 40000));
    expect(() => parseRatio('0.5')).toThrow(RangeError);
  });

  it('converts huge fractions to the nearest double and to truncated decimals', () => {
    const big = ratio(10n ** 400n + 1n, 3n * 10n ** 400n);
    expect(ratioToNumber(big)).toBeCloseTo(1 / 3, 15);
    expect(ratioToNumber(ratio(1, 2n ** 80n))).toBe(2 ** -80);
    expect(ratioToDecimal(ratio(38599, 40000), 6)).toBe('0.964975');
    expect(ratioToDecimal(ratio(-2, 3), 3)).toBe('-0.666');
    expect(ratioToDecimal(ratio(5), 0)).toBe('5');
  });
});
