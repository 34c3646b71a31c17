import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cache, MAX_ENTRIES, SESSION_CACHE_MS } from './session-cache-store.ts';
import { hashToken, type SessionClock, type TokenCheck, verifyToken } from './session-service.ts';

export { SESSION_CACHE_MS } from './session-cache-store.ts';

/**
 * A short per-process cache of `verifyToken` for the hottest route (a game round), so a player spinning
 * does not pay the session lookup on every request. Only plain successes are cached (never a refusal,
 * never an answer that rotated the token), for at most SESSION_CACHE_MS; sliding expiry and rotation
 * happen on the next uncached lookup.
 *
 * Revocation is respected inside the window: a route that uses the cache must re-check the session in
 * its own transaction (the game round does it in the statement that locks the seed row, so it costs no
 * round trip) and call `forgetSession` when the check fails. `revokeSessions` in this process also drops
 * the member's entries at once; another process's entries are caught by that in-transaction check.
 */
export async function verifyTokenCached(
  db: Executor,
  token: string | undefined,
  clock: SessionClock,
): Promise<TokenCheck> {
  if (!token || token.length > 200) return verifyToken(db, token, clock);
  const hash = hashToken(token);
  const now = clock.now.getTime();
  const hit = cache.get(hash);
  if (hit && hit.until > now) return hit.check;
  const check = await verifyToken(db, token, clock);
  if (check.status === 'ok' && !check.rotatedToken) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.delete(hash);
    cache.set(hash, { check, until: now + SESSION_CACHE_MS });
  } else cache.delete(hash);
  return check;
}

/** The refusal for a session that cannot be used: 302 when it ended elsewhere or the account is off. */
export function refuseSession(status: Exclude<TokenCheck['status'], 'ok'>): never {
  if (status === 'disabled' || status === 'ended') throw new AppError('SESSION_ENDED', { envelope: 302 });
  throw new AppError('LOGIN_REQUIRED', { envelope: 409 });
}
