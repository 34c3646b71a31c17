import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members, sessions } from './auth-schema.ts';

export const SESSION_TTL_DAYS = 30;
/** Sliding expiry is written at most this often per session, to keep reads cheap. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

export type AuthenticatedMember = { id: bigint; sessionId: bigint; vipLevel: number; phone: string };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session: a 256-bit random token is returned once; only its hash is stored. */
export async function createSession(
  db: Executor,
  input: { memberId: bigint; ip?: string; userAgent?: string; ttlDays?: number },
): Promise<{ token: string; sessionId: bigint; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (input.ttlDays ?? SESSION_TTL_DAYS) * 86_400_000);
  const [row] = await db
    .insert(sessions)
    .values({
      memberId: input.memberId,
      tokenHash: hashToken(token),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300),
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

export type TokenCheck =
  | { status: 'ok'; member: AuthenticatedMember }
  | { status: 'missing' | 'invalid' | 'expired' }
  | { status: 'ended' | 'disabled' };

/** Resolves a token to its member; slides the expiry forward while the session is used. */
export async function verifyToken(db: Executor, token: string | undefined, now = new Date()): Promise<TokenCheck> {
  if (!token) return { status: 'missing' };
  if (token.length > 200) return { status: 'invalid' };
  const [row] = await db
    .select({
      sessionId: sessions.id,
      memberId: sessions.memberId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
      status: members.status,
      vipLevel: members.vipLevel,
      phone: members.phone,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { status: 'invalid' };
  if (row.status !== 0) return { status: 'disabled' };
  // A session ended by something other than the player's own logout (password change elsewhere,
  // staff action) is the spec's "session ended elsewhere" (302); logout and expiry ask to log in (409).
  if (row.revokedAt) return { status: row.revokeReason === 'logout' ? 'invalid' : 'ended' };
  if (row.expiresAt <= now) return { status: 'expired' };
  if (now.getTime() - row.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_DAYS * 86_400_000) })
      .where(eq(sessions.id, row.sessionId));
  }
  return {
    status: 'ok',
    member: { id: row.memberId, sessionId: row.sessionId, vipLevel: row.vipLevel, phone: row.phone },
  };
}

/** Ends one session (logout) or all of a member's sessions except one (password change). */
export async function revokeSessions(
  db: Executor,
  input: { memberId: bigint; reason: string; exceptSessionId?: bigint; sessionId?: bigint },
): Promise<number> {
  const conditions = [eq(sessions.memberId, input.memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)];
  if (input.sessionId !== undefined) conditions.push(eq(sessions.id, input.sessionId));
  if (input.exceptSessionId !== undefined) conditions.push(ne(sessions.id, input.exceptSessionId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: input.reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.length;
}
