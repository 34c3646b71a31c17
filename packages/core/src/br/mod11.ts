/**
 * The modulo-11 check digit shared by CPF and CNPJ. Each character is worth its char code − 48, so
 * `0–9` are 0–9 and the letters of an alphanumeric CNPJ are `A`=17 … `Z`=42 (RFB NT 49/2024).
 */
export function mod11CheckDigit(chars: string, weights: readonly number[]): string {
  const sum = weights.reduce((acc, weight, i) => acc + (chars.charCodeAt(i) - 48) * weight, 0);
  const remainder = sum % 11;
  return String(remainder < 2 ? 0 : 11 - remainder);
}
