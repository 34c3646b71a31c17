import { formatZonedDateTime } from '@jl/core/dates.ts';
import { parseAmountInput } from '@jl/core/money/amount-input.ts';
import { formatMoney, parseDecimal, toDecimal } from '@jl/core/money/cents.ts';

/** A wire amount ("1234.56", may be negative) as money: R$ 1.234,56 in every language. */
export function formatAmount(decimal: string, lang: string): string {
  const negative = decimal.startsWith('-');
  const cents = parseDecimal(negative ? decimal.slice(1) : decimal);
  if (cents === null) return '—';
  return formatMoney(negative ? -cents : cents, lang);
}

/** A limit's value as the player reads it: money in their locale, minutes for the session limit. */
export function formatLimit(
  kind: string,
  value: string | null,
  lang: string,
  words: { none: string; minutes: (minutes: string) => string },
): string {
  if (value === null) return words.none;
  return kind === 'session' ? words.minutes(value) : formatAmount(value, lang);
}

/** Date and time as every screen shows them (docs/SPECIFICATION.md §9: yyyy/MM/dd-HH:mm with the zone stated). */
export function formatWhen(iso: string, lang: string): string {
  return formatZonedDateTime(iso, lang);
}

/** A typed limit amount ("1.000,50", docs/PRODUCT.md "Typing amounts") as the wire's decimal, or null. */
export function limitAmountWire(typed: string): string | null {
  const read = parseAmountInput(typed);
  return read.ok ? toDecimal(read.cents) : null;
}
