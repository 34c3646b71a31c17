import { describe, expect, it } from 'vitest';
import {
  DDDS,
  formatPhoneBR,
  isLandlineBR,
  isValidPhoneBR,
  maskPhoneForDisplay,
  maskPhoneInput,
  parsePhoneBR,
} from './phone.ts';

describe('phone', () => {
  it('parses every shape a player types into E.164', () => {
    for (const typed of [
      '(11) 91234-5678',
      '11912345678',
      '+55 11 91234-5678',
      '5511912345678',
      '+5511912345678',
      '+55 (11) 91234-5678',
      '011 91234-5678',
      ' 11 9 1234 5678 ',
    ]) {
      expect(parsePhoneBR(typed)).toBe('+5511912345678');
    }
  });

  it('reads only ASCII digits, spaces, parentheses, - and a leading +', () => {
    for (const typed of [
      '11 9 1234.5678',
      '11\t91234-5678',
      '11/91234-5678',
      '(11) 9123é-5678',
      '(11) 91234-567٨',
      '(１１) 91234-5678',
      '(11)\u00a091234-5678',
      '(11) 91234-5678\u200b',
      '55+11912345678',
    ]) {
      expect(parsePhoneBR(typed), typed).toBeNull();
    }
  });

  it('knows the 67 DDDs in use', () => {
    expect(DDDS.size).toBe(67);
    expect(parsePhoneBR('(99) 91234-5678')).toBe('+5599912345678');
    expect(parsePhoneBR('(55) 91234-5678')).toBe('+5555912345678');
  });

  it('refuses DDDs that do not exist', () => {
    for (const ddd of [
      '10',
      '20',
      '23',
      '25',
      '26',
      '29',
      '30',
      '36',
      '39',
      '40',
      '50',
      '52',
      '56',
      '60',
      '70',
      '80',
      '90',
    ]) {
      expect(parsePhoneBR(`(${ddd}) 91234-5678`)).toBeNull();
    }
  });

  it('refuses landlines and mobiles without the leading 9', () => {
    expect(parsePhoneBR('(11) 3123-4567')).toBeNull();
    expect(parsePhoneBR('(11) 81234-5678')).toBeNull();
    expect(parsePhoneBR('+551131234567')).toBeNull();
  });

  it('refuses other countries, wrong lengths and stray characters', () => {
    expect(parsePhoneBR('+1 11 91234-5678')).toBeNull();
    expect(parsePhoneBR('+351911234567')).toBeNull();
    expect(parsePhoneBR('1191234567')).toBeNull();
    expect(parsePhoneBR('119123456789')).toBeNull();
    expect(parsePhoneBR('55119123456789')).toBeNull();
    expect(parsePhoneBR('11 9123a-5678')).toBeNull();
    expect(parsePhoneBR('11+912345678')).toBeNull();
    expect(parsePhoneBR('')).toBeNull();
    expect(isValidPhoneBR('(11) 91234-5678')).toBe(true);
    expect(isValidPhoneBR('(11) 3123-4567')).toBe(false);
  });

  it('formats and masks for display', () => {
    expect(formatPhoneBR('+5511912345678')).toBe('(11) 91234-5678');
    expect(formatPhoneBR('5521987654321')).toBe('(21) 98765-4321');
    expect(maskPhoneForDisplay('+5511912345678')).toBe('(11) 9****-5678');
    expect(() => formatPhoneBR('+551131234567')).toThrow(RangeError);
    expect(() => maskPhoneForDisplay('nope')).toThrow(RangeError);
  });

  it('formats progressively while typing, never ending on a separator', () => {
    const typed = '11912345678';
    const shown = [...typed].map((_, i) => maskPhoneInput(typed.slice(0, i + 1)));
    expect(shown).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 91',
      '(11) 912',
      '(11) 9123',
      '(11) 91234',
      '(11) 91234-5',
      '(11) 91234-56',
      '(11) 91234-567',
      '(11) 91234-5678',
    ]);
    expect(maskPhoneInput('')).toBe('');
  });

  it('reformats its own output as the player edits it', () => {
    expect(maskPhoneInput('(11) 91234-5')).toBe('(11) 91234-5');
    expect(maskPhoneInput('(11) 91234-')).toBe('(11) 91234');
    expect(maskPhoneInput('(11) ')).toBe('(11');
    expect(maskPhoneInput('(11) 91234-56789')).toBe('(11) 91234-5678');
    expect(maskPhoneInput('(55) 91234-56789')).toBe('(55) 91234-5678');
  });

  it('drops a pasted country code and trunk zeros', () => {
    expect(maskPhoneInput('+55 11 91234-5678')).toBe('(11) 91234-5678');
    expect(maskPhoneInput('+55 (11) 91234-5678')).toBe('(11) 91234-5678');
    expect(maskPhoneInput('5511912345678')).toBe('(11) 91234-5678');
    expect(maskPhoneInput('011 91234-5678')).toBe('(11) 91234-5678');
    expect(maskPhoneInput('0')).toBe('');
  });
});

describe('landlines', () => {
  it('are masked as what they are, 4-4, never bent into a mobile shape', () => {
    expect(maskPhoneInput('2133334444')).toBe('(21) 3333-4444');
    expect(maskPhoneInput('213333')).toBe('(21) 3333');
    expect(maskPhoneInput('21333344445')).toBe('(21) 3333-4444');
    expect(maskPhoneInput('(21) 3333-444')).toBe('(21) 3333-444');
  });

  it('are told apart from mobiles and from typos, and never accepted as an account phone', () => {
    expect(isLandlineBR('(21) 3333-4444')).toBe(true);
    expect(isLandlineBR('+55 11 2345-6789')).toBe(true);
    expect(isValidPhoneBR('(21) 3333-4444')).toBe(false);
    expect(isLandlineBR('(11) 91234-5678')).toBe(false);
    expect(isLandlineBR('(20) 3333-4444')).toBe(false);
    expect(isLandlineBR('(21) 8333-4444')).toBe(false);
  });
});
