import { type SQL, sql } from 'drizzle-orm';

/** What a session's row says now: `ok`, or the reason it cannot be used (as `verifyToken` answers it). */
export type SessionState = 'ok' | 'invalid' | 'ended' | 'expired' | 'disabled';

const idOf = (value: bigint) => sql`${String(value)}::bigint`;

/**
 * A scalar subquery: the state of one session now (`SessionState`, null when there is no such
 * session), for a module that must check the session in the same statement as its own read (the
 * originals lock the player's seed and check the session in one round trip). Auth owns the tables.
 */
export const sessionStateSql = (sessionId: bigint, now: Date): SQL => sql`(select case
    when s.revoked_at is not null then case when s.revoke_reason = 'logout' then 'invalid' else 'ended' end
    when s.expires_at <= ${now.toISOString()}::timestamptz then 'expired'
    when m.status <> 0 then 'disabled'
    else 'ok' end
  from sessions s join members m on m.id = s.member_id
  where s.id = ${idOf(sessionId)} and s.member_id = m.id)`;

/** A scalar subquery: the phone of the member whose id is `memberId` (an SQL expression of the caller). */
export const memberPhoneSql = (memberId: SQL): SQL => sql`(select phone from members where id = ${memberId})`;
