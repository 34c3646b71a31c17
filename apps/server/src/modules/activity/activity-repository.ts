import { and, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  activityClaims,
  activityDeposits,
  activityEnvelopes,
  activitySpinGrants,
  activitySpins,
} from './activity-schema.ts';

/** SQL of the activity tables. Only this module writes them; money moves only through the wallet. */

export type ClaimRow = typeof activityClaims.$inferSelect;
export type EnvelopeRow = typeof activityEnvelopes.$inferSelect;
export type SpinRow = typeof activitySpins.$inferSelect;

/** The claim of one period; null when this (member, activity, period) already has one. */
export async function insertClaim(
  tx: Executor,
  row: {
    memberId: bigint;
    code: string;
    period: string;
    amountCents: bigint;
    fundType: number;
    meta: object;
    at: Date;
  },
): Promise<ClaimRow | null> {
  const [saved] = await tx
    .insert(activityClaims)
    .values({
      memberId: row.memberId,
      code: row.code,
      period: row.period,
      amountCents: row.amountCents,
      fundType: row.fundType,
      meta: row.meta as Record<string, unknown>,
      createdAt: row.at,
    })
    .onConflictDoNothing({ target: [activityClaims.memberId, activityClaims.code, activityClaims.period] })
    .returning();
  return saved ?? null;
}

export async function setClaimTransfer(tx: Executor, id: bigint, transferId: bigint): Promise<void> {
  await tx.update(activityClaims).set({ transferId }).where(eq(activityClaims.id, id));
}

/**
 * The claims the registry evaluates: every claim of once-only and newcomer activities, and the
 * day-based ones since yesterday (check-in streak, today's daily bonus). Newest period first.
 */
export async function listRecentClaims(
  db: Executor,
  memberId: bigint,
  yesterday: string,
): Promise<ClaimRow[]> {
  return db
    .select()
    .from(activityClaims)
    .where(
      and(
        eq(activityClaims.memberId, memberId),
        or(
          inArray(activityClaims.code, ['registration', 'newcomer', 'first_deposit', 'cumulative_deposit']),
          and(
            inArray(activityClaims.code, ['checkin', 'daily_bonus']),
            gte(activityClaims.period, yesterday),
          ),
        ),
      ),
    )
    .orderBy(desc(activityClaims.period));
}

/** The last check-in before today, for the streak (a gap restarts it, so only yesterday matters). */
export async function findLastCheckin(db: Executor, memberId: bigint): Promise<ClaimRow | null> {
  const [row] = await db
    .select()
    .from(activityClaims)
    .where(and(eq(activityClaims.memberId, memberId), eq(activityClaims.code, 'checkin')))
    .orderBy(desc(activityClaims.period))
    .limit(1);
  return row ?? null;
}

/** Records a credited deposit once (a replayed event writes nothing). */
export async function insertDeposit(
  tx: Executor,
  row: { memberId: bigint; orderNo: string; amountCents: bigint; day: string; at: Date },
): Promise<void> {
  await tx
    .insert(activityDeposits)
    .values({
      memberId: row.memberId,
      orderNo: row.orderNo,
      amountCents: row.amountCents,
      day: row.day,
      createdAt: row.at,
    })
    .onConflictDoNothing();
}

/** The first deposit of each São Paulo day from `fromDay` to `toDay` (the daily bonus bases). */
export async function listFirstDepositsByDay(db: Executor, memberId: bigint, fromDay: string, toDay: string) {
  const rows = await db
    .select({
      day: activityDeposits.day,
      amountCents: activityDeposits.amountCents,
      createdAt: activityDeposits.createdAt,
    })
    .from(activityDeposits)
    .where(
      and(
        eq(activityDeposits.memberId, memberId),
        gte(activityDeposits.day, fromDay),
        lte(activityDeposits.day, toDay),
      ),
    )
    .orderBy(activityDeposits.id);
  const first = new Map<string, bigint>();
  for (const r of rows) if (!first.has(r.day)) first.set(r.day, r.amountCents);
  return [...first].map(([day, amountCents]) => ({ day, amountCents }));
}

/** Deposits whose recharge reward was not received yet, oldest first (at most 100 a claim). */
export async function listUnclaimedDeposits(db: Executor, memberId: bigint) {
  return db
    .select({ orderNo: activityDeposits.orderNo, amountCents: activityDeposits.amountCents })
    .from(activityDeposits)
    .where(
      and(
        eq(activityDeposits.memberId, memberId),
        sql`not exists (select 1 from activity_claims c where c.member_id = ${activityDeposits.memberId}
              and c.code = 'recharge_reward' and c.period = 'order:' || ${activityDeposits.orderNo})`,
      ),
    )
    .orderBy(activityDeposits.id)
    .limit(100);
}

// ---- Envelopes and spins -------------------------------------------------------------------------

