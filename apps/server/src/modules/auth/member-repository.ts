import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members } from './auth-schema.ts';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberByPhone(db: Executor, phone: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.phone, phone)).limit(1);
  return row;
}

export async function findMemberById(db: Executor, id: bigint): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

export async function findMemberByInviteCode(
  db: Executor,
  inviteCode: string,
): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.inviteCode, inviteCode)).limit(1);
  return row;
}

export async function insertMember(db: Executor, values: typeof members.$inferInsert): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  return row!;
}

/** Records a login; returns the login before it (shown to the player as "last login"). */
export async function recordLogin(db: Executor, id: bigint, now: Date): Promise<MemberRow> {
  const [row] = await db
    .update(members)
    .set({ previousLoginAt: sql`${members.lastLoginAt}`, lastLoginAt: now })
    .where(eq(members.id, id))
    .returning();
  return row!;
}

export async function updatePasswordHash(db: Executor, id: bigint, passwordHash: string): Promise<void> {
  await db.update(members).set({ passwordHash }).where(eq(members.id, id));
}

export async function updateWithdrawPasswordHash(db: Executor, id: bigint, hash: string): Promise<void> {
  await db.update(members).set({ withdrawPasswordHash: hash }).where(eq(members.id, id));
}

/** Postgres unique violation on `constraint`, seen through drizzle's error wrapper. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string; message?: string };
    if (pgError.code === '23505') {
      return pgError.constraint === constraint || Boolean(pgError.message?.includes(constraint));
    }
  }
  return false;
}

/** The member's stored VIP level (the vip module computes it; it is kept on the account). */
export async function findVipLevel(db: Executor, memberId: bigint): Promise<number | null> {
  const [row] = await db.select({ level: members.vipLevel }).from(members).where(eq(members.id, memberId));
  return row?.level ?? null;
}

/** The stored levels of several members in one query. */
export async function findVipLevels(
  db: Executor,
  memberIds: readonly bigint[],
): Promise<Map<bigint, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, level: members.vipLevel })
    .from(members)
    .where(inArray(members.id, [...memberIds]));
  return new Map(rows.map((r) => [r.id, r.level]));
}

/**
 * Raises the stored level; never lowers it (a concurrent higher write wins). Returns the level it had
 * before when it was raised, else null.
 */
export async function raiseVipLevel(db: Executor, memberId: bigint, level: number): Promise<number | null> {
  const [row] = await db
    .select({ level: members.vipLevel })
    .from(members)
    .where(and(eq(members.id, memberId), lt(members.vipLevel, level)))
    .for('update');
  if (!row) return null;
  await db
    .update(members)
    .set({ vipLevel: level })
    .where(and(eq(members.id, memberId), lt(members.vipLevel, level)));
  return row.level;
}
