import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, totp, verifyTotp } from './totp.ts';

// RFC 6238 Appendix B: seeds are the ASCII "12345678901234567890" repeated to the hash's key length.
const SEED = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  for (const [seconds, sha1, sha256, sha512] of VECTORS) {
    it(`matches the RFC 6238 test vectors at T=${seconds}`, () => {
      const at = new Date(seconds * 1000);
      expect(totp(SEED.sha1, at, { digits: 8, algorithm: 'sha1' })).toBe(sha1);
      expect(totp(SEED.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
      expect(totp(SEED.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
    });
  }

  it('matches the RFC 4226 HOTP vectors (6 digits, counters 0–9)', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(SEED.sha1, counter))).toEqual(expected);
  });

  it('round-trips base32 and decodes the RFC 4648 examples', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw6ytboi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZ1')).toThrow();
  });

  it('accepts the current step and one either side, each step only after the last used one', () => {
    const at = new Date(1_700_000_000_000);
    const step = Math.floor(at.getTime() / 30_000);
    const code = totp(SEED.sha1, at);
    expect(verifyTotp(SEED.sha1, code, at)).toBe(step);
    expect(verifyTotp(SEED.sha1, code, new Date(at.getTime() + 30_000))).toBe(step);
    expect(verifyTotp(SEED.sha1, code, new Date(at.getTime() + 61_000))).toBeNull();
    expect(verifyTotp(SEED.sha1, code, at, step)).toBeNull();
  });

  it('refuses anything that is not six digits', () => {
    const at = new Date(1_700_000_000_000);
    const code = totp(SEED.sha1, at);
    for (const bad of ['', ` ${code}`, `${code} `, '12345', '1234567', 'abcdef', `${code.slice(0, 5)}x`]) {
      expect(verifyTotp(SEED.sha1, bad, at)).toBeNull();
    }
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'owner', 'Jogo Limpo')).toBe(
      'otpauth://totp/Jogo%20Limpo%3Aowner?secret=JBSWY3DPEHPK3PXP&issuer=Jogo+Limpo&algorithm=SHA1&digits=6&period=30',
    );
  });
});
