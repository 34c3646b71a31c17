import { TIME_ZONE } from '@jl/core/dates.ts';
import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';

/**
 * The back office's formats, Brazilian in every language (the business, its books and its players
 * are Brazilian): money R$ 1.234,56 through `@jl/core/money`, dates and times on São Paulo's clock
 * (dd/MM/yyyy HH:mm:ss), counts 1.234. CPFs and phones arrive formatted (or masked, by role) from the
 * server's `@jl/core/br` helpers. Only the words around them follow the staff member's language.
 */
const BR = 'pt-BR';

const dateTime = new Intl.DateTimeFormat(BR, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const date = new Intl.DateTimeFormat(BR, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const day = new Intl.DateTimeFormat(BR, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit' });
const integer = new Intl.NumberFormat(BR);
const percentage = new Intl.NumberFormat(BR, { style: 'percent', minimumFractionDigits: 2 });

/** "1234.56" (the wire form) → "R$ 1.234,56"; "-5.00" → "−R$ 5,00". A value that is not an amount is shown as it came. */
export function money(decimal: string): string {
  const cents = parseDecimal(decimal.replace(/^-/, ''));
  if (cents === null) return decimal;
  return (decimal.startsWith('-') ? '−' : '') + formatMoney(cents, BR);
}

/** A chart's reais (a float sum of wire amounts) → "R$ 1.234,56". */
export const reais = (value: number) => money(value.toFixed(2));

export const when = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
/** An instant's São Paulo date, "09/03/2025". */
export const dateOf = (at: Date) => date.format(at);
/** "09/03" of an instant (chart ticks) or of a São Paulo calendar day "2025-03-09". */
export const shortDay = (at: Date | string) =>
  day.format(typeof at === 'string' ? new Date(`${at.slice(0, 10)}T12:00:00-03:00`) : at);
export const count = (n: number) => integer.format(n);
/** 0.9612 → "96,12%"; null → "—". */
export const percent = (v: number | null) => (v === null ? '—' : percentage.format(v));
