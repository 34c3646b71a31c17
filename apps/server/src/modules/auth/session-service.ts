import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members, sessions } from './auth-schema.ts';
import { forgetSessions } from './session-cache-store.ts';

/** Default sliding expiry; the running value is `config.SESSION_TTL_DAYS`. */
export const SESSION_TTL_DAYS = 30;
/** A token older than this is replaced by a new one, sent in the `token` response header. */
export const TOKEN_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
/** After a rotation the replaced token still works this long, for requests already in flight. */
export const TOKEN_GRACE_MS = 60 * 1000;
/**
 * Last use (and the sliding expiry) is written at most this often per session, to keep reads cheap;
 * it is also the precision of the idle end.
 */
const SLIDE_EVERY_MS = 30 * 1000;
/** Default idle end (Portaria SPA/MF 722/2024 and 1.207/2024: 30 minutes); the running value is config. */
export const SESSION_IDLE_MINUTES = 30;
const DAY_MS = 86_400_000;

export type AuthenticatedMember = {
  id: bigint;
  sessionId: bigint;
  vipLevel: number;
  phone: string;
  /**
   * When the play session began (reality checks and the session time limit count from it): this
   * login's start, or an earlier login's when this one followed it within the idle time.
   */
  sessionStartedAt: Date;
};

export type SessionClock = { now: Date; ttlDays?: number; idleMinutes?: number };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * When a login at `now` starts playing: the play session of the member's last used session if it was
 * used less than the idle time ago (a logout and a new login are not a break: docs/COMPLIANCE.md), else
 * `now`. The break the session time limit asks for is the idle time without using the app.
 */
async function playStartOf(db: Executor, memberId: bigint, now: Date, idleMinutes: number): Promise<Date> {
  const since = new Date(now.getTime() - idleMinutes * 60_000);
  const [last] = await db
    .select({ created: sessions.createdAt, play: sessions.playStartedAt })
    .from(sessions)
    .where(
      and(eq(sessions.memberId, memberId), gt(sessions.lastSeenAt, since), lte(sessions.lastSeenAt, now)),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(1);
  return last ? (last.play ?? last.created) : now;
}

/** Opens a session: a 256-bit random token is returned once; only its hash is stored. */
export async function createSession(
  db: Executor,
  input: {
    memberId: bigint;
    ip?: string;
    userAgent?: string;
    ttlDays?: number;
    idleMinutes?: number;
    now?: Date;
  },
): Promise<{ token: string; sessionId: bigint; expiresAt: Date }> {
  const token = newToken();
  const now = input.now ?? new Date();
  const playStartedAt = await playStartOf(db, input.memberId, now, input.idleMinutes ?? SESSION_IDLE_MINUTES);
  const expiresAt = new Date(now.getTime() + (input.ttlDays ?? SESSION_TTL_DAYS) * DAY_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      memberId: input.memberId,
      tokenHash: hashToken(token),
      tokenIssuedAt: now,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300),
      createdAt: now,
      playStartedAt,
      lastSeenAt: now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

export type TokenCheck =
  /** `rotatedToken`: the session's new token, to be sent in the `token` response header. */
  | { status: 'ok'; member: AuthenticatedMember; rotatedToken?: string }
  | { status: 'missing' | 'invalid' | 'expired' }
  | { status: 'ended' | 'disabled' };

/** The session a token (current, or the one a rotation replaced) belongs to, with its member. */
async function findSessionByToken(db: Executor, hash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      memberId: sessions.memberId,
      tokenHash: sessions.tokenHash,
      tokenIssuedAt: sessions.tokenIssuedAt,
      previousValidUntil: sessions.previousValidUntil,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
      playStartedAt: sessions.playStartedAt,
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
      status: members.status,
      vipLevel: members.vipLevel,
      phone: members.phone,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(or(eq(sessions.tokenHash, hash), eq(sessions.previousTokenHash, hash)))
    .limit(1);
  return row;
}

type SessionFound = NonNullable<Awaited<ReturnType<typeof findSessionByToken>>>;

/**
 * A session in use: rotates a current token older than TOKEN_REFRESH_AFTER_MS (answers the new token),
 * else slides the expiry forward at most every SLIDE_EVERY_MS.
 */
async function keepSessionAlive(
  db: Executor,
  row: SessionFound,
  hash: string,
  now: Date,
  ttlMs: number,
): Promise<string | undefined> {
  const isCurrent = row.tokenHash === hash;
  if (isCurrent && now.getTime() - row.tokenIssuedAt.getTime() >= TOKEN_REFRESH_AFTER_MS) {
    const rotatedToken = newToken();
    // Only one of several concurrent requests rotates (the token_hash condition); the others go on
    // with the old token, which the grace window keeps valid.
    const rotated = await db
      .update(sessions)
      .set({
        tokenHash: hashToken(rotatedToken),
        tokenIssuedAt: now,
        previousTokenHash: hash,
        previousValidUntil: new Date(now.getTime() + TOKEN_GRACE_MS),
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      })
      .where(and(eq(sessions.id, row.sessionId), eq(sessions.tokenHash, hash)))
      .returning({ id: sessions.id });
    if (rotated.length) return rotatedToken;
  } else if (now.getTime() - row.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + ttlMs) })
      .where(eq(sessions.id, row.sessionId));
  }
  return undefined;
}

