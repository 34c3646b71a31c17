/**
 * A Pix payer's full name (docs/PRODUCT.md "Recharge info"): at least two words — name and surname —
 * of at least two letters each; letters (accented ones too), with apostrophes and hyphens inside a
 * word ("D'Ávila", "Ana-Clara"), words separated by spaces. Nothing else: no digits, dots or emoji.
 */

/** One word: letters (with their combining accents), joined by single apostrophes or hyphens. */
const WORD = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;
const LETTER = /\p{L}/gu;

export function isFullName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 2) return false;
  return words.every((word) => WORD.test(word) && (word.match(LETTER)?.length ?? 0) >= 2);
}
