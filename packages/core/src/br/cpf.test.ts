import { describe, expect, it } from 'vitest';
import {
  computeCpfCheckDigits,
  formatCpf,
  isValidCpf,
  maskCpfForDisplay,
  maskCpfInput,
  normalizeCpf,
} from './cpf.ts';

describe('cpf', () => {
  it('accepts the reference CPFs, with or without the mask', () => {
    for (const cpf of [
      '123.456.789-09',
      '111.444.777-35',
      '529.982.247-25',
      '12345678909',
      ' 529.982.247-25 ',
      '529982247-25',
      '529.982.24725',
    ]) {
      expect(isValidCpf(cpf)).toBe(true);
    }
  });

  it('computes the check digits as in the reference worked example', () => {
    expect(computeCpfCheckDigits('123456789')).toBe('09');
    expect(computeCpfCheckDigits('111444777')).toBe('35');
  });

  it('refuses a wrong check digit', () => {
    for (const cpf of ['123.456.789-00', '123.456.789-19', '529.982.247-24', '111.444.777-53']) {
      expect(isValidCpf(cpf)).toBe(false);
    }
  });

  it('refuses one repeated digit even though the arithmetic passes', () => {
    for (let digit = 0; digit <= 9; digit++) expect(isValidCpf(String(digit).repeat(11))).toBe(false);
  });

  it('refuses fewer than 11 characters after stripping', () => {
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('529.982.247-2')).toBe(false);
    expect(isValidCpf('...........')).toBe(false);
  });

  it('refuses more than 11 digits instead of validating a prefix', () => {
    expect(isValidCpf('529.982.247-250')).toBe(false);
    expect(isValidCpf('0529.982.247-25')).toBe(false);
  });

  it('refuses letters and underscores, which are word characters and survive the strip', () => {
    expect(isValidCpf('529.982.247-2a')).toBe(false);
    expect(isValidCpf('529982247_25')).toBe(false);
    expect(isValidCpf('CPF 529.982.247-25')).toBe(false);
  });

  it('reads only ASCII digits with the mask’s separators at their places, never around anything else', () => {
    for (const cpf of [
      '5é2998224725',
      '5\u00e92998224725',
      '529\t982\t247\t25',
      '529/982/247-25',
      '529 982 247 25',
      '529.982.247.25',
      '529-982-247-25',
      '529..982.247-25',
      '٥٢٩٩٨٢٢٤٧٢٥',
      '５２９９８２２４７２５',
      '529.982.247-25\u200b',
      '+52998224725',
    ]) {
      expect(isValidCpf(cpf), cpf).toBe(false);
    }
  });

  it('normalizes the typed forms to 11 digits and leaves anything else as it was, trimmed', () => {
    expect(normalizeCpf(' 529.982.247-25\n')).toBe('52998224725');
    expect(normalizeCpf('529982247-25')).toBe('52998224725');
    expect(normalizeCpf('5é2998224725')).toBe('5é2998224725');
    expect(normalizeCpf('529_982')).toBe('529_982');
  });

  it('formats and masks 11 digits', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(maskCpfForDisplay('12345678909')).toBe('***.456.789-**');
  });

  it('refuses to format anything but 11 digits', () => {
    expect(() => formatCpf('1234567890')).toThrow(RangeError);
    expect(() => maskCpfForDisplay('123456789012')).toThrow(RangeError);
  });

  it('formats progressively while typing', () => {
    const steps = ['1', '12', '123', '1234', '123456', '1234567', '123456789', '1234567890', '12345678909'];
    expect(steps.map(maskCpfInput)).toEqual([
      '1',
      '12',
      '123',
      '123.4',
      '123.456',
      '123.456.7',
      '123.456.789',
      '123.456.789-0',
      '123.456.789-09',
    ]);
    expect(maskCpfInput('123.456.789-0999')).toBe('123.456.789-09');
    expect(maskCpfInput('abc')).toBe('');
  });
});
