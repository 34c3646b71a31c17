import type { Cents } from '../money/cents.ts';
import { toDecimal } from '../money/cents.ts';
import { crc16 } from './crc16.ts';
import type { PixKey } from './pix-key.ts';
import { normalizePixKey } from './pix-key.ts';
import { encodeTlv } from './tlv.ts';

/**
 * Pix BR Code ("Pix copia e cola"): the EMV merchant-presented QR payload (EMVCo QRCPS-MPM TLV, as the BCB's
 * Manual de Padrões para Iniciação do Pix profiles it). Amounts are a decimal string on the wire ("10.00")
 * and centavos (`bigint`) everywhere else.
 */

export const PIX_GUI = 'br.gov.bcb.pix';

export const BR_CODE_LIMITS = {
  merchantName: 25,
  merchantCity: 15,
  txid: 25,
  key: 77,
  url: 77,
  amount: 13,
} as const;

export type BrCodeErrorCode =
  /** ID 63 does not match the CRC16 of the payload. */
  | 'BAD_CRC'
  /** Not a well-formed ID/length/value sequence (or an ID repeated, or 00/63 out of place). */
  | 'BAD_TLV'
  /** A field the BR Code requires is absent. */
  | 'MISSING_FIELD'
  /** 26-00 is not `br.gov.bcb.pix` (compared case-insensitively). */
  | 'WRONG_GUI'
  /** A field holds a value the BR Code does not allow. */
  | 'INVALID_FIELD'
  /** Encoding only: a value does not fit its field. */
  | 'FIELD_TOO_LONG';

/** Thrown by `encodeBrCode`, returned by `decodeBrCode`. `field` is an EMV path such as "26-01" or "54". */
export class BrCodeError extends Error {
  readonly code: BrCodeErrorCode;
  readonly field: string | null;

  constructor(code: BrCodeErrorCode, field: string | null, message: string) {
    super(message);
    this.name = 'BrCodeError';
    this.code = code;
    this.field = field;
  }
}

/** A field we do not interpret, kept in payload order; `id` is a path: "80", "26-03", "62-50". */
export type BrCodeOtherField = { id: string; value: string };

type DecodedCommon = {
  /** ID 01 = "12": the code may be paid only once. */
  oneTime: boolean;
  gui: string;
  merchantCategoryCode: string;
  currency: string;
  /** ID 54 as written, e.g. "10.00"; null when the payer chooses the amount. For a dynamic code the
   * PSP's JWS payload is authoritative, not this field. */
  amount: string | null;
  amountCents: Cents | null;
  countryCode: string;
  merchantName: string;
  merchantCity: string;
  postalCode: string | null;
  /** 62-05; null for "***" (no txid). */
  txid: string | null;
  crc: string;
  otherFields: BrCodeOtherField[];
};
export type StaticBrCode = DecodedCommon & { kind: 'static'; key: string; description: string | null };
export type DynamicBrCode = DecodedCommon & { kind: 'dynamic'; url: string };
export type BrCode = StaticBrCode | DynamicBrCode;

type CommonInput = { merchantName: string; merchantCity: string; postalCode?: string };
/** A static code: the receiver's key, optionally an amount, a txid and a message to the payer. */
export type StaticBrCodeInput = CommonInput & {
  kind: 'static';
  pixKey: PixKey;
  description?: string;
  /** Omitted (or 0n) lets the payer type the amount. */
  amountCents?: bigint;
  /** [A-Za-z0-9]{1,25}; omitted or "***" means none. */
  txid?: string;
};
/** A dynamic code: the PSP's location URL (no scheme). Amount and txid live in the PSP's JWS. */
export type DynamicBrCodeInput = CommonInput & { kind: 'dynamic'; url: string; oneTime: boolean };
export type BrCodeInput = StaticBrCodeInput | DynamicBrCodeInput;

/**
 * Reduces free text to what PSP decoders accept: accents stripped ("São" → "Sao"), whitespace
 * collapsed, anything outside printable ASCII dropped. Case is kept (the BCB's own example is
 * "Fulano de Tal").
 */
