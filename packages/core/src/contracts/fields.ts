import { z } from 'zod';
import {
  DATE_INPUT_PATTERN,
  INSTANT_INPUT_PATTERN,
  isCalendarDate,
  isDateOrInstantInput,
  parseInstantInput,
} from '../date-input.ts';

/**
 * The shared building blocks of every request contract (docs/PRODUCT.md "Hostile input"): text that can
 * reach a database or a screen, database ids and money amounts. The server also applies
 * `findUnsafeText` to every query, path parameter and body before any route's schema runs, so a
 * route written with a bare `z.string()` still cannot let a NUL or a bidi override through.
 */

/**
 * Characters no typed text may hold: C0 and C1 controls (NUL, BEL, ESC, CR, LF, TAB…), DEL, the
 * bidirectional marks, embeddings, overrides and isolates (U+202E makes "gpj.exe" read "exe.jpg"),
 * the line and paragraph separators and the byte-order mark. PostgreSQL refuses NUL in text outright.
 */
export const UNSAFE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069\ufeff]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** The same, except line breaks and tabs (LF, CR, TAB): for the few fields that are paragraphs (a ticket's message). */
export const UNSAFE_MULTILINE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069\ufeff]/;

export function isSafeMultilineText(value: string): boolean {
  return !UNSAFE_MULTILINE_TEXT.test(value);
}

/** Nesting deeper than this is not a form anyone fills in; it is refused as a whole. */
export const MAX_INPUT_DEPTH = 8;

export type UnsafeInput = { field: string } | { tooDeep: true };

/**
 * The dotted path of the first string (value or key) holding an unsafe character in a parsed query,
 * path or body; `{tooDeep}` for nesting beyond MAX_INPUT_DEPTH; null when everything is clean. Fields
 * named in `multiline` (dotted paths a route declares) may also hold line breaks and tabs.
 */
export function findUnsafeText(
  value: unknown,
  path = '',
  depth = 0,
  multiline?: ReadonlySet<string>,
): UnsafeInput | null {
  if (typeof value === 'string') {
    const safe = multiline?.has(path) ? isSafeMultilineText(value) : isSafeText(value);
    return safe ? null : { field: path };
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return { tooDeep: true };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return { field: path || 'body' };
    const found = findUnsafeText(child, childPath, depth + 1, multiline);
    if (found) return found;
  }
  return null;
}

/** Bounded text without control or bidi-override characters; `message` answers both failures. */
export const safeText = (max: number, message?: string) =>
  z.string().max(max, message).refine(isSafeText, message);

/** The largest value of a PostgreSQL `bigint` (int8), the type of every id column. */
export const INT8_MAX = 9223372036854775807n;

/** A database id as sent on the wire: a positive decimal integer that fits an int8 column. */
export const dbId = z
  .string()
  .max(19)
  .regex(/^[1-9]\d{0,18}$/)
  // zod runs every check even after one failed: never hand BigInt a non-number.
  .refine((v) => /^\d{1,19}$/.test(v) && BigInt(v) <= INT8_MAX);

/**
 * The `id` query the player app appends to every call once a member is known (docs/SPECIFICATION.md §7). Never used
 * for identity (the token decides); still bounded like any id. Empty means unknown.
 */
export const memberIdParam = z.union([z.literal(''), dbId]).optional();

/**
 * A money amount on the wire: digits, then at most two decimals after a dot, and nothing else — no
 * spaces, sign, comma, exponent or byte-order mark. Clients format what the
 * player typed ("50,5") into this form before sending it.
 */
export const AMOUNT_PATTERN = /^\d{1,15}(\.\d{1,2})?$/;

/** An amount field: `missing` when absent or empty, `invalid` for any other form or zero. */
export const amountField = (missing: string, invalid: string) =>
  z
    .union([z.string(), z.number()], { error: missing })
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .pipe(
      z
        .string()
        .min(1, missing)
        .max(18, invalid)
        .regex(AMOUNT_PATTERN, invalid)
        .refine((v) => /[1-9]/.test(v), invalid),
    );

/**
 * A calendar day `YYYY-MM-DD` that exists (docs/API.md "Conventions"): the pattern gives the shape to the
 * OpenAPI document, the refinement refuses 2026-02-30, month 13 and year 0000 as INVALID_FIELD.
 */
export const calendarDateField = z.string().max(10).regex(DATE_INPUT_PATTERN).refine(isCalendarDate);

/** An RFC 3339 instant with its offset that names a real moment (no hour 25, no 30 February). */
export const instantField = z
  .string()
  .max(40)
  .regex(INSTANT_INPUT_PATTERN)
  .refine((v) => parseInstantInput(v) !== null);

/** Either of the two, told apart by shape: a São Paulo day or an instant. */
export const dateOrInstantField = z
  .string()
  .max(40)
  .regex(new RegExp(`${DATE_INPUT_PATTERN.source}|${INSTANT_INPUT_PATTERN.source}`))
  .refine(isDateOrInstantInput);

/**
 * `format` of the staff lists and reports: `csv` answers the same rows as the JSON `list`, as a CSV
 * file (docs/API.md "CSV export").
 */
export const exportFormat = z.enum(['json', 'csv'], { error: 'staff:validation.format' }).optional();
