import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BrCode, BrCodeInput, StaticBrCodeInput } from './br-code.ts';
import { BrCodeError, encodeBrCode, toBrCodeText } from './br-code.ts';
import { decodeBrCode } from './br-code-decode.ts';
import { VALID_BR_CODES as V } from './br-code-vectors.ts';
import type { PixKeyType } from './pix-key.ts';

const BASE: StaticBrCodeInput = {
  kind: 'static',
  pixKey: { type: 'evp', key: '123e4567-e12b-12d1-a456-426655440000' },
  merchantName: 'Fulano de Tal',
  merchantCity: 'BRASILIA',
};

function decoded(code: string): BrCode {
  const result = decodeBrCode(code);
  if (!result.ok) throw result.error;
  return result.brCode;
}

/** The encoder input that describes a decoded code (the key type is not on the wire, so it is given). */
function inputOf(brCode: BrCode, keyType: PixKeyType): BrCodeInput {
  const common = { merchantName: brCode.merchantName, merchantCity: brCode.merchantCity };
  if (brCode.kind === 'dynamic')
    return { ...common, kind: 'dynamic', url: brCode.url, oneTime: brCode.oneTime };
  return {
    ...common,
    kind: 'static',
    pixKey: { type: keyType, key: brCode.key },
    ...(brCode.description === null ? {} : { description: brCode.description }),
    ...(brCode.amountCents === null ? {} : { amountCents: brCode.amountCents }),
    ...(brCode.txid === null ? {} : { txid: brCode.txid }),
  };
}

