/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR), the checksum
 * of EMV QR codes and so of the Pix BR Code (ID 63). Computed over the UTF-8 bytes, which for the
 * ASCII-only payloads we generate are the characters themselves. Returns 4 uppercase hex digits.
 */
// Node and browsers both have TextEncoder, but core compiles against the ES library only (no DOM, no
// @types/node), so we declare the one member we use.
declare const TextEncoder: new () => { encode(input: string): Uint8Array };

export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
