import { mod11CheckDigit } from './mod11.ts';

/**
 * CNPJ, the company taxpayer number: 12 characters (8 root + 4 establishment) then 2 numeric check
 * digits. Since July 2026 the first 12 may be letters A–Z as well as digits (IN RFB 2.229/2024); both
 * forms coexist for good, so the CNPJ is always a 14-character string and never a number.
 */

const DV1_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const DV2_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/**
 * The typed forms of a CNPJ (docs/API.md "Conventions"): 12 ASCII letters or digits and 2 digits, the mask's
 * `.`, `/` and `-` optional at their places; surrounding spaces trimmed. Nothing else is read around.
 */
const CNPJ_TYPED = /^([0-9A-Za-z]{2})\.?([0-9A-Za-z]{3})\.?([0-9A-Za-z]{3})\/?([0-9A-Za-z]{4})-?([0-9]{2})$/;

/**
 * " 12.abc.345/01de-35 " → "12ABC34501DE35". Input in any other shape comes back trimmed and otherwise
 * unchanged, so it never passes for a CNPJ (and toUpperCase only ever sees ASCII: it turns "ß" into "SS").
 */
export function normalizeCnpj(input: string): string {
  const trimmed = input.trim();
  const m = CNPJ_TYPED.exec(trimmed);
  return m ? m.slice(1).join('').toUpperCase() : trimmed;
}

/** ASCII letters and digits of a partly typed CNPJ, uppercased; for the input mask only. */
function typedCnpjChars(partial: string): string {
  return partial.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/** The two check digits for the first 12 characters of a CNPJ (uppercase). */
export function computeCnpjCheckDigits(firstTwelve: string): string {
  const dv1 = mod11CheckDigit(firstTwelve, DV1_WEIGHTS);
  return dv1 + mod11CheckDigit(firstTwelve + dv1, DV2_WEIGHTS);
}

/**
 * True when the input, after `normalizeCnpj`, is exactly 14 characters (12 of 0–9/A–Z, then 2 digits),
 * not one repeated character, with valid check digits.
 */
export function isValidCnpj(input: string): boolean {
  const cnpj = normalizeCnpj(input);
  if (!CNPJ_SHAPE.test(cnpj)) return false;
  if (/^(.)\1{13}$/.test(cnpj)) return false;
  return computeCnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** "12ABC34501DE35" → "12.ABC.345/01DE-35". Checks the shape only; throws RangeError otherwise. */
export function formatCnpj(input: string): string {
  const cnpj = normalizeCnpj(input);
  if (!CNPJ_SHAPE.test(cnpj)) throw new RangeError('a CNPJ has 12 letters or digits and 2 check digits');
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/**
 * Formats a CNPJ while it is typed, forcing uppercase: "12abc3450" → "12.ABC.345/0". Letters are kept
 * only in the first 12 positions because the check digits are always numeric.
 */
export function maskCnpjInput(partial: string): string {
  let chars = '';
  for (const char of typedCnpjChars(partial)) {
    if (chars.length === 14) break;
    if (chars.length < 12 || /\d/.test(char)) chars += char;
  }
  const groups: Array<[string, number, number]> = [
    ['', 0, 2],
    ['.', 2, 5],
    ['.', 5, 8],
    ['/', 8, 12],
    ['-', 12, 14],
  ];
  return groups
    .filter(([, start]) => chars.length > start)
    .map(([separator, start, end]) => separator + chars.slice(start, end))
    .join('');
}
