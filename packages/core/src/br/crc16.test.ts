import { describe, expect, it } from 'vitest';
import { VALID_BR_CODES } from './br-code-vectors.ts';
import { crc16 } from './crc16.ts';

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE: the check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('returns 4 uppercase, zero-padded hex digits', () => {
    expect(crc16('')).toBe('FFFF');
    // Generators that forgot the padding wrote "EA9" for this code (a bug reported against
    // wdev-qrcode-pix-php).
    const body =
      '00020126730014br.gov.bcb.pix0136e57b119f-3f91-4734-93f0-29d6a9c02b0a0211CestaLivres520400005303986540522.005802BR5913Milena Savini6009Sao Paulo622605221wDQuczihqxiuSkkkLu0aS6304';
    expect(crc16(body)).toBe('0EA9');
  });

  it.each(Object.entries(VALID_BR_CODES))('verifies the published vector %s', (_, code) => {
    expect(code.slice(-8, -4)).toBe('6304');
    expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
  });

  it('hashes UTF-8 bytes, not Latin-1 or UTF-16 code units', () => {
    // Independently computed over the UTF-8 bytes of "São Paulo" (Latin-1 would give 5704).
    expect(crc16('São Paulo')).toBe('E390');
  });
});
