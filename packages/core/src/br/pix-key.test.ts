import { describe, expect, it } from 'vitest';
import { isValidPixKey, normalizePixKey } from './pix-key.ts';

describe('pix keys', () => {
  it('normalizes CPF keys to 11 digits and refuses bad check digits', () => {
    expect(normalizePixKey('cpf', '123.456.789-09')).toBe('12345678909');
    expect(normalizePixKey('cpf', '123.456.789-00')).toBeNull();
    expect(normalizePixKey('cpf', '111.111.111-11')).toBeNull();
  });

  it('normalizes CNPJ keys to 14 uppercase characters, letters included', () => {
    expect(normalizePixKey('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizePixKey('cnpj', '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizePixKey('cnpj', '11.222.333/0001-80')).toBeNull();
  });

  it('normalizes phone keys to +55 E.164 mobiles', () => {
    expect(normalizePixKey('phone', '(11) 91234-5678')).toBe('+5511912345678');
    expect(normalizePixKey('phone', '+5511912345678')).toBe('+5511912345678');
    expect(normalizePixKey('phone', '(11) 3123-4567')).toBeNull();
    expect(normalizePixKey('phone', '+14155552671')).toBeNull();
  });

  it('lowercases e-mail keys and applies the DICT pattern and the 77-character cap', () => {
    expect(normalizePixKey('email', ' Fulano.Silva@Example.COM.br ')).toBe('fulano.silva@example.com.br');
    expect(normalizePixKey('email', 'thalesog@me.com')).toBe('thalesog@me.com');
    expect(normalizePixKey('email', 'a+tag@x-y.io')).toBe('a+tag@x-y.io');
    expect(normalizePixKey('email', `${'a'.repeat(65)}@example.com`)).toHaveLength(77);
    expect(normalizePixKey('email', `${'a'.repeat(66)}@example.com`)).toBeNull();
    for (const bad of [
      'a&b@example.com',
      'no-at-sign',
      '@example.com',
      'a@-example.com',
      'a b@example.com',
      'joão@example.com',
    ]) {
      expect(normalizePixKey('email', bad)).toBeNull();
    }
  });

  it('lowercases EVP keys, restores missing hyphens and does not check the UUID version', () => {
    expect(normalizePixKey('evp', '123E4567-E12B-12D1-A456-426655440000')).toBe(
      '123e4567-e12b-12d1-a456-426655440000',
    );
    expect(normalizePixKey('evp', '4004901dbd8547698e52cb4c42c506dc')).toBe(
      '4004901d-bd85-4769-8e52-cb4c42c506dc',
    );
    expect(normalizePixKey('evp', '4004901d-bd85-4769-8e52-cb4c42c506d')).toBeNull();
    expect(normalizePixKey('evp', '4004901g-bd85-4769-8e52-cb4c42c506dc')).toBeNull();
  });

  it('calls a key valid only in its canonical form', () => {
    expect(isValidPixKey('cpf', '12345678909')).toBe(true);
    expect(isValidPixKey('cpf', '123.456.789-09')).toBe(false);
    expect(isValidPixKey('cnpj', '12abc34501de35')).toBe(false);
    expect(isValidPixKey('phone', '+5511912345678')).toBe(true);
    expect(isValidPixKey('phone', '11912345678')).toBe(false);
    expect(isValidPixKey('email', 'Fulano@example.com')).toBe(false);
    expect(isValidPixKey('evp', '123e4567-e12b-12d1-a456-426655440000')).toBe(true);
  });

  it('does not confuse types: the same 11 digits are a CPF or a phone only when asked', () => {
    expect(normalizePixKey('cpf', '11912345678')).toBeNull();
    expect(normalizePixKey('phone', '11912345678')).toBe('+5511912345678');
    expect(normalizePixKey('phone', '12345678909')).toBeNull();
  });
});
