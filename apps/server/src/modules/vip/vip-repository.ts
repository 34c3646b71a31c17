import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members } from '../auth/index.ts';
import { vipRewards } from './vip-schema.ts';

export type VipRewardRow = typeof vipRewards.$inferSelect;

/**
 * Cumulative valid bets of a member, in centavos: every stake taken from their cash or locked balance
 * (entries of fund type 12/13 that take money out) minus the stakes of cancelled rounds given back
 * (type 27). Read-only over the ledger (only the wallet writes it), through the per-account entry
 * index, so the cost grows with the player's own history only. Stakes of transfer-wallet platforms
 * (types 8/11, 24/25) happen at the provider and are not counted.
 */
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

export async function listRewards(db: Executor, memberId: bigint): Promise<VipRewardRow[]> {
  return db.select().from(vipRewards).where(eq(vipRewards.memberId, memberId));
}

/** The claim of one level's reward; null when the member already has it (the unique index decides). */
export async function insertReward(
  tx: Executor,
  row: { memberId: bigint; level: number; amountCents: bigint; at: Date },
): Promise<VipRewardRow | null> {
  const [saved] = await tx
    .insert(vipRewards)
    .values({ memberId: row.memberId, level: row.level, amountCents: row.amountCents, createdAt: row.at })
    .onConflictDoNothing({ target: [vipRewards.memberId, vipRewards.level] })
    .returning();
  return saved ?? null;
}

export async function setRewardTransfer(tx: Executor, id: bigint, transferId: bigint): Promise<void> {
  await tx.update(vipRewards).set({ transferId }).where(eq(vipRewards.id, id));
}
