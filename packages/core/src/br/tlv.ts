/**
 * EMV TLV: a 2-digit ID, a 2-digit decimal length, then that many characters. Templates (26, 62,
 * 80–99) nest the same format inside their value. EMV lengths count characters, not bytes, so we
 * walk code points; the BR Codes we write are ASCII, where the two agree.
 */
export type TlvField = { id: string; value: string };

/** One data object; throws RangeError when the value cannot fit the 2-digit length. */
export function encodeTlv(id: string, value: string): string {
  const length = [...value].length;
  if (length > 99) throw new RangeError(`TLV ${id} is ${length} characters; the maximum is 99`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Splits a TLV sequence; null when it is malformed (bad ID or length, empty value, value cut short). */
export function parseTlv(text: string): TlvField[] | null {
  const chars = [...text];
  const fields: TlvField[] = [];
  let at = 0;
  while (at < chars.length) {
    const id = chars.slice(at, at + 2).join('');
    const length = chars.slice(at + 2, at + 4).join('');
    // EMV lengths run 01–99: an empty data object is not allowed.
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length) || length === '00') return null;
    const end = at + 4 + Number(length);
    if (end > chars.length) return null;
    fields.push({ id, value: chars.slice(at + 4, end).join('') });
    at = end;
  }
  return fields;
}