export async function findOpenEnvelope(
  db: Executor,
  memberId: bigint,
  lock = false,
): Promise<EnvelopeRow | null> {
  const query = db
    .select()
    .from(activityEnvelopes)
    .where(and(eq(activityEnvelopes.memberId, memberId), eq(activityEnvelopes.status, 'open')));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findEnvelope(db: Executor, id: bigint): Promise<EnvelopeRow | null> {
  const [row] = await db.select().from(activityEnvelopes).where(eq(activityEnvelopes.id, id));
  return row ?? null;
}

/** Opens an envelope unless one is open (the partial unique index decides); null when one was. */
export async function insertEnvelope(
  tx: Executor,
  row: {
    memberId: bigint;
    targetCents: bigint;
    diamondsTarget: number;
    diamondsRewardCents: bigint;
    tableVersion: string;
    openedAt: Date;
    expiresAt: Date;
  },
): Promise<EnvelopeRow | null> {
  const [saved] = await tx
    .insert(activityEnvelopes)
    .values(row)
    .onConflictDoNothing({ target: activityEnvelopes.memberId, where: sql`status = 'open'` })
    .returning();
  return saved ?? null;
}

/** A spin grant by source; false when this source already granted (a replayed event). */
export async function insertGrant(
  tx: Executor,
  row: { memberId: bigint; envelopeId: bigint; source: string; spins: number; at: Date },
): Promise<boolean> {
  const saved = await tx
    .insert(activitySpinGrants)
    .values({
      memberId: row.memberId,
      envelopeId: row.envelopeId,
      source: row.source,
      spins: row.spins,
      createdAt: row.at,
    })
    .onConflictDoNothing({ target: [activitySpinGrants.memberId, activitySpinGrants.source] })
    .returning({ id: activitySpinGrants.id });
  if (saved.length === 0) return false;
  await tx
    .update(activityEnvelopes)
    .set({ spinsLeft: sql`${activityEnvelopes.spinsLeft} + ${row.spins}` })
    .where(eq(activityEnvelopes.id, row.envelopeId));
  return true;
}

export async function countInviteGrants(db: Executor, memberId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activitySpinGrants)
    .where(and(eq(activitySpinGrants.memberId, memberId), sql`${activitySpinGrants.source} like 'invite:%'`));
  return row?.n ?? 0;
}

export async function updateEnvelopeAfterSpin(
  tx: Executor,
  id: bigint,
  values: {
    amountCents: bigint;
    diamonds: number;
    spinsLeft: number;
    status: 'open' | 'completed';
    closedAt: Date | null;
  },
): Promise<void> {
  await tx.update(activityEnvelopes).set(values).where(eq(activityEnvelopes.id, id));
}

export async function insertSpin(tx: Executor, row: typeof activitySpins.$inferInsert): Promise<SpinRow> {
  const [saved] = await tx.insert(activitySpins).values(row).returning();
  if (!saved) throw new Error('spin not written');
  return saved;
}

export async function findSpinByKey(db: Executor, memberId: bigint, key: string): Promise<SpinRow | null> {
  const [row] = await db
    .select()
    .from(activitySpins)
    .where(and(eq(activitySpins.memberId, memberId), eq(activitySpins.idempotencyKey, key)));
  return row ?? null;
}

/** Open envelopes past their expiry, oldest first, locked and skipped by a concurrent run. */
export async function listExpiredEnvelopes(tx: Executor, now: Date, limit: number): Promise<EnvelopeRow[]> {
  return tx
    .select()
    .from(activityEnvelopes)
    .where(and(eq(activityEnvelopes.status, 'open'), lte(activityEnvelopes.expiresAt, now)))
    .orderBy(activityEnvelopes.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function expireEnvelope(tx: Executor, id: bigint, now: Date): Promise<void> {
  await tx
    .update(activityEnvelopes)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(activityEnvelopes.id, id), eq(activityEnvelopes.status, 'open')));
}

// ---- Records ---------------------------------------------------------------------------------------

export type RecordRow = {
  kind: 'claim' | 'spin' | 'grant' | 'envelope';
  code: string;
  ref: string;
  amount_cents: string | null;
  status: string;
  detail: string;
  created_at: string;
};

/**
 * The player's records, newest first: claims (all activities or one), and for the red envelope its
 * spins, grants and closed envelopes, as one list paged in SQL.
 */
export async function listRecords(
  db: Executor,
  memberId: bigint,
  code: string | undefined,
  page: number,
  size: number,
): Promise<{ rows: RecordRow[]; total: number }> {
  const m = sql`${String(memberId)}::bigint`;
  const wheel = code === undefined || code === 'red_envelope';
  const parts = [
    sql`select 'claim' as kind, code, id::text as ref, amount_cents::text as amount_cents, 'success' as status,
          period as detail, created_at from activity_claims
        where member_id = ${m} ${code ? sql`and code = ${code}` : sql``}`,
  ];
  if (wheel)
    parts.push(
      sql`select 'spin', 'red_envelope', id::text, amount_cents::text, kind, segment::text, created_at
          from activity_spins where member_id = ${m}`,
      sql`select 'grant', 'red_envelope', id::text, null, 'success', source, created_at
          from activity_spin_grants where member_id = ${m}`,
      sql`select 'envelope', 'red_envelope', id::text, amount_cents::text, status, diamonds::text, closed_at
          from activity_envelopes where member_id = ${m} and status <> 'open'`,
    );
  const union = sql.join(parts, sql` union all `);
  const result = await db.execute(
    sql`select kind, code, ref, amount_cents, status, detail, to_json(created_at)#>>'{}' as created_at,
          count(*) over ()::int as total
        from (${union}) r order by created_at desc, kind, ref desc
        limit ${size} offset ${(page - 1) * size}`,
  );
  const rows = (result as unknown as { rows: (RecordRow & { total: number })[] }).rows;
  return { rows, total: rows[0]?.total ?? (page === 1 ? 0 : await countRecords(db, union)) };
}

async function countRecords(db: Executor, union: ReturnType<typeof sql.join>): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (${union}) r`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

export async function findSpins(db: Executor, memberId: bigint, ids: bigint[]): Promise<SpinRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(activitySpins)
    .where(and(eq(activitySpins.memberId, memberId), inArray(activitySpins.id, ids)));
}
