import { describe, expect, it } from 'vitest';
import { computeCnpjCheckDigits, formatCnpj, isValidCnpj, maskCnpjInput, normalizeCnpj } from './cnpj.ts';

describe('cnpj', () => {
  it('accepts the reference numeric CNPJs', () => {
    for (const cnpj of ['11.222.333/0001-81', '42.318.949/0001-84', '00.000.000/0001-91', '11222333000181']) {
      expect(isValidCnpj(cnpj)).toBe(true);
    }
  });

  it('accepts the official alphanumeric example 12.ABC.345/01DE-35, in any case', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('values letters as char code − 48 (A = 17), as in the official worked example', () => {
    expect(computeCnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(computeCnpjCheckDigits('112223330001')).toBe('81');
  });

  it('refuses a wrong check digit', () => {
    for (const cnpj of [
      '11.222.333/0001-82',
      '12.ABC.345/01DE-53',
      '12.ABC.345/01DF-35',
      '42.318.949/0001-48',
    ]) {
      expect(isValidCnpj(cnpj)).toBe(false);
    }
  });

  it('refuses letters in the check digits', () => {
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
  });

  it('refuses anything but exactly 14 characters', () => {
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001810')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });

  it('refuses one repeated digit', () => {
    for (let digit = 0; digit <= 9; digit++) expect(isValidCnpj(String(digit).repeat(14))).toBe(false);
  });

  it('normalizes to uppercase without punctuation, and only ASCII reaches toUpperCase', () => {
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(normalizeCnpj('12ABC34501DE35')).toBe('12ABC34501DE35');
    expect(normalizeCnpj('12ßAB')).toBe('12ßAB');
  });

  it('reads only ASCII letters and digits with the mask’s separators at their places', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    for (const cnpj of [
      '11.222.333/0001-8١',
      '1é.222.333/0001-81',
      '11\t222\t333\t0001\t81',
      '11 222 333 0001 81',
      '11-222-333-0001-81',
      '11.222.333.0001.81',
      '１１２２２３３３０００１８１',
      '12.ÀBC.345/01DE-35',
      '12.abc.345/01dé-35',
    ]) {
      expect(isValidCnpj(cnpj), cnpj).toBe(false);
    }
  });

  it('formats both shapes', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(() => formatCnpj('1122233300018')).toThrow(RangeError);
  });

  it('formats progressively while typing, uppercasing letters and keeping the check digits numeric', () => {
    expect(maskCnpjInput('1')).toBe('1');
    expect(maskCnpjInput('12a')).toBe('12.A');
    expect(maskCnpjInput('12abc345')).toBe('12.ABC.345');
    expect(maskCnpjInput('12abc3450')).toBe('12.ABC.345/0');
    expect(maskCnpjInput('12abc34501de3')).toBe('12.ABC.345/01DE-3');
    expect(maskCnpjInput('12abc34501deX35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpjInput('12.ABC.345/01DE-3599')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpjInput('')).toBe('');
  });
});
