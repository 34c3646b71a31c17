import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmountInput, parseAmountInput } from './amount-input.ts';

const cents = (text: string) => {
  const read = parseAmountInput(text);
  return read.ok ? read.cents : read.error;
};

describe('parseAmountInput (the Brazilian way, docs/PRODUCT.md "Typing amounts")', () => {
  const readings: [string, bigint][] = [
    ['1.000,50', 100050n],
    ['1000,50', 100050n],
    ['1000,5', 100050n],
    ['1000', 100000n],
    ['1.000', 100000n],
    ['1.234.567,89', 123456789n],
    ['0,01', 1n],
    ['  R$ 50,00 ', 5000n],
    ['R$1.000', 100000n],
    // A single dot with 1 or 2 digits after it is the decimal point, with 3 it groups thousands.
    ['10.5', 1050n],
    ['10.50', 1050n],
    ['12.345', 1234500n],
    ['0.05', 5n],
  ];

  it('reads Brazilian amounts, and a dot-decimal by the one documented rule', () => {
    for (const [text, expected] of readings) expect(cents(text), text).toBe(expected);
  });

  it('says when letters were typed', () => {
    for (const bad of ['abc', '10a', 'R$ dez', '1e3', 'dez reais']) expect(cents(bad), bad).toBe('letters');
  });

  it('refuses what fits no rule', () => {
    for (const bad of [
      '1.5000',
      '1000,505',
      '1,000,50',
      '1.00.0',
      '10.',
      ',5',
      '.5',
      '1000.',
      '1 000',
      '-5',
      '+5',
      '1.000.5',
      '1.0000,00',
      '1234.567,00',
      '10.5,00',
      '1.000.000.000.000.000',
      '1000000000000000',
      '５0',
    ]) {
      expect(cents(bad), bad).toBe('format');
    }
    expect(cents('')).toBe('empty');
    expect(cents('   ')).toBe('empty');
    expect(cents('R$ ')).toBe('empty');
  });

  it('shows centavos the Brazilian way in the field', () => {
    expect(formatAmountInput(100n)).toBe('1,00');
    expect(formatAmountInput(100050n)).toBe('1.000,50');
    expect(formatAmountInput(5n)).toBe('0,05');
    expect(formatAmountInput(123456789n)).toBe('1.234.567,89');
    expect(formatAmountInput(0n)).toBe('0,00');
  });

  const amount = fc.bigInt({ min: 0n, max: 10n ** 17n - 1n });

  it('reads back whatever the field shows (property)', () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(cents(formatAmountInput(value))).toBe(value);
      }),
    );
  });

  it('reads the same amount with or without the thousands dots (property)', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const shown = formatAmountInput(value);
        expect(cents(shown.replaceAll('.', ''))).toBe(value);
      }),
    );
  });

  it('reads a dot-decimal with two places as the same centavos as the comma (property)', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const plain = formatAmountInput(value).replaceAll('.', '').replace(',', '.');
        expect(cents(plain)).toBe(value);
      }),
    );
  });

  it('never throws and never gives a negative amount (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (text) => {
        const read = parseAmountInput(text);
        if (read.ok) expect(read.cents >= 0n).toBe(true);
      }),
    );
  });
});
