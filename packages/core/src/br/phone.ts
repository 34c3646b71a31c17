/**
 * Brazilian mobile numbers. A player types them in many shapes; we keep one: E.164 `+55` + DDD (2) +
 * 9-digit subscriber number starting with 9, e.g. `+5511912345678` (also the Pix phone-key form).
 * Landlines (8-digit subscriber numbers) are refused: an account phone must receive SMS.
 */

/** Every DDD (area code) in use in Brazil, by state. 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56–60,
 * 70, 72, 76, 78, 80 and 90 do not exist, so a number using them is a typo. */
export const DDDS: ReadonlySet<string> = new Set([
  ...['11', '12', '13', '14', '15', '16', '17', '18', '19'], // SP
  ...['21', '22', '24', '27', '28'], // RJ, ES
  ...['31', '32', '33', '34', '35', '37', '38'], // MG
  ...['41', '42', '43', '44', '45', '46', '47', '48', '49'], // PR, SC
  ...['51', '53', '54', '55'], // RS
  ...['61', '62', '63', '64', '65', '66', '67', '68', '69'], // DF, GO, TO, MT, MS, AC, RO
  ...['71', '73', '74', '75', '77', '79'], // BA, SE
  ...['81', '82', '83', '84', '85', '86', '87', '88', '89'], // PE, AL, PB, RN, CE, PI
  ...['91', '92', '93', '94', '95', '96', '97', '98', '99'], // PA, AM, RR, AP, MA
]);

const NATIONAL_MOBILE = /^(\d{2})(9\d{8})$/;

function toNationalDigits(trimmed: string): string | null {
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.startsWith('55') ? digits.slice(2) : null;
  if (digits.length === 13 && digits.startsWith('55')) return digits.slice(2);
  // "011 91234-5678": the trunk prefix 0 that long-distance dialling used to need.
  if (digits.length === 12 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * Parses what a player types — "(11) 91234-5678", "11912345678", "+55 11 91234-5678",
 * "5511912345678", "011 91234-5678" — into E.164 "+5511912345678". Null unless it is a mobile number
 * with a real DDD. Only ASCII digits, spaces, `(`, `)`, `-` and one leading `+` are allowed
 * (docs/API.md "Conventions"): a tab, a dot, a `/` or a digit or letter of another script is no phone number.
 */
export function parsePhoneBR(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[0-9 ()-]+$/.test(trimmed)) return null;
  const national = toNationalDigits(trimmed);
  const match = national === null ? null : NATIONAL_MOBILE.exec(national);
  if (!match || !DDDS.has(match[1]!)) return null;
  return `+55${national}`;
}

export function isValidPhoneBR(input: string): boolean {
  return parsePhoneBR(input) !== null;
}

function requirePhone(input: string): { ddd: string; number: string } {
  const e164 = parsePhoneBR(input);
  if (e164 === null) throw new RangeError('not a Brazilian mobile number');
  return { ddd: e164.slice(3, 5), number: e164.slice(5) };
}

/** "+5511912345678" (or any form `parsePhoneBR` accepts) → "(11) 91234-5678"; throws RangeError otherwise. */
export function formatPhoneBR(input: string): string {
  const { ddd, number } = requirePhone(input);
  return `(${ddd}) ${number.slice(0, 5)}-${number.slice(5)}`;
}

/** "+5511912345678" → "(11) 9****-5678": enough for the player to recognise, not enough to call. */
export function maskPhoneForDisplay(input: string): string {
  const { ddd, number } = requirePhone(input);
  return `(${ddd}) ${number.slice(0, 1)}****-${number.slice(5)}`;
}

/**
 * Formats a mobile number while it is typed, for the masked input: "119123" → "(11) 9123",
 * "11912345678" → "(11) 91234-5678". It never ends on a separator, so backspace always removes a
 * digit. A pasted international number ("+55 11 9…", "5511 9…") loses its country code; leading
 * zeros (trunk prefix) are dropped because no DDD starts with 0.
 */
export function maskPhoneInput(partial: string): string {
  let digits = partial.replace(/\D/g, '').replace(/^0+/, '');
  const pastedInternational = partial.trimStart().startsWith('+') || !partial.includes('(');
  if (pastedInternational && digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  digits = digits.slice(0, 11);
  if (digits.length <= 2) return digits && `(${digits}`;
  const ddd = digits.slice(0, 2);
  // A landline (subscriber number starting 2–5) has 8 digits, written 4-4: "(21) 3333-4444", so it is
  // seen as what it is (and refused as a landline) rather than bent into "(21) 33334-444".
  if (/^[2-5]/.test(digits.slice(2))) {
    const rest = digits.slice(2, 10);
    return rest.length <= 4 ? `(${ddd}) ${rest}` : `(${ddd}) ${rest.slice(0, 4)}-${rest.slice(4)}`;
  }
  const rest = digits.slice(2);
  return rest.length <= 5 ? `(${ddd}) ${rest}` : `(${ddd}) ${rest.slice(0, 5)}-${rest.slice(5)}`;
}

/**
 * A Brazilian landline (a real DDD and an 8-digit subscriber number starting 2–5), e.g. "(21) 3333-4444":
 * not accepted as an account phone (it cannot receive SMS), but told apart so the player is told why.
 */
export function isLandlineBR(input: string): boolean {
  const trimmed = input.trim();
  if (!/^\+?[0-9 ()-]+$/.test(trimmed)) return false;
  const national = toNationalDigits(trimmed);
  const match = national === null ? null : /^(\d{2})([2-5]\d{7})$/.exec(national);
  return match !== null && DDDS.has(match[1]!);
}
