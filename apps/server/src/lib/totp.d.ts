/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) for the staff second factor.
 * Authenticator apps use SHA-1, 6 digits and 30-second steps; the other parameters exist so that the
 * RFC's own test vectors (8 digits, SHA-256/512) can be checked against this code.
 */
export type TotpOptions = {
  digits?: number;
  stepSeconds?: number;
  algorithm?: 'sha1' | 'sha256' | 'sha512';
};
/** RFC 4648 base32 without padding (the form otpauth:// URIs carry). */
export declare function base32Encode(bytes: Uint8Array): string;
export declare function base32Decode(text: string): Buffer;
/** RFC 4226 §5.3: HMAC over the 8-byte counter, dynamic truncation, modulo 10^digits. */
export declare function hotp(secret: Uint8Array, counter: number, options?: TotpOptions): string;
/** The time step (RFC 6238 T) of an instant. */
export declare function totpStep(at: Date, stepSeconds?: number): number;
export declare function totp(secret: Uint8Array, at: Date, options?: TotpOptions): string;
/**
 * Checks a 6-digit code against the current step and one step either side (clock drift), never a
 * step at or before `afterStep` (a code is good once). Answers the matching step, or null.
 */
export declare function verifyTotp(
  secret: Uint8Array,
  code: string,
  at: Date,
  afterStep?: number,
): number | null;
/** The URI authenticator apps read from the enrolment QR code (Key Uri Format). */
export declare function otpauthUri(secretBase32: string, account: string, issuer: string): string;
