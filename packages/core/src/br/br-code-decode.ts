import type { Cents } from '../money/cents.ts';
import { parseDecimal } from '../money/cents.ts';
import type { BrCode, BrCodeErrorCode, BrCodeOtherField } from './br-code.ts';
import { BR_CODE_LIMITS, BrCodeError, PIX_GUI } from './br-code.ts';
import { crc16 } from './crc16.ts';
import type { TlvField } from './tlv.ts';
import { parseTlv } from './tlv.ts';

export type DecodeBrCodeResult = { ok: true; brCode: BrCode } | { ok: false; error: BrCodeError };

const ROOT_IDS = new Set(['00', '01', '26', '52', '53', '54', '58', '59', '60', '61', '62', '63']);

function fail(code: BrCodeErrorCode, field: string | null, message: string): never {
  throw new BrCodeError(code, field, message);
}

function length(value: string): number {
  return [...value].length;
}

/** Parses a TLV sequence into a map, refusing malformed or repeated IDs. */
function parseTemplate(text: string, path: string | null): { fields: TlvField[]; byId: Map<string, string> } {
  const fields =
    parseTlv(text) ?? fail('BAD_TLV', path, `${path ?? 'the payload'} is not a valid TLV sequence`);
  const byId = new Map(fields.map((field) => [field.id, field.value]));
  if (byId.size !== fields.length) fail('BAD_TLV', path, `an ID is repeated in ${path ?? 'the payload'}`);
  return { fields, byId };
}

function required(byId: Map<string, string>, id: string, path = id): string {
  return byId.get(id) ?? fail('MISSING_FIELD', path, `field ${path} is required`);
}

function expectValue(byId: Map<string, string>, id: string, expected: string): string {
  const value = required(byId, id);
  if (value !== expected) fail('INVALID_FIELD', id, `field ${id} must be "${expected}", got "${value}"`);
  return value;
}

function others(fields: TlvField[], known: ReadonlySet<string>, prefix: string): BrCodeOtherField[] {
  return fields
    .filter((field) => !known.has(field.id))
    .map((field) => ({ id: prefix + field.id, value: field.value }));
}

/** Checked on the raw text first, so a code damaged in transit reports BAD_CRC rather than a parse error. */
function checkCrc(payload: string): string {
  const match = /6304([0-9A-Fa-f]{4})$/.exec(payload);
  if (!match) fail('MISSING_FIELD', '63', 'the payload must end with the CRC: 6304 and 4 hex digits');
  const written = match[1]!.toUpperCase();
  const computed = crc16(payload.slice(0, -4));
  if (written !== computed) fail('BAD_CRC', '63', `the CRC is ${written} but the payload gives ${computed}`);
  return written;
}

function checkEnvelope(fields: TlvField[], byId: Map<string, string>): void {
  if (fields[0]?.id !== '00')
    fail(byId.has('00') ? 'BAD_TLV' : 'MISSING_FIELD', '00', 'ID 00 must come first');
  expectValue(byId, '00', '01');
  if (fields.at(-1)?.id !== '63') fail('BAD_TLV', '63', 'ID 63 (CRC) must come last');
  const initiation = byId.get('01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12') {
    fail('INVALID_FIELD', '01', `field 01 must be "11" or "12", got "${initiation}"`);
  }
}

type AccountTarget =
  | { kind: 'static'; key: string; description: string | null }
  | { kind: 'dynamic'; url: string };

/** Static codes carry a key (26-01) and never a URL; dynamic codes a URL (26-25) and never a key. */
function accountTarget(byId: Map<string, string>): AccountTarget {
  const key = byId.get('01');
  const url = byId.get('25');
  if (key !== undefined && url === undefined) {
    if (length(key) > BR_CODE_LIMITS.key) fail('INVALID_FIELD', '26-01', 'the key exceeds 77');
    return { kind: 'static', key, description: byId.get('02') ?? null };
  }
  if (url !== undefined && key === undefined) {
    if (length(url) > BR_CODE_LIMITS.url) fail('INVALID_FIELD', '26-25', 'the URL exceeds 77');
    return { kind: 'dynamic', url };
  }
  return fail('INVALID_FIELD', '26', 'a Pix BR Code has exactly one of a key (26-01) and a URL (26-25)');
}

