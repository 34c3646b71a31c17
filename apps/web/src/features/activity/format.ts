import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
import { numberFormat } from '../../lib/number-format.ts';

/** A wire amount ("1234.56") as money, R$ 1.234,56 in every language; unreadable shows as a dash. */
export function money(decimal: string | null | undefined, lang: string): string {
  const cents = decimal ? parseDecimal(decimal) : null;
  return cents === null ? '—' : formatMoney(cents, lang);
}

/**
 * A probability as a percentage in the player's locale. Tiny but non-zero chances are not rounded to
 * "0%": they show as "< 0,01%", and near-certain ones as "> 99,99%", so no chance is overstated.
 */
export function percent(p: number): string {
  const format = (v: number) =>
    numberFormat({
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(v);
  if (p > 0 && p < 0.0001) return `< ${format(0.0001)}`;
  if (p < 1 && p > 0.9999) return `> ${format(0.9999)}`;
  return format(p);
}

/** Time left until `iso`, as "47 h 59 min" / "12 min" (never negative). */
export function timeLeft(iso: string, now: number): string {
  const ms = Math.max(0, Date.parse(iso) - now);
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}
