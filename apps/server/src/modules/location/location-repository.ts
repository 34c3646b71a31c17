import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locationChecks } from './location-schema.ts';

export type LocationCheckRow = typeof locationChecks.$inferSelect;
export type NewLocationCheck = Omit<typeof locationChecks.$inferInsert, 'id'>;

export async function insertLocationCheck(db: Executor, row: NewLocationCheck): Promise<void> {
  await db.insert(locationChecks).values(row);
}

/** The player's latest shared location since `since`, or null. */
export async function findLatestGeolocation(
  db: Executor,
  memberId: bigint,
  since: Date,
): Promise<LocationCheckRow | null> {
  const [row] = await db
    .select()
    .from(locationChecks)
    .where(
      and(
        eq(locationChecks.memberId, memberId),
        eq(locationChecks.source, 'geolocation'),
        gte(locationChecks.at, since),
      ),
    )
    .orderBy(desc(locationChecks.at), desc(locationChecks.id))
    .limit(1);
  return row ?? null;
}

/** The player's latest decisions, newest first (staff's view). */
export async function listLocationChecks(
  db: Executor,
  memberId: bigint,
  limit: number,
): Promise<LocationCheckRow[]> {
  return db
    .select()
    .from(locationChecks)
    .where(eq(locationChecks.memberId, memberId))
    .orderBy(desc(locationChecks.at), desc(locationChecks.id))
    .limit(limit);
}

/** Each player's decisions "abroad" since `since`: how many, and the newest (the risk flag on staff's glance). */
export async function abroadChecksOf(
  db: Executor,
  memberIds: readonly bigint[],
  since: Date,
): Promise<Map<string, { count: number; latest: LocationCheckRow }>> {
  const out = new Map<string, { count: number; latest: LocationCheckRow }>();
  if (memberIds.length === 0) return out;
  const abroad = and(
    inArray(locationChecks.memberId, [...memberIds]),
    eq(locationChecks.verdict, 'abroad'),
    gte(locationChecks.at, since),
  );
  const [counts, newest] = await Promise.all([
    db
      .select({ memberId: locationChecks.memberId, count: sql<number>`count(*)::int` })
      .from(locationChecks)
      .where(abroad)
      .groupBy(locationChecks.memberId),
    db
      .selectDistinctOn([locationChecks.memberId])
      .from(locationChecks)
      .where(abroad)
      .orderBy(locationChecks.memberId, desc(locationChecks.at), desc(locationChecks.id)),
  ]);
  const countOf = new Map(counts.map((c) => [String(c.memberId), Number(c.count)]));
  for (const row of newest) {
    const member = String(row.memberId);
    out.set(member, { count: countOf.get(member) ?? 1, latest: row });
  }
  return out;
}
