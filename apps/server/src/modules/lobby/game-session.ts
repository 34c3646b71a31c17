import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Launch sessions: `<payload>.<mac>`, both base64url; payload `{m: memberId, g: gameCode, e: expiry ms}`,
 * mac = HMAC-SHA256(APP_SECRET, "game-session:" + payload). Stateless, short-lived (30 minutes), bound
 * to one player and one game. An external platform would receive its own provider token instead.
 */

export const GAME_SESSION_TTL_MS = 30 * 60 * 1000;

export type GameSessionClaims = { memberId: bigint; gameCode: string; expiresAt: Date };

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`game-session:${payload}`).digest();
}

export function signGameSession(secret: string, claims: GameSessionClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ m: String(claims.memberId), g: claims.gameCode, e: claims.expiresAt.getTime() }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claims of a genuine, unexpired session; null otherwise (forged, altered, expired or malformed). */
export function verifyGameSession(secret: string, token: string, now: Date): GameSessionClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      m?: unknown;
      g?: unknown;
      e?: unknown;
    };
    if (typeof claims.m !== 'string' || !/^\d{1,19}$/.test(claims.m)) return null;
    if (typeof claims.g !== 'string' || typeof claims.e !== 'number') return null;
    if (claims.e <= now.getTime()) return null;
    return { memberId: BigInt(claims.m), gameCode: claims.g, expiresAt: new Date(claims.e) };
  } catch {
    return null;
  }
}
