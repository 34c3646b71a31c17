/**
 * One Idempotency-Key per intent (a tap of "pay", "withdraw", "unlock", "spin"): a double tap or a retry
 * after a dropped connection sends the same key, so the server moves the money once (docs/API.md).
 * 128 random bits from the platform's CSPRNG, as hex (the server accepts [A-Za-z0-9_.:-]{8,100}).
 */
export function newIdempotencyKey(prefix = ''): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
