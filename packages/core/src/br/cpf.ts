import { mod11CheckDigit } from './mod11.ts';

/**
 * CPF, the individual taxpayer number: 11 digits, the last two are check digits, shown as
 * `000.000.000-00`.
 *
 * What is read as a CPF (docs/API.md "Conventions"): ASCII digits, with the mask's `.` and `-` where the mask
 * puts them (each optional) and surrounding spaces trimmed — "529.982.247-25", "52998224725", "529982247-25".
 * Nothing else is stripped: a letter of another script ("5é2998224725"), a tab, a `/` or an inner space makes
 * the input no CPF at all instead of being silently read around. Exactly 11 digits, not one repeated digit,
 * two valid check digits.
 */

const DV1_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const DV2_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The typed forms of a CPF: 11 ASCII digits, the mask's separators optional at their places. */
const CPF_TYPED = /^(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})$/;

/**
 * " 123.456.789-09 " → "12345678909". Input in any other shape comes back trimmed and otherwise
 * unchanged, so it never passes for (or matches) a CPF.
 */
export function normalizeCpf(input: string): string {
  const trimmed = input.trim();
  const m = CPF_TYPED.exec(trimmed);
  return m ? m.slice(1).join('') : trimmed;
}

/** The two check digits for the first nine digits of a CPF (useful for building test data). */
export function computeCpfCheckDigits(firstNine: string): string {
  const dv1 = mod11CheckDigit(firstNine, DV1_WEIGHTS);
  return dv1 + mod11CheckDigit(firstNine + dv1, DV2_WEIGHTS);
}

/** True when the input, after `normalizeCpf`, is 11 digits, not one repeated digit, with valid check digits. */
export function isValidCpf(input: string): boolean {
  const cpf = normalizeCpf(input);
  if (!/^\d{11}$/.test(cpf)) return false;
  // 111.111.111-11 and friends pass the arithmetic but are not issued.
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  return computeCpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
}

function requireElevenDigits(input: string): string {
  const cpf = normalizeCpf(input);
  if (!/^\d{11}$/.test(cpf)) throw new RangeError('a CPF has 11 digits');
  return cpf;
}

/** "12345678909" → "123.456.789-09". Checks the shape only; throws RangeError unless there are 11 digits. */
export function formatCpf(input: string): string {
  const cpf = requireElevenDigits(input);
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** "12345678909" → "***.456.789-**": the LGPD-friendly form for screens, logs and support tools. */
export function maskCpfForDisplay(input: string): string {
  const cpf = requireElevenDigits(input);
  return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
}

/** Formats a CPF while it is typed: "1234567" → "123.456.7". Keeps digits only, at most 11. */
export function maskCpfInput(partial: string): string {
  const digits = partial.replace(/\D/g, '').slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  return digits.length > 9 ? `${parts}-${digits.slice(9)}` : parts;
}
