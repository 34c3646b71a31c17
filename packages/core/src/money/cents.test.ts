import { describe, expect, it } from 'vitest';
import { formatMoney, parseDecimal, toDecimal } from './cents.ts';

describe('money', () => {
  it('parses wire decimals into centavos', () => {
    expect(parseDecimal('1234.56')).toBe(123456n);
    expect(parseDecimal('1234,5')).toBe(123450n);
    expect(parseDecimal('7')).toBe(700n);
    expect(parseDecimal('-0.05')).toBe(-5n);
  });

  it('refuses anything that is not a plain amount', () => {
    for (const bad of ['', 'abc', '1.234', '1e3', '12.', '.5', '1 000', '0x10', '10000000000000000']) {
      expect(parseDecimal(bad)).toBeNull();
    }
  });

  it('writes centavos as a decimal string with two places', () => {
    expect(toDecimal(123456n)).toBe('1234.56');
    expect(toDecimal(5n)).toBe('0.05');
    expect(toDecimal(-105n)).toBe('-1.05');
    expect(toDecimal(0n)).toBe('0.00');
  });

  it('formats reais the Brazilian way', () => {
    expect(formatMoney(123456n, 'pt-BR')).toBe('R$\u00a01.234,56');
    expect(formatMoney(-123456n, 'pt-BR')).toBe('-R$\u00a01.234,56');
    expect(formatMoney(100n, 'en')).toBe('R$1.00');
  });

  it('writes the real as R$ in every locale of the app (es would otherwise say "BRL")', () => {
    for (const locale of ['pt-BR', 'en', 'es', 'zh-Hans', 'id-ID']) {
      const text = formatMoney(12688n, locale);
      expect(text, locale).toContain('R$');
      expect(text, locale).not.toContain('BRL');
    }
    expect(formatMoney(12688n, 'es')).toBe('126,88\u00a0R$');
  });

  it('formats amounts beyond float precision exactly', () => {
    expect(formatMoney(900719925474099199n, 'pt-BR')).toBe('R$\u00a09.007.199.254.740.991,99');
  });
});
