/**
 * Exact non-negative-denominator fractions over bigint, for RTP and variance. Every operation
 * returns a reduced fraction, so equal values compare equal with `ratioEquals`.
 */
export type Ratio = { readonly num: bigint; readonly den: bigint };

export const ZERO_RATIO: Ratio = { num: 0n, den: 1n };
export const ONE_RATIO: Ratio = { num: 1n, den: 1n };

export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d === 0n) throw new RangeError('division by zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(abs(n), abs(d)) || 1n;
  return { num: (sign * n) / g, den: (sign * d) / g };
}

export function add(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.num, a.den * b.den);
}

export function div(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den, a.den * b.num);
}

export function ratioEquals(a: Ratio, b: Ratio): boolean {
  return a.num === b.num && a.den === b.den;
}

/** "num/den", the form the registry publishes and tests compare. */
export function ratioToString(r: Ratio): string {
  return `${r.num}/${r.den}`;
}

export function parseRatio(text: string): Ratio {
  const match = /^(-?\d+)\/(\d+)$/.exec(text);
  if (!match) throw new RangeError(`not a fraction: ${text}`);
  return ratio(BigInt(match[1]!), BigInt(match[2]!));
}

/**
 * The nearest double (to within an ulp or two). Numerator and denominator may have thousands of
 * bits (free-spin DP), so the quotient is taken in bigint with 64 significant bits first.
 */
export function ratioToNumber(r: Ratio): number {
  const shift = 64 + Math.max(0, r.den.toString(2).length - abs(r.num).toString(2).length);
  const scaled = (r.num << BigInt(shift)) / r.den;
  return Number(scaled) * 2 ** -shift;
}

/** The value with `digits` decimals, truncated toward zero, e.g. "0.9612345678". */
export function ratioToDecimal(r: Ratio, digits: number): string {
  const negative = r.num < 0n;
  const scaled = (abs(r.num) * 10n ** BigInt(digits)) / r.den;
  const text = scaled.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const frac = digits > 0 ? `.${text.slice(-digits)}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}

function abs(x: bigint): bigint {
  return x < 0n ? -x : x;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
