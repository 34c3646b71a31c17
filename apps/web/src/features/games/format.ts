import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
import { numberFormat } from '../../lib/number-format.ts';

/** Display helpers for the games screens: money from wire decimals, exact RTP percentages. */

export function money(decimal: string | null | undefined, locale: string): string {
  const cents = decimal ? parseDecimal(decimal) : null;
  return formatMoney(cents ?? 0n, locale);
}

export function cents(decimal: string | null | undefined): bigint {
  return (decimal ? parseDecimal(decimal) : null) ?? 0n;
}

export function fromCents(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** "96.4975" → "96,4975%" in pt-BR: the exact figure, all its decimals, in the player's number format. */
export function percent(value: string): string {
  const decimals = value.includes('.') ? (value.split('.')[1]?.length ?? 0) : 0;
  const formatted = numberFormat({
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(value));
  return `${formatted}%`;
}
