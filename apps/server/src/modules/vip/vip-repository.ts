import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vipRewards } from './vip-schema.ts';

export type VipRewardRow = typeof vipRewards.$inferSelect;

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
