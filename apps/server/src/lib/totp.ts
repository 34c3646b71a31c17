import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) for the staff second factor.
 * Authenticator apps use SHA-1, 6 digits and 30-second steps; the other parameters exist so that the
 * RFC's own test vectors (8 digits, SHA-256/512) can be checked against this code.
 */
export type TotpOptions = { digits?: number; stepSeconds?: number; algorithm?: 'sha1' | 'sha256' | 'sha512' };

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (the form otpauth:// URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 §5.3: HMAC over the 8-byte counter, dynamic truncation, modulo 10^digits. */
export function hotp(secret: Uint8Array, counter: number, options: TotpOptions = {}): string {
  const digits = options.digits ?? 6;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(options.algorithm ?? 'sha1', secret)
    .update(message)
    .digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The time step (RFC 6238 T) of an instant. */
export function totpStep(at: Date, stepSeconds = 30): number {
  return Math.floor(at.getTime() / 1000 / stepSeconds);
}

export function totp(secret: Uint8Array, at: Date, options: TotpOptions = {}): string {
  return hotp(secret, totpStep(at, options.stepSeconds), options);
}

/**
 * Checks a 6-digit code against the current step and one step either side (clock drift), never a
 * step at or before `afterStep` (a code is good once). Answers the matching step, or null.
 */
export function verifyTotp(secret: Uint8Array, code: string, at: Date, afterStep = -1): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(at);
  for (const step of [now - 1, now, now + 1]) {
    if (step <= afterStep) continue;
    const expected = Buffer.from(hotp(secret, step));
    if (timingSafeEqual(expected, Buffer.from(code))) return step;
  }
  return null;
}

/** The URI authenticator apps read from the enrolment QR code (Key Uri Format). */
export function otpauthUri(secretBase32: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
