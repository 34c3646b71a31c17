import { isValidCpf } from '@jl/core/br/cpf.ts';
import { isFullName } from '@jl/core/br/person-name.ts';
import { isValidPhoneBR } from '@jl/core/br/phone.ts';
import type pay from '@jl/core/i18n/locales/pt-BR/pay.json';
import { parseAmountInput } from '@jl/core/money/amount-input.ts';
import { parseDecimal } from '@jl/core/money/cents.ts';

/**
 * Client-side checks that mirror the server's contract (`@jl/core/contracts/pay.ts`, not imported
 * here to keep zod out of the page's chunk); the server checks again and has the last word.
 */
export type PayValidationKey = `validation.${keyof (typeof pay)['validation']}`;

export type InfoField = 'name' | 'cpf' | 'mobile' | 'email';
export type InfoInput = Record<InfoField, string>;
export type InfoErrors = Partial<Record<InfoField, PayValidationKey>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateInfo(input: InfoInput): InfoErrors {
  const errors: InfoErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = 'validation.enterName';
  else if (name.length > 100) errors.name = 'validation.nameTooLong';
  else if (!isFullName(name)) errors.name = 'validation.invalidName';
  if (!input.cpf.trim()) errors.cpf = 'validation.enterCpf';
  else if (!isValidCpf(input.cpf)) errors.cpf = 'validation.invalidCpf';
  if (!input.mobile.trim()) errors.mobile = 'validation.enterMobile';
  else if (!isValidPhoneBR(input.mobile)) errors.mobile = 'validation.invalidMobile';
  const email = input.email.trim();
  if (!email) errors.email = 'validation.enterEmail';
  else if (email.length > 100 || !EMAIL.test(email)) errors.email = 'validation.invalidEmail';
  return errors;
}

export type AmountCheck =
  | { ok: true; cents: bigint }
  | { ok: false; key: 'validation.enterAmount' | 'validation.invalidAmount' }
  | { ok: false; key: 'errors.AMOUNT_BELOW_MIN' | 'errors.AMOUNT_ABOVE_MAX'; limit: bigint };

/** "50", "1.000,50" or "50.5" (docs/PRODUCT.md "Typing amounts") within [min, max] (decimal strings of the recharge init). */
export function checkAmount(text: string, min: string, max: string): AmountCheck {
  const read = parseAmountInput(text);
  if (!read.ok) {
    return { ok: false, key: read.error === 'empty' ? 'validation.enterAmount' : 'validation.invalidAmount' };
  }
  const { cents } = read;
  if (cents <= 0n) return { ok: false, key: 'validation.invalidAmount' };
  const low = parseDecimal(min) ?? 0n;
  const high = parseDecimal(max) ?? 0n;
  if (cents < low) return { ok: false, key: 'errors.AMOUNT_BELOW_MIN', limit: low };
  if (high > 0n && cents > high) return { ok: false, key: 'errors.AMOUNT_ABOVE_MAX', limit: high };
  return { ok: true, cents };
}
