import { parseAmountInput } from '@jl/core/money/amount-input.ts';
import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
import { numberFormat } from '../../lib/number-format.ts';

/** A wire amount ("1234.56") as money, R$ 1.234,56 in every language; unreadable shows as a dash. */
export function formatAmount(decimal: string | bigint | null | undefined, lang: string): string {
  const cents = typeof decimal === 'bigint' ? decimal : decimal ? parseDecimal(decimal) : null;
  return cents === null ? '—' : formatMoney(cents, lang);
}

/** Basis points as a percentage in the player's locale: 200 → "2%", 150 → "1,5%". */
export function formatBps(bps: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/** The server's fee rule: basis points of the amount, rounded down to the centavo. */
export function feeOf(amountCents: bigint, bps: number): bigint {
  return (amountCents * BigInt(bps)) / 10_000n;
}

export type AmountCheck =
  | { ok: true; cents: bigint; fee: bigint; net: bigint }
  | { ok: false; key: 'enterAmount' | 'invalidAmount' }
  | { ok: false; key: 'below'; limit: bigint }
  | { ok: false; key: 'above'; limit: bigint }
  | { ok: false; key: 'insufficient'; limit: bigint };

/**
 * The amount rules the page can check before submitting (the server checks them again): a plain
 * Brazilian amount (docs/PRODUCT.md "Typing amounts") above zero, at least the minimum, at most the level's maximum and the withdrawable cash.
 */
export function checkWithdrawAmount(
  typed: string,
  limits: { min: string; max: string; withdrawable: string; feeBps: number },
): AmountCheck {
  const read = parseAmountInput(typed);
  if (!read.ok) return { ok: false, key: read.error === 'empty' ? 'enterAmount' : 'invalidAmount' };
  const { cents } = read;
  if (cents <= 0n) return { ok: false, key: 'invalidAmount' };
  const min = parseDecimal(limits.min) ?? 0n;
  const max = parseDecimal(limits.max) ?? 0n;
  const available = parseDecimal(limits.withdrawable) ?? 0n;
  const fee = feeOf(cents, limits.feeBps);
  if (cents < min || cents - fee <= 0n) return { ok: false, key: 'below', limit: min };
  if (cents > max) return { ok: false, key: 'above', limit: max };
  if (cents > available) return { ok: false, key: 'insufficient', limit: available };
  return { ok: true, cents, fee, net: cents - fee };
}

/** "Tudo": the whole withdrawable cash, capped at the level's maximum single withdrawal. */
export function allAmount(withdrawable: string, max: string): bigint {
  const available = parseDecimal(withdrawable) ?? 0n;
  const cap = parseDecimal(max) ?? 0n;
  return available < cap ? available : cap;
}
