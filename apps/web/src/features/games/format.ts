import { formatMoney, formatNet, parseDecimal } from '@jl/core/money/cents.ts';
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

/**
 * What a finished round came to against its bet, signed: "+R$ 1,50", "−R$ 0,60" (minus sign) or
 * "R$ 0,00". Shown beside the return so a return below the stake never reads as a win
 * ("Retorno R$ 0,40 · −R$ 0,60").
 */
export function netOf(bet: bigint, win: bigint, _locale: string): string {
  return formatNet(win - bet);
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
