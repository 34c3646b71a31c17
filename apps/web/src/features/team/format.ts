import { formatCalendarDay, saoPauloDay } from '@jl/core/dates.ts';
import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
import { numberFormat } from '../../lib/number-format.ts';

/** A wire amount ("1234.56") as money, R$ 1.234,56 in every language; unreadable shows as a dash. */
export function formatAmount(decimal: string | null | undefined, lang: string): string {
  const cents = decimal ? parseDecimal(decimal) : null;
  return cents === null ? '—' : formatMoney(cents, lang);
}

/** A percentage string from the configuration ("1.50") in the player's locale: "1,5%". */
export function formatPercent(percent: string): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(Number(percent) / 100);
}

/**
 * The São Paulo calendar day of a day ("2026-03-23") or an instant (ISO timestamp), by the one date
 * rule (core/dates.ts): 2026/03/23.
 */
export function formatDay(value: string, _lang?: string): string {
  if (value.length <= 10) return formatCalendarDay(value);
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? '' : formatCalendarDay(saoPauloDay(at));
}
