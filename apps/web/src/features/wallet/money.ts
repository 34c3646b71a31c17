import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';

/** A wire amount ("1234.56") for people; an unreadable amount shows as a dash, never as R$ 0,00. */
export function money(decimal: string | null | undefined, lang: string): string {
  const cents = decimal ? parseDecimal(decimal) : null;
  return cents === null ? '—' : formatMoney(cents, lang);
}

/** A signed fund-log amount: "+R$ 10,00" for money in, "−R$ 10,00" (minus sign) for money out. */
export function signedMoney(
  decimal: string,
  lang: string,
): { text: string; direction: 'in' | 'out' | 'zero' } {
  const cents = parseDecimal(decimal);
  if (cents === null) return { text: '—', direction: 'zero' };
  if (cents === 0n) return { text: formatMoney(0n, lang), direction: 'zero' };
  const abs = cents < 0n ? -cents : cents;
  return cents > 0n
    ? { text: `+${formatMoney(abs, lang)}`, direction: 'in' }
    : { text: `\u2212${formatMoney(abs, lang)}`, direction: 'out' };
}

/** Share of the wagering done, 0–100, for the progress bar (100 when nothing is required). */
export function wagerPercent(done: string, required: string): number {
  const d = parseDecimal(done) ?? 0n;
  const r = parseDecimal(required) ?? 0n;
  if (r <= 0n) return 100;
  if (d >= r) return 100;
  return Number((d * 100n) / r);
}