function decodeAccount(value: string) {
  const { fields, byId } = parseTemplate(value, '26');
  const gui = required(byId, '00', '26-00');
  if (gui.toLowerCase() !== PIX_GUI) fail('WRONG_GUI', '26-00', `"${gui}" is not the Pix GUI`);
  const target = accountTarget(byId);
  const known = new Set(target.kind === 'static' ? ['00', '01', '02'] : ['00', '25']);
  return { gui, target, otherFields: others(fields, known, '26-') };
}

function decodeTxid(value: string, kind: 'static' | 'dynamic') {
  const { fields, byId } = parseTemplate(value, '62');
  const txid = required(byId, '05', '62-05');
  if (kind === 'dynamic' && txid !== '***') fail('INVALID_FIELD', '62-05', 'a dynamic code must carry "***"');
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) {
    fail('INVALID_FIELD', '62-05', 'txid must be "***" or [A-Za-z0-9]{1,25}');
  }
  return { txid: txid === '***' ? null : txid, otherFields: others(fields, new Set(['05']), '62-') };
}

function decodeAmount(value: string | undefined): { amount: string | null; amountCents: Cents | null } {
  if (value === undefined) return { amount: null, amountCents: null };
  if (value.length > BR_CODE_LIMITS.amount || !/^\d+(\.\d{1,2})?$/.test(value)) {
    fail('INVALID_FIELD', '54', `"${value}" is not an amount`);
  }
  return { amount: value, amountCents: parseDecimal(value) };
}

function boundedText(byId: Map<string, string>, id: string, max: number): string {
  const value = required(byId, id);
  if (length(value) > max) fail('INVALID_FIELD', id, `field ${id} exceeds ${max} characters`);
  return value;
}

function decodeOrThrow(payload: string): BrCode {
  const crc = checkCrc(payload);
  const { fields, byId } = parseTemplate(payload, null);
  checkEnvelope(fields, byId);
  const account = decodeAccount(required(byId, '26'));
  const additional = decodeTxid(required(byId, '62'), account.target.kind);
  const merchantCategoryCode = required(byId, '52');
  if (!/^\d{4}$/.test(merchantCategoryCode)) fail('INVALID_FIELD', '52', 'the MCC has 4 digits');
  return {
    oneTime: byId.get('01') === '12',
    gui: account.gui,
    merchantCategoryCode,
    currency: expectValue(byId, '53', '986'),
    ...decodeAmount(byId.get('54')),
    countryCode: expectValue(byId, '58', 'BR'),
    merchantName: boundedText(byId, '59', BR_CODE_LIMITS.merchantName),
    merchantCity: boundedText(byId, '60', BR_CODE_LIMITS.merchantCity),
    postalCode: byId.get('61') ?? null,
    txid: additional.txid,
    crc,
    otherFields: [...others(fields, ROOT_IDS, ''), ...account.otherFields, ...additional.otherFields],
    ...account.target,
  };
}

/**
 * Reads a "Pix copia e cola" text (surrounding whitespace ignored). Refuses, with a typed error, a
 * bad CRC, malformed TLV, a missing mandatory field (00, 26, 52, 53, 58, 59, 60, 62, 62-05, 63), a
 * GUI other than br.gov.bcb.pix (any case), and values the BR Code rules forbid (txid, lengths, amount).
 */
export function decodeBrCode(text: string): DecodeBrCodeResult {
  try {
    return { ok: true, brCode: decodeOrThrow(text.trim()) };
  } catch (error) {
    if (error instanceof BrCodeError) return { ok: false, error };
    throw error;
  }
}
