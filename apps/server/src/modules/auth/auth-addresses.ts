import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Other accounts seen at the same network address (a session's IP or the registration IP) or on the
 * same device (a session's IP together with its browser, the pair the team module's `ip_device` check
 * also uses), for the players module's risk flags (docs/COMPLIANCE.md "Risk flags"). IPs erased by
 * the access-log retention no longer match. `sessions_ip_idx` and `members_reg_ip_idx` serve the
 * look-up; each member's list is capped at `limit` others.
 */
export type SharedAddress = {
  memberId: string;
  kind: 'ip' | 'device';
  /** The IP (for a device, the IP it was seen at). */
  ip: string;
  userAgent: string | null;
  others: string[];
};

export async function sharedAddresses(
  db: Executor,
  memberIds: readonly bigint[],
  limit: number,
): Promise<SharedAddress[]> {
  if (memberIds.length === 0) return [];
  const ids = sql`${`{${memberIds.join(',')}}`}::bigint[]`;
  const result = await db.execute(
    sql`with mine as (
          select member_id, ip, user_agent from sessions where member_id = any(${ids}) and ip is not null
          union select id, reg_ip, null from members where id = any(${ids}) and reg_ip is not null),
        seen as (
          select member_id, ip, user_agent from sessions where ip in (select ip from mine)
          union select id, reg_ip, null from members where reg_ip in (select ip from mine)),
        matches as (
          select m.member_id, 'ip' as kind, m.ip, null::text as user_agent, s.member_id as other
          from (select distinct member_id, ip from mine) m join seen s on s.ip = m.ip and s.member_id <> m.member_id
          union
          select m.member_id, 'device', m.ip, m.user_agent, s.member_id
          from mine m join seen s on s.ip = m.ip and s.user_agent = m.user_agent and s.member_id <> m.member_id)
        select member_id::text as member_id, kind, ip, user_agent,
          (array_agg(distinct other order by other))[1:${limit}::int]::text[] as others
        from matches group by member_id, kind, ip, user_agent
        order by member_id, kind, count(distinct other) desc`,
  );
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    memberId: String(r.member_id),
    kind: r.kind as SharedAddress['kind'],
    ip: String(r.ip),
    userAgent: r.user_agent == null ? null : String(r.user_agent),
    others: (r.others as string[]).map(String),
  }));
}
