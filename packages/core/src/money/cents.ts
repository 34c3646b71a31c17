/**
 * Money is integer centavos inside the system (`Cents`) and a decimal string with two places on the
 * wire ("1234.56"). Nothing here uses floating point to carry an amount.
 */
declare const centsBrand: unique symbol;
export type Cents = bigint & { readonly [centsBrand]: true };

export const ZERO = 0n as Cents;

export function cents(value: bigint | number): Cents {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`cents must be an integer, got ${value}`);
    return BigInt(value) as Cents;
  }
  return value as Cents;
}

const DECIMAL = /^(-)?(\d{1,15})(?:[.,](\d{1,2}))?$/;

/** Parses "1234.56", "1234,5" or "1234" into centavos; null when it is not a plain decimal amount. */
export function parseDecimal(input: string): Cents | null {
  const match = DECIMAL.exec(input.trim());
  if (!match) return null;
  const [, sign, whole, frac = ''] = match;
  const value = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
  return (sign ? -value : value) as Cents;
}

/** Formats centavos as the wire's decimal string: 123456n → "1234.56", -5n → "-0.05". */
export function toDecimal(amount: bigint): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Money is written the Brazilian way in every language: R$, a no-break space, "." for thousands, "," for cents. */
const brazilianReais = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats centavos for people: "R$ 1.234,56" (with a no-break space after R$) in every language of the
 * app, as CPFs, phones and dates are — the money and the players are Brazilian whatever language the
 * screen is in (en would write "R$1,234.56", es "1234,56 R$"). `_locale` is the caller's language,
 * accepted and not used, as `formatDay`'s.
 */
export function formatMoney(amount: bigint | number, _locale = 'pt-BR'): string {
  const value = typeof amount === 'number' ? BigInt(Math.round(amount)) : amount;
  // Intl accepts a decimal string exactly, so no float ever carries the amount.
  return brazilianReais.format(toDecimal(value) as unknown as number);
}

/**
 * A net result, signed: "+R$ 1,50", "−R$ 0,60" (minus sign) or "R$ 0,00". Shown beside what a round
 * returned, so a return below the stake never reads as a win.
 */
export function formatNet(amount: bigint): string {
  const abs = formatMoney(amount < 0n ? -amount : amount);
  return amount > 0n ? `+${abs}` : amount < 0n ? `\u2212${abs}` : abs;
}
