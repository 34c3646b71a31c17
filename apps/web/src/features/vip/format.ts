import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
import { numberFormat } from '../../lib/number-format.ts';

/** A wire amount ("1234.56") as money, R$ 1.234,56 in every language; unreadable shows as a dash. */
export function formatAmount(decimal: string | null | undefined, lang: string): string {
  const cents = decimal ? parseDecimal(decimal) : null;
  return cents === null ? '—' : formatMoney(cents, lang);
}

/** Basis points as a percentage in the player's locale: 200 → "2%", 150 → "1,5%". */
export function formatBps(bps: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}
