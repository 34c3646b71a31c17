import type { Cents } from './cents.ts';

/**
 * What a player types in an amount field, read the Brazilian way in every language of the app
 * (docs/PRODUCT.md "Typing amounts"). ONE reader for every player amount field (recharge, withdrawal,
 * responsible-gaming limits, live bets):
 *
 * - "," is the decimal separator, followed by 1 or 2 digits: "1000,5", "1000,50", "1.000,50";
 * - "." groups thousands when every group after it has exactly 3 digits: "1.000", "1.000.000";
 * - otherwise a single "." followed by 1 or 2 digits is a decimal point: "10.5", "10.50";
 * - an optional "R$" in front and spaces around are ignored; anything else is refused.
 *
 * So "1.000" is one thousand reais, "10.5" is R$ 10,50 and "1.5000" is refused (neither rule fits).
 */
export type AmountInputError = 'empty' | 'letters' | 'format';
export type AmountInput = { ok: true; cents: Cents } | { ok: false; error: AmountInputError };

const WHOLE_DIGITS = 15;
const GROUPED = /^\d{1,3}(?:\.\d{3})+$/;
const PLAIN = /^\d+$/;
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

function wholeCents(whole: string): bigint | null {
  const digits = whole.replaceAll('.', '');
  if (digits.length > WHOLE_DIGITS) return null;
  return BigInt(digits) * 100n;
}

function readWhole(whole: string): bigint | null {
  if (PLAIN.test(whole) || GROUPED.test(whole)) return wholeCents(whole);
  return null;
}

function readCommaDecimal(text: string): bigint | null {
  const [whole = '', frac = '', ...rest] = text.split(',');
  if (rest.length > 0 || !/^\d{1,2}$/.test(frac)) return null;
  const value = readWhole(whole);
  return value === null ? null : value + BigInt(frac.padEnd(2, '0'));
}

function readNoComma(text: string): bigint | null {
  const whole = readWhole(text);
  if (whole !== null) return whole;
  const dot = DOT_DECIMAL.exec(text);
  if (!dot) return null;
  const value = wholeCents(dot[1]!);
  return value === null ? null : value + BigInt(dot[2]!.padEnd(2, '0'));
}

/** Reads a typed amount into centavos (never negative), or says why it cannot. */
export function parseAmountInput(input: string): AmountInput {
  const text = input
    .trim()
    .replace(/^R\$\s*/i, '')
    .trim();
  if (!text) return { ok: false, error: 'empty' };
  if (/[^\d.,]/.test(text)) return { ok: false, error: /[\p{L}]/u.test(text) ? 'letters' : 'format' };
  const value = text.includes(',') ? readCommaDecimal(text) : readNoComma(text);
  return value === null ? { ok: false, error: 'format' } : { ok: true, cents: value as Cents };
}

/** Centavos as an amount field shows them in every language: 100n → "1,00", 100050n → "1.000,50". */
export function formatAmountInput(amount: bigint): string {
  const abs = amount < 0n ? -amount : amount;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${amount < 0n ? '-' : ''}${whole},${frac}`;
}