export function toBrCodeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

function fail(code: BrCodeErrorCode, field: string, message: string): never {
  throw new BrCodeError(code, field, message);
}

function truncatedText(text: string, max: number, field: string): string {
  const value = toBrCodeText(text).slice(0, max).trimEnd();
  return value || fail('INVALID_FIELD', field, `field ${field} is empty once reduced to ASCII`);
}

function staticAccount(input: StaticBrCodeInput): string {
  const key = normalizePixKey(input.pixKey.type, input.pixKey.key);
  if (key === null) fail('INVALID_FIELD', '26-01', `not a valid ${input.pixKey.type} Pix key`);
  const description = toBrCodeText(input.description ?? '');
  // Template 26 is capped at 99: GUI (18) + key (4 + ≤ 77) leave the description what remains, minus 4.
  const room = 99 - 18 - (4 + key.length) - 4;
  if (description.length > room)
    fail('FIELD_TOO_LONG', '26-02', `with this key the description fits ${room}`);
  return encodeTlv('00', PIX_GUI) + encodeTlv('01', key) + (description && encodeTlv('02', description));
}

function dynamicAccount(input: DynamicBrCodeInput): string {
  const url = input.url.replace(/^https:\/\//i, '');
  if (!/^[\x21-\x7e]+$/.test(url) || url.includes('://'))
    fail('INVALID_FIELD', '26-25', 'not a location URL');
  if (url.length > BR_CODE_LIMITS.url)
    fail('FIELD_TOO_LONG', '26-25', `the URL exceeds ${BR_CODE_LIMITS.url}`);
  return encodeTlv('00', PIX_GUI) + encodeTlv('25', url);
}

function amountField(amountCents: bigint | undefined): string {
  if (amountCents === undefined || amountCents === 0n) return '';
  if (amountCents < 0n) fail('INVALID_FIELD', '54', 'the amount cannot be negative');
  const amount = toDecimal(amountCents);
  if (amount.length > BR_CODE_LIMITS.amount)
    fail('FIELD_TOO_LONG', '54', `"${amount}" exceeds 13 characters`);
  return encodeTlv('54', amount);
}

function txidOf(input: BrCodeInput): string {
  // Dynamic codes always carry "***": their 26–35-character txid lives in the JWS, not here.
  const txid = input.kind === 'static' ? (input.txid ?? '***') : '***';
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid))
    fail('INVALID_FIELD', '62-05', 'txid must be [A-Za-z0-9]{1,25}');
  return txid;
}

function postalCodeField(postalCode: string | undefined): string {
  if (postalCode === undefined) return '';
  const cep = postalCode.replace(/\D/g, '');
  if (cep.length !== 8) fail('INVALID_FIELD', '61', 'a CEP has 8 digits');
  return encodeTlv('61', cep);
}

/**
 * Builds the "Pix copia e cola" text. Invariant: field 54 is exactly `amountCents` as a two-decimal
 * string (integer arithmetic only) or absent when there is no amount. Names and cities are reduced
 * to ASCII and truncated to 25 and 15; anything else that does not fit throws `BrCodeError` rather
 * than being silently altered.
 */
export function encodeBrCode(input: BrCodeInput): string {
  const account = input.kind === 'static' ? staticAccount(input) : dynamicAccount(input);
  const body = [
    encodeTlv('00', '01'),
    input.kind === 'dynamic' && input.oneTime ? encodeTlv('01', '12') : '',
    encodeTlv('26', account),
    encodeTlv('52', '0000'),
    encodeTlv('53', '986'),
    input.kind === 'static' ? amountField(input.amountCents) : '',
    encodeTlv('58', 'BR'),
    encodeTlv('59', truncatedText(input.merchantName, BR_CODE_LIMITS.merchantName, '59')),
    encodeTlv('60', truncatedText(input.merchantCity, BR_CODE_LIMITS.merchantCity, '60')),
    postalCodeField(input.postalCode),
    encodeTlv('62', encodeTlv('05', txidOf(input))),
    '6304',
  ].join('');
  return body + crc16(body);
}
