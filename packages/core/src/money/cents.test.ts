import { describe, expect, it } from 'vitest';
import { formatMoney, formatNet, parseDecimal, toDecimal } from './cents.ts';

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
  });

  it('writes money the Brazilian way in every language of the app (R$ 1.234,56)', () => {
    for (const locale of ['pt-BR', 'en', 'es', 'zh-Hans', 'id-ID']) {
      expect(formatMoney(123456n, locale), locale).toBe('R$\u00a01.234,56');
      expect(formatMoney(100n, locale), locale).toBe('R$\u00a01,00');
    }
  });

  it('formats amounts beyond float precision exactly', () => {
    expect(formatMoney(900719925474099199n, 'pt-BR')).toBe('R$\u00a09.007.199.254.740.991,99');
  });
});

describe('formatNet', () => {
  it('signs a net result the Brazilian way, with a true minus sign', () => {
    expect(formatNet(150n)).toBe('+R$\u00a01,50');
    expect(formatNet(-60n)).toBe('\u2212R$\u00a00,60');
    expect(formatNet(0n)).toBe('R$\u00a00,00');
    expect(formatNet(-123456n)).toBe('\u2212R$\u00a01.234,56');
  });
});