function encodeError(input: BrCodeInput): Pick<BrCodeError, 'code' | 'field'> {
  try {
    encodeBrCode(input);
  } catch (error) {
    if (error instanceof BrCodeError) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('expected a BrCodeError');
}

describe('encodeBrCode', () => {
  it.each([
    ['bcbStatic', V.bcbStatic, 'evp'],
    ['pixUtilsStatic', V.pixUtilsStatic, 'email'],
    ['pixUtilsStaticNoAmount', V.pixUtilsStaticNoAmount, 'email'],
    ['pixUtilsDynamic', V.pixUtilsDynamic, 'evp'],
    ['pixUtilsDynamicOneTime', V.pixUtilsDynamicOneTime, 'evp'],
  ] as const)('re-encodes the published vector %s byte for byte', (_, code, keyType) => {
    expect(encodeBrCode(inputOf(decoded(code), keyType))).toBe(code);
  });

  it('writes the GUI in lowercase, so uppercase-GUI vectors re-encode to the same fields', () => {
    for (const [code, keyType] of [
      [V.qrcodePixStatic, 'email'],
      [V.qrcodePixStaticAmount, 'email'],
      [V.gistDynamic, 'evp'],
    ] as const) {
      const again = encodeBrCode(inputOf(decoded(code), keyType));
      expect(again).toContain('0014br.gov.bcb.pix');
      expect({ ...decoded(again), gui: '', crc: '' }).toEqual({ ...decoded(code), gui: '', crc: '' });
    }
  });

  it('builds the BCB static example from its parts', () => {
    expect(encodeBrCode(BASE)).toBe(V.bcbStatic);
  });

  it('writes an amount with two decimals and omits zero', () => {
    expect(encodeBrCode({ ...BASE, amountCents: 1n })).toContain('54040.01');
    expect(encodeBrCode({ ...BASE, amountCents: 57757n })).toContain('5406577.57');
    expect(encodeBrCode({ ...BASE, amountCents: 999_999_999_999n })).toContain('54139999999999.99');
    expect(encodeBrCode({ ...BASE, amountCents: 0n })).toBe(V.bcbStatic);
  });

  it('refuses an amount over 13 characters or below zero', () => {
    expect(encodeError({ ...BASE, amountCents: 1_000_000_000_000n })).toEqual({
      code: 'FIELD_TOO_LONG',
      field: '54',
    });
    expect(encodeError({ ...BASE, amountCents: -1n })).toEqual({ code: 'INVALID_FIELD', field: '54' });
  });

  it('reduces names and cities to ASCII and truncates them to 25 and 15', () => {
    const code = encodeBrCode({
      ...BASE,
      merchantName: 'Jogo Limpo Entretenimento Eletrônico Ltda',
      merchantCity: 'São Miguel do Oeste',
    });
    expect(code).toContain('5925Jogo Limpo Entretenimen');
    expect(code).toContain('6015Sao Miguel do O');
    // Truncation never leaves a trailing space.
    expect(encodeBrCode({ ...BASE, merchantCity: 'Ribeirão Preto SP' })).toContain('6014Ribeirao Preto62');
  });

  it('refuses a name or city with nothing left once reduced to ASCII', () => {
    expect(encodeError({ ...BASE, merchantName: '🎰' })).toEqual({ code: 'INVALID_FIELD', field: '59' });
    expect(encodeError({ ...BASE, merchantCity: '  ' })).toEqual({ code: 'INVALID_FIELD', field: '60' });
  });

  it('normalizes the key for its type and refuses an invalid one', () => {
    expect(encodeBrCode({ ...BASE, pixKey: { type: 'phone', key: '(11) 91234-5678' } })).toContain(
      '0114+5511912345678',
    );
    expect(encodeBrCode({ ...BASE, pixKey: { type: 'cnpj', key: '12.abc.345/01de-35' } })).toContain(
      '011412ABC34501DE35',
    );
    expect(encodeError({ ...BASE, pixKey: { type: 'cpf', key: '123.456.789-00' } })).toEqual({
      code: 'INVALID_FIELD',
      field: '26-01',
    });
  });

  it('writes a description in ASCII and refuses one that overflows template 26', () => {
    expect(encodeBrCode({ ...BASE, description: 'Depósito' })).toContain('0208Deposito');
    // GUI (18) + EVP key (40) leaves 41 of 99: a 37-character description fills template 26 exactly.
    expect(encodeBrCode({ ...BASE, description: 'd'.repeat(37) })).toContain('2699');
    for (const description of ['d'.repeat(38), 'd'.repeat(150)]) {
      expect(encodeError({ ...BASE, description })).toEqual({ code: 'FIELD_TOO_LONG', field: '26-02' });
    }
    // A short e-mail key leaves room for more.
    const email = { type: 'email', key: 'a@b.co' } as const;
    expect(encodeBrCode({ ...BASE, pixKey: email, description: 'd'.repeat(67) })).toContain('2699');
    expect(encodeError({ ...BASE, pixKey: email, description: 'd'.repeat(68) })).toMatchObject({
      code: 'FIELD_TOO_LONG',
    });
  });

  it('writes a static txid and refuses one outside [A-Za-z0-9]{1,25}', () => {
    expect(encodeBrCode({ ...BASE, txid: 'DEP42abc' })).toContain('62120508DEP42abc');
    expect(encodeBrCode({ ...BASE, txid: '***' })).toBe(V.bcbStatic);
    expect(encodeBrCode({ ...BASE, txid: 'a'.repeat(25) })).toContain(`0525${'a'.repeat(25)}`);
    for (const txid of ['', 'dep-42', 'dep 42', 'a'.repeat(26), 'depósito']) {
      expect(encodeError({ ...BASE, txid })).toEqual({ code: 'INVALID_FIELD', field: '62-05' });
    }
  });

  it('writes the postal code when given', () => {
    expect(encodeBrCode({ ...BASE, postalCode: '01310-100' })).toContain('6008BRASILIA610801310100');
    expect(encodeError({ ...BASE, postalCode: '0131' })).toEqual({ code: 'INVALID_FIELD', field: '61' });
  });

  it('writes dynamic codes with the URL, "***" and no amount, and 010212 when one-time', () => {
    const input = {
      kind: 'dynamic',
      url: 'https://pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
      merchantName: 'Jogo Limpo',
      merchantCity: 'Sao Paulo',
      oneTime: true,
    } as const;
    const code = encodeBrCode(input);
    expect(code.startsWith('0002010102122676')).toBe(true);
    expect(code).toContain('2554pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25');
    expect(code).toContain('62070503***6304');
    expect(code).not.toContain('5406');
    expect(encodeBrCode({ ...input, oneTime: false }).startsWith('00020126')).toBe(true);
  });

  it('refuses a dynamic URL that is too long or not a location', () => {
    const input = { kind: 'dynamic', merchantName: 'X', merchantCity: 'Y', oneTime: true } as const;
    expect(encodeError({ ...input, url: `pix.example.com/${'a'.repeat(62)}` })).toEqual({
      code: 'FIELD_TOO_LONG',
      field: '26-25',
    });
    for (const url of ['', 'http://pix.example.com/qr', 'pix.example.com/q r']) {
      expect(encodeError({ ...input, url })).toEqual({ code: 'INVALID_FIELD', field: '26-25' });
    }
  });

  it('produces codes that decode back to what was asked, for any text and amount', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.string({ maxLength: 37 }),
        fc.bigInt({ min: 0n, max: 999_999_999_999n }),
        (name, city, description, amountCents) => {
          fc.pre(toBrCodeText(name) !== '' && toBrCodeText(city) !== '');
          const brCode = decoded(
            encodeBrCode({ ...BASE, merchantName: name, merchantCity: city, description, amountCents }),
          );
          expect(brCode.merchantName).toBe(toBrCodeText(name).slice(0, 25).trimEnd());
          expect(brCode.merchantCity).toBe(toBrCodeText(city).slice(0, 15).trimEnd());
          expect(brCode.kind === 'static' && brCode.description).toBe(toBrCodeText(description) || null);
          expect(brCode.amountCents).toBe(amountCents === 0n ? null : amountCents);
        },
      ),
    );
  });
});

describe('toBrCodeText', () => {
  it('strips accents, drops what is not printable ASCII and collapses whitespace', () => {
    expect(toBrCodeText('  São  João\tdo Açaí  ')).toBe('Sao Joao do Acai');
    expect(toBrCodeText('Café 🎰 Ltda.\n')).toBe('Cafe Ltda.');
    expect(toBrCodeText('ÆØß')).toBe('');
  });
});
