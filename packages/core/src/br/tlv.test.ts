import { describe, expect, it } from 'vitest';
import { encodeTlv, parseTlv } from './tlv.ts';

describe('tlv', () => {
  it('writes ID, 2-digit length and value', () => {
    expect(encodeTlv('58', 'BR')).toBe('5802BR');
    expect(encodeTlv('62', encodeTlv('05', '***'))).toBe('62070503***');
    expect(encodeTlv('02', 'x'.repeat(99))).toHaveLength(103);
  });

  it('refuses a value longer than 99', () => {
    expect(() => encodeTlv('02', 'x'.repeat(100))).toThrow(RangeError);
  });

  it('splits a sequence into fields in order', () => {
    expect(parseTlv('0002015802BR62070503***')).toEqual([
      { id: '00', value: '01' },
      { id: '58', value: 'BR' },
      { id: '62', value: '0503***' },
    ]);
    expect(parseTlv('')).toEqual([]);
  });

  it('counts characters, not bytes', () => {
    expect(parseTlv('5909São Paulo')).toEqual([{ id: '59', value: 'São Paulo' }]);
    expect(encodeTlv('59', 'São Paulo')).toBe('5909São Paulo');
  });

  it('refuses malformed sequences', () => {
    for (const bad of ['0', '000', '0002', '00030', 'AB0201', '00A201', '0000', '000201X']) {
      expect(parseTlv(bad)).toBeNull();
    }
  });
});
