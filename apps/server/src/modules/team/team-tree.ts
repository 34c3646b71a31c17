import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members } from '../auth/index.ts';

/**
 * The referral tree, read from `members.inviter_id` (fixed at registration, never changed; a new
 * member can only point at an older one, so there is no self-invite and no cycle). Level 1 of a
 * member = the players they invited; level 2 = the players their level-1 invited.
 */

/** The member's inviter (their level-1 parent), or null. */
export async function findInviter(db: Executor, memberId: bigint): Promise<bigint | null> {
  const [row] = await db
    .select({ inviterId: members.inviterId })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.inviterId ?? null;
}

/** The member's inviter and the inviter's inviter: who earns on this member's activity, by level. */
export async function findUplines(
  db: Executor,
  memberId: bigint,
): Promise<{ level1: bigint | null; level2: bigint | null }> {
  const level1 = await findInviter(db, memberId);
  const level2 = level1 === null ? null : await findInviter(db, level1);
  return { level1, level2 };
}

/** Ids of the players the member invited (level 1), oldest first. */
export async function listLevel1(db: Executor, memberId: bigint): Promise<bigint[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.inviterId, memberId))
    .orderBy(asc(members.id));
  return rows.map((r) => r.id);
}

/** Ids of the players the member's level-1 invited (level 2), oldest first. */
export async function listLevel2(db: Executor, memberId: bigint): Promise<bigint[]> {
  const level1 = await listLevel1(db, memberId);
  if (level1.length === 0) return [];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.inviterId, level1)))
    .orderBy(asc(members.id));
  return rows.map((r) => r.id);
}
