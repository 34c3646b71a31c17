import type { StaffRole } from '@jl/core';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { phoneFor } from '../admin/index.ts';
import { members } from '../auth/index.ts';

/**
 * The team section of a player's page in the back office (support, finance): the inviter, the
 * player's own referral screening, the level-1 players with theirs, and the size of level 2. Phones
 * pass through `phoneFor` (masked for support).
 */

type Raw = Record<string, unknown>;
const rows = async <T = Raw>(db: Executor, statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
type ReferralStatus = 'ok' | 'flagged' | 'cleared' | 'rejected';

/** The accounts (auth), whose `inviter_id` is the referral tree: the player, their inviter, a subordinate. */
const m = alias(members, 'm');
const i = alias(members, 'i');
const sub = alias(members, 's');
const l1 = alias(members, 'l1');

export async function getPlayerTeam(
  db: Executor,
  role: StaffRole,
  memberId: bigint,
  page: number,
  size: number,
) {
  const id = String(memberId);
  const [player] = await rows(
    db,
    sql`select ${m.id} as id, ${i.id}::text as inviter_id, ${i.phone} as inviter_phone,
          r.status, r.reasons, r.flagged_at, r.reviewed_at, r.note
        from ${members} ${m} left join ${members} ${i} on ${i.id} = ${m.inviterId}
        left join team_referrals r on r.member_id = ${m.id}
        where ${m.id} = ${id}::bigint`,
  );
  if (!player) return refuse('NOT_FOUND');
  const [counts] = await rows<{ level1: number; level2: number; flagged: number }>(
    db,
    sql`select
          (select count(*)::int from ${members} where ${members.inviterId} = ${id}::bigint) as level1,
          (select count(*)::int from ${members} ${sub} join ${members} ${l1} on ${l1.id} = ${sub.inviterId}
            where ${l1.inviterId} = ${id}::bigint) as level2,
          (select count(*)::int from team_referrals where inviter_id = ${id}::bigint and status = 'flagged') as flagged`,
  );
  const list = await rows(
    db,
    sql`select ${sub.id}::text as id, ${sub.phone} as phone, ${sub.createdAt} as created_at, r.status, r.reasons
        from ${members} ${sub} left join team_referrals r on r.member_id = ${sub.id}
        where ${sub.inviterId} = ${id}::bigint order by ${sub.id} desc
        limit ${size} offset ${(page - 1) * size}`,
  );
  return {
    inviter:
      player.inviter_id === null
        ? null
        : { id: player.inviter_id as string, phone: phoneFor(role, player.inviter_phone as string) },
    referral:
      player.status === null
        ? null
        : {
            status: player.status as ReferralStatus,
            reasons: (player.reasons as string[]) ?? [],
            flagged_at: iso(player.flagged_at),
            reviewed_at: iso(player.reviewed_at),
            note: (player.note as string | null) ?? null,
          },
    level1: Number(counts?.level1 ?? 0),
    level2: Number(counts?.level2 ?? 0),
    flagged: Number(counts?.flagged ?? 0),
    subordinates: {
      list: list.map((s) => ({
        id: s.id as string,
        phone: phoneFor(role, s.phone as string),
        registered_at: iso(s.created_at)!,
        status: (s.status as ReferralStatus | null) ?? null,
        reasons: (s.reasons as string[] | null) ?? [],
      })),
      total: Number(counts?.level1 ?? 0),
      page,
      size,
    },
  };
}
