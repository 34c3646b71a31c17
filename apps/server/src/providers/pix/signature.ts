import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookHeaders } from './pix-provider.ts';

/** The header carrying `sha256=<hex>`: HMAC-SHA256 of the raw request body with the shared secret. */
export const SIGNATURE_HEADER = 'x-signature';

export function signBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/**
 * Checks `x-signature` against the HMAC of the exact bytes received (never of a re-serialised body),
 * in constant time. A missing, repeated or malformed header is simply invalid.
 */
export function verifySignature(rawBody: string, headers: WebhookHeaders, secret: string): boolean {
  const header = headers[SIGNATURE_HEADER];
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signBody(rawBody, secret).slice(7), 'hex');
  const given = Buffer.from(header.slice(7).toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
