import { describe, expect, it } from 'vitest';
import { checkAmount, validateInfo } from './validation.ts';

describe('recharge info checks', () => {
  it('names the docs/SPECIFICATION.md §5 message of each missing field', () => {
    expect(validateInfo({ name: ' ', cpf: '', mobile: '', email: '' })).toEqual({
      name: 'validation.enterName',
      cpf: 'validation.enterCpf',
      mobile: 'validation.enterMobile',
      email: 'validation.enterEmail',
    });
  });

  it('refuses an invalid CPF, mobile or e-mail and accepts valid ones', () => {
    expect(validateInfo({ name: 'Ana Souza', cpf: '12345678900', mobile: '1191234', email: 'ana@' })).toEqual(
      {
        cpf: 'validation.invalidCpf',
        mobile: 'validation.invalidMobile',
        email: 'validation.invalidEmail',
      },
    );
    expect(
      validateInfo({ name: 'Ana Souza', cpf: '52998224725', mobile: '11912345678', email: 'ana@x.com' }),
    ).toEqual({});
  });
});

describe('payer name', () => {
  const rest = { cpf: '52998224725', mobile: '11912345678', email: 'ana@x.com' };

  it('refuses one word, a one-letter word and other signs, as the server does', () => {
    for (const name of ['Ana', ' Ana ', 'Ana S', 'Ana S.', 'Ana Souza 2', 'Ana@Souza Lima']) {
      expect(validateInfo({ ...rest, name }), name).toEqual({ name: 'validation.invalidName' });
    }
  });

  it('accepts name and surname with accents, apostrophes and hyphens', () => {
    for (const name of ['João da Silva', "Ana-Clara D'Ávila", 'Zé Conceição']) {
      expect(validateInfo({ ...rest, name }), name).toEqual({});
    }
  });
});

describe('amount checks', () => {
  it('accepts comma or dot decimals within the limits', () => {
    expect(checkAmount('50,5', '10.00', '500.00')).toEqual({ ok: true, cents: 5050n });
    expect(checkAmount('10', '10.00', '500.00')).toEqual({ ok: true, cents: 1000n });
    // Brazilian writing (docs/PRODUCT.md "Typing amounts"): "." groups thousands, "," is the decimal.
    expect(checkAmount('1.000,50', '10.00', '5000.00')).toEqual({ ok: true, cents: 100050n });
    expect(checkAmount('1.000', '10.00', '5000.00')).toEqual({ ok: true, cents: 100000n });
    expect(checkAmount('10.5', '10.00', '5000.00')).toEqual({ ok: true, cents: 1050n });
    expect(checkAmount('abc', '10.00', '5000.00')).toMatchObject({ key: 'validation.invalidAmount' });
  });

  it('refuses empty, malformed and out-of-range amounts', () => {
    expect(checkAmount('', '10.00', '500.00')).toMatchObject({ ok: false, key: 'validation.enterAmount' });
    expect(checkAmount('1,234', '10.00', '500.00')).toMatchObject({ key: 'validation.invalidAmount' });
    expect(checkAmount('9.99', '10.00', '500.00')).toEqual({
      ok: false,
      key: 'errors.AMOUNT_BELOW_MIN',
      limit: 1000n,
    });
    expect(checkAmount('500.01', '10.00', '500.00')).toEqual({
      ok: false,
      key: 'errors.AMOUNT_ABOVE_MAX',
      limit: 50000n,
    });
  });
});
