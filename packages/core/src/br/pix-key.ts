import { isValidCnpj, normalizeCnpj } from './cnpj.ts';
import { isValidCpf, normalizeCpf } from './cpf.ts';
import { parsePhoneBR } from './phone.ts';

/**
 * Pix keys (chaves DICT) in the canonical form the DICT, the API Pix and the BR Code use. The type is
 * always given, never guessed: an 11-digit string can be both a CPF and a phone number.
 */
export type PixKeyType = 'cpf' | 'cnpj' | 'phone' | 'email' | 'evp';
export type PixKey = { type: PixKeyType; key: string };

export const PIX_KEY_TYPES: readonly PixKeyType[] = ['cpf', 'cnpj', 'phone', 'email', 'evp'];
export const PIX_KEY_MAX_LENGTH = 77;

// The DICT pattern; `&` left the local part in DICT API 2.6.0.
const EMAIL =
  /^[a-z0-9.!#$'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
// The DICT issues EVPs; the manual's own example is version 1, so the version nibble is not checked.
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function normalizeEmailKey(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= PIX_KEY_MAX_LENGTH && EMAIL.test(email) ? email : null;
}

function normalizeEvpKey(input: string): string | null {
  let evp = input.trim().toLowerCase();
  // Some apps copy the key without hyphens; the DICT form always has them.
  if (/^[0-9a-f]{32}$/.test(evp)) {
    evp = `${evp.slice(0, 8)}-${evp.slice(8, 12)}-${evp.slice(12, 16)}-${evp.slice(16, 20)}-${evp.slice(20)}`;
  }
  return EVP.test(evp) ? evp : null;
}

/**
 * Turns what a player typed into the canonical key, or null when it is not a valid key of that type:
 * CPF → 11 digits; CNPJ → 14 uppercase characters; phone → "+55DDD9XXXXXXXX" (Brazilian mobiles with
 * a real DDD only); e-mail → lowercase, ≤ 77; EVP → lowercase UUID with hyphens.
 */
export function normalizePixKey(type: PixKeyType, input: string): string | null {
  switch (type) {
    case 'cpf':
      return isValidCpf(input) ? normalizeCpf(input) : null;
    case 'cnpj':
      return isValidCnpj(input) ? normalizeCnpj(input) : null;
    case 'phone':
      return parsePhoneBR(input);
    case 'email':
      return normalizeEmailKey(input);
    case 'evp':
      return normalizeEvpKey(input);
  }
}

/** True only for a key already in canonical form (what the server stores and sends to the PSP). */
export function isValidPixKey(type: PixKeyType, key: string): boolean {
  return normalizePixKey(type, key) === key;
}
