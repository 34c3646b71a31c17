import { timingSafeEqual } from 'node:crypto';
import type { WebhookGuardConfig } from '../../../config/provider-env.ts';
import type { WebhookPeer } from '../pix-provider.ts';

/**
 * Who may post the API Pix callback. With the mTLS listener configured, only a request that arrived
 * through it with a client certificate signed by the PSP's CA (the TLS handshake already refused any
 * other; Efí's probe without a certificate is refused there). Without it, the PSP's documented
 * fallback: the shared secret in `?hmac=` and an allow-listed source address, both required.
 */
export function verifyCallback(
  peer: WebhookPeer | undefined,
  options: { guard: WebhookGuardConfig; secret: string | null },
): boolean {
  if (!peer) return false;
  if (options.guard.mtls) return peer.clientCertificateVerified;
  if (!options.secret || options.guard.allowIps.length === 0) return false;
  if (!options.guard.allowIps.includes(normalizeIp(peer.ip))) return false;
  const given = Buffer.from(peer.query.hmac ?? '', 'utf8');
  const expected = Buffer.from(options.secret, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** "::ffff:10.0.0.1" (an IPv4 client on a dual-stack socket) is "10.0.0.1". */
function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
