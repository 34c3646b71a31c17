import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';

/** A wire amount ("1234.56") in the player's locale; unreadable shows as a dash. */
export function formatAmount(decimal: string | null | undefined, lang: string): string {
  const cents = decimal ? parseDecimal(decimal) : null;
  return cents === null ? '—' : formatMoney(cents, lang);
}

/** A percentage string from the configuration ("1.50") in the player's locale: "1,5%". */
export function formatPercent(percent: string, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(percent) / 100,
  );
}

/** A São Paulo calendar date for people: 2026-03-23 → 23/03/2026. */
export function formatDay(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(
    new Date(iso),
  );
}
