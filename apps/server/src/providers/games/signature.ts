import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallbackHeaders } from './game-provider.ts';

/**
 * The sandbox aggregator's request signature, as generic HMAC gateways do it: `x-timestamp` (Unix
 * seconds) and `x-signature: sha256=<hex>` = HMAC-SHA256(secret, timestamp + "." + raw body). A request
 * more than `WINDOW_SECONDS` away from our clock is refused (a captured request cannot be replayed later).
 */
export const TIMESTAMP_HEADER = 'x-timestamp';
export const SIGNATURE_HEADER = 'x-signature';
export const WINDOW_SECONDS = 30;

export function signCallback(rawBody: string, timestamp: number, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex')}`;
}

export function signedHeaders(rawBody: string, now: Date, secret: string): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signCallback(rawBody, timestamp, secret),
  };
}

export function verifyCallbackSignature(
  rawBody: string,
  headers: CallbackHeaders,
  now: Date,
  secret: string,
): 'ok' | 'bad_signature' | 'stale' {
  const stamp = headers[TIMESTAMP_HEADER];
  const signature = headers[SIGNATURE_HEADER];
  if (typeof stamp !== 'string' || !/^\d{1,12}$/.test(stamp)) return 'bad_signature';
  if (typeof signature !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(signature)) return 'bad_signature';
  const expected = Buffer.from(signCallback(rawBody, Number(stamp), secret).slice(7), 'hex');
  const given = Buffer.from(signature.slice(7).toLowerCase(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  if (Math.abs(now.getTime() / 1000 - Number(stamp)) > WINDOW_SECONDS) return 'stale';
  return 'ok';
}