/**
 * Resolves a token to its member; slides the expiry forward while the session is used, and rotates a
 * token older than a day. The token replaced by a rotation keeps working for TOKEN_GRACE_MS.
 */
export async function verifyToken(
  db: Executor,
  token: string | undefined,
  clock: SessionClock = { now: new Date() },
): Promise<TokenCheck> {
  if (!token) return { status: 'missing' };
  if (token.length > 200) return { status: 'invalid' };
  const { now } = clock;
  const hash = hashToken(token);
  const row = await findSessionByToken(db, hash);
  if (!row) return { status: 'invalid' };
  const isCurrent = row.tokenHash === hash;
  if (!isCurrent && !(row.previousValidUntil && row.previousValidUntil > now)) return { status: 'invalid' };
  if (row.status !== 0) return { status: 'disabled' };
  // A session ended by something other than the player's own logout (password change elsewhere,
  // staff action) is the spec's "session ended elsewhere" (302); logout and expiry ask to log in (409).
  if (row.revokedAt) return { status: row.revokeReason === 'logout' ? 'invalid' : 'ended' };
  if (row.expiresAt <= now) return { status: 'expired' };
  // Idle end: a session unused for the idle time ends; the next call answers 302 and the app asks to
  // log in again (re-authentication after 30 minutes of inactivity, Portaria SPA/MF 722/2024).
  const idleMs = (clock.idleMinutes ?? SESSION_IDLE_MINUTES) * 60_000;
  if (now.getTime() - row.lastSeenAt.getTime() >= idleMs) {
    await db
      .update(sessions)
      .set({ revokedAt: now, revokeReason: 'idle' })
      .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)));
    return { status: 'ended' };
  }
  const member = {
    id: row.memberId,
    sessionId: row.sessionId,
    vipLevel: row.vipLevel,
    phone: row.phone,
    sessionStartedAt: row.playStartedAt ?? row.createdAt,
  };
  const rotatedToken = await keepSessionAlive(
    db,
    row,
    hash,
    now,
    (clock.ttlDays ?? SESSION_TTL_DAYS) * DAY_MS,
  );
  return rotatedToken ? { status: 'ok', member, rotatedToken } : { status: 'ok', member };
}

/**
 * Ends one session (`sessionId`: logout) or all of a member's live sessions, optionally except one
 * (`exceptSessionId`: a password change ends the others). Reason `logout` later answers 409; any
 * other reason answers 302 "session ended elsewhere".
 */
export async function revokeSessions(
  db: Executor,
  input: { memberId: bigint; reason: string; exceptSessionId?: bigint; sessionId?: bigint; now?: Date },
): Promise<number> {
  const now = input.now ?? new Date();
  const conditions = [
    eq(sessions.memberId, input.memberId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
  ];
  if (input.sessionId !== undefined) conditions.push(eq(sessions.id, input.sessionId));
  if (input.exceptSessionId !== undefined) conditions.push(ne(sessions.id, input.exceptSessionId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: input.reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  for (const row of rows) forgetSessions(input.memberId, row.id);
  return rows.length;
}
