import { formatMoney, parseDecimal } from '@jl/core/money/index.ts';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const day = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
});
const integer = new Intl.NumberFormat('pt-BR');

/** "1234.56" (the wire form) → "R$ 1.234,56". */
export function money(decimal: string): string {
  const cents = parseDecimal(decimal.replace(/^-/, ''));
  if (cents === null) return decimal;
  return (decimal.startsWith('-') ? '−' : '') + formatMoney(cents, 'pt-BR');
}

export const when = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
export const shortDay = (iso: string) => day.format(new Date(iso));
export const count = (n: number) => integer.format(n);
