import { and, between, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberDailyStats, memberStats } from './stats-schema.ts';

export type MemberTotals = typeof memberStats.$inferSelect;
export type DailyStats = typeof memberDailyStats.$inferSelect;

const ZERO = (memberId: bigint): MemberTotals => ({
  memberId,
  rechargeCount: 0,
  rechargeCents: 0n,
  firstDepositCents: null,
  firstDepositAt: null,
  validBetCents: 0n,
  winCents: 0n,
  rounds: 0n,
});

/** A member's lifetime figures (zeros for a member with no deposit or round yet). */
export async function getMemberTotals(db: Executor, memberId: bigint): Promise<MemberTotals> {
  const [row] = await db.select().from(memberStats).where(eq(memberStats.memberId, memberId));
  return row ?? ZERO(memberId);
}

/** Lifetime figures of several members in one query, by member id (zeros for members without any). */
export async function listMemberTotals(
  db: Executor,
  memberIds: readonly bigint[],
): Promise<Map<bigint, MemberTotals>> {
  const rows = memberIds.length
    ? await db
        .select()
        .from(memberStats)
        .where(inArray(memberStats.memberId, [...memberIds]))
    : [];
  const byId = new Map(rows.map((r) => [r.memberId, r]));
  return new Map(memberIds.map((id) => [id, byId.get(id) ?? ZERO(id)]));
}

/** A member's São Paulo days from `fromDay` to `toDay` inclusive that have figures, oldest first. */
export async function listDailyStats(
  db: Executor,
  memberId: bigint,
  fromDay: string,
  toDay: string,
): Promise<DailyStats[]> {
  return db
    .select()
    .from(memberDailyStats)
    .where(and(eq(memberDailyStats.memberId, memberId), between(memberDailyStats.day, fromDay, toDay)))
    .orderBy(memberDailyStats.day);
}

/** Days with at least one settled round in [fromDay, toDay]. */
export async function countDaysPlayed(db: Executor, memberId: bigint, fromDay: string, toDay: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberDailyStats)
    .where(
      and(
        eq(memberDailyStats.memberId, memberId),
        between(memberDailyStats.day, fromDay, toDay),
        gt(memberDailyStats.rounds, 0),
      ),
    );
  return row?.n ?? 0;
}

/** Sum of figures over [fromDay, toDay] for one member. */
export async function sumDailyStats(db: Executor, memberId: bigint, fromDay: string, toDay: string) {
  const t = memberDailyStats;
  const [row] = await db
    .select({
      rechargeCount: sql<string>`coalesce(sum(${t.rechargeCount}), 0)::text`,
      rechargeCents: sql<string>`coalesce(sum(${t.rechargeCents}), 0)::text`,
      validBetCents: sql<string>`coalesce(sum(${t.validBetCents}), 0)::text`,
      winCents: sql<string>`coalesce(sum(${t.winCents}), 0)::text`,
      rounds: sql<string>`coalesce(sum(${t.rounds}), 0)::text`,
      daysPlayed: sql<string>`count(*) filter (where ${t.rounds} > 0)::text`,
    })
    .from(t)
    .where(and(eq(t.memberId, memberId), between(t.day, fromDay, toDay)));
  return {
    rechargeCount: Number(row?.rechargeCount ?? 0),
    rechargeCents: BigInt(row?.rechargeCents ?? 0),
    validBetCents: BigInt(row?.validBetCents ?? 0),
    winCents: BigInt(row?.winCents ?? 0),
    rounds: Number(row?.rounds ?? 0),
    daysPlayed: Number(row?.daysPlayed ?? 0),
  };
}
