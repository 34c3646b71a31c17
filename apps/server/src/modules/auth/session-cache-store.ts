import type { TokenCheck } from './session-service.ts';

/** The per-process session cache's entries (see session-cache.ts); revokeSessions drops from it. */
export const SESSION_CACHE_MS = 5_000;
export const MAX_ENTRIES = 20_000;

type Entry = { check: Extract<TokenCheck, { status: 'ok' }>; until: number };
export const cache = new Map<string, Entry>();

/** Drops cached lookups of a member's sessions (one session when `sessionId` is given). */
export function forgetSessions(memberId: bigint, sessionId?: bigint): void {
  for (const [hash, entry] of cache) {
    const { member } = entry.check;
    if (member.id === memberId && (sessionId === undefined || member.sessionId === sessionId))
      cache.delete(hash);
  }
}
