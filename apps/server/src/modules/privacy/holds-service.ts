import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { audit, type StaffCtx, staff } from '../admin/index.ts';
import { findMemberById } from '../auth/index.ts';
import { accessLogHolds } from './privacy-schema.ts';

/**
 * Holds on a player's access logs (Marco Civil art. 15 §2; docs/COMPLIANCE.md "Access logs"): owners
 * record the authority's request, for a number of days, and release it when it ends early. Placing and
 * releasing are audited in the same transaction; `privacy.access-logs` keeps the held player's rows.
 */

const DAY_MS = 86_400_000;

/** The purge's keep filter: the row's player has a hold in force at `at` (the job's period). */
export const heldAt =
  (at: Date) =>
  (member: SQL): SQL =>
    sql`exists (select 1 from ${accessLogHolds} where ${accessLogHolds.memberId} = ${member}
      and ${accessLogHolds.releasedAt} is null and ${accessLogHolds.heldUntil} > ${at.toISOString()}::timestamptz)`;

const releaser = alias(staff, 'releaser');

/** The player's holds, newest first (`GET`); NOT_FOUND for an unknown player. */
export async function listHolds(ctx: StaffCtx, memberId: bigint) {
  if (!(await findMemberById(ctx.db, memberId))) refuse('NOT_FOUND');
  return holdsOf(ctx, memberId);
}

/** The holds of a known player, with who placed and released each, and whether it is in force. */
async function holdsOf(ctx: StaffCtx, memberId: bigint) {
  const rows = await ctx.db
    .select({ hold: accessLogHolds, heldBy: staff.username, releasedBy: releaser.username })
    .from(accessLogHolds)
    .innerJoin(staff, eq(staff.id, accessLogHolds.heldBy))
    .leftJoin(releaser, eq(releaser.id, accessLogHolds.releasedBy))
    .where(eq(accessLogHolds.memberId, memberId))
    .orderBy(desc(accessLogHolds.id));
  return { list: rows.map((r) => holdView(r.hold, r.heldBy, r.releasedBy, ctx.now)) };
}

function holdView(
  h: typeof accessLogHolds.$inferSelect,
  heldBy: string,
  releasedBy: string | null,
  now: Date,
) {
  return {
    id: String(h.id),
    authority: h.authority,
    reference: h.reference,
    held_at: h.heldAt.toISOString(),
    held_until: h.heldUntil.toISOString(),
    held_by: heldBy,
    released_at: h.releasedAt?.toISOString() ?? null,
    released_by: releasedBy,
    release_reason: h.releaseReason,
    in_force: h.releasedAt === null && h.heldUntil > now,
  };
}

/** Places a hold for `days` from now; audited `privacy.hold`. Answers the player's holds. */
export async function placeHold(
  ctx: StaffCtx,
  memberId: bigint,
  input: { authority: string; reference: string; days: number },
) {
  if (!(await findMemberById(ctx.db, memberId))) refuse('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accessLogHolds)
      .values({
        memberId,
        authority: input.authority,
        reference: input.reference,
        heldAt: ctx.now,
        heldUntil: new Date(ctx.now.getTime() + input.days * DAY_MS),
        heldBy: ctx.principal.id,
      })
      .returning({ id: accessLogHolds.id });
    await auditHold(tx, ctx, 'privacy.hold', memberId, { hold: String(row!.id), ...input });
  });
  return holdsOf(ctx, memberId);
}

/**
 * Releases a hold still in force; audited `privacy.release`. A hold already released or past its end
 * is left as it is (a replay writes nothing). Answers the player's holds.
 */
export async function releaseHold(ctx: StaffCtx, holdId: bigint, reason: string) {
  const memberId = await ctx.db.transaction(async (tx) => {
    const [hold] = await tx.select().from(accessLogHolds).where(eq(accessLogHolds.id, holdId)).for('update');
    if (!hold) refuse('NOT_FOUND');
    if (hold.releasedAt || hold.heldUntil <= ctx.now) return hold.memberId;
    await tx
      .update(accessLogHolds)
      .set({ releasedAt: ctx.now, releasedBy: ctx.principal.id, releaseReason: reason })
      .where(eq(accessLogHolds.id, holdId));
    await auditHold(tx, ctx, 'privacy.release', hold.memberId, { hold: String(holdId), reason });
    return hold.memberId;
  });
  return holdsOf(ctx, memberId);
}

function auditHold(
  tx: Executor,
  ctx: StaffCtx,
  action: string,
  memberId: bigint,
  detail: Record<string, unknown>,
) {
  return audit(tx, {
    staffId: ctx.principal.id,
    action,
    targetType: 'member',
    targetId: String(memberId),
    detail,
    ip: ctx.ip,
    at: ctx.now,
  });
}
