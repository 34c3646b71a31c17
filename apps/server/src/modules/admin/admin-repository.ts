import { and, count, eq, isNull, like, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listConditions, listOrder } from '../../lib/list-filters.ts';
import { staff, staffAuditLog, staffSessions } from './admin-schema.ts';

export type StaffRow = typeof staff.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type AuditRow = typeof staffAuditLog.$inferSelect;

export async function countStaff(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return Number(row?.n ?? 0);
}

export async function insertStaff(db: Executor, row: typeof staff.$inferInsert): Promise<StaffRow | null> {
  const [saved] = await db.insert(staff).values(row).onConflictDoNothing().returning();
  return saved ?? null;
}

/** By lowercase user name or e-mail. */
export async function findStaffByLogin(db: Executor, login: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`${staff.username} = ${login} or ${staff.email} = ${login}`)
    .limit(1);
  return row ?? null;
}

export async function findStaffById(db: Executor, id: bigint): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row ?? null;
}

/** Counts a failed sign-in; locks the account at `lockAfter` failures until `lockUntil`. */
export async function recordStaffFailure(
  db: Executor,
  id: bigint,
  lockAfter: number,
  lockUntil: Date,
): Promise<StaffRow> {
  const [row] = await db
    .update(staff)
    .set({
      failedLogins: sql`${staff.failedLogins} + 1`,
      lockedUntil: sql`case when ${staff.failedLogins} + 1 >= ${lockAfter} then ${lockUntil.toISOString()}::timestamptz else ${staff.lockedUntil} end`,
    })
    .where(eq(staff.id, id))
    .returning();
  return row!;
}

/**
 * A right password. The failure count and lock belong to the second factor (staff-totp.ts): only
 * passing it clears them, so signing in again does not reset a lock earned by wrong codes.
 */
export async function recordStaffLogin(db: Executor, id: bigint, at: Date): Promise<void> {
  await db.update(staff).set({ lastLoginAt: at }).where(eq(staff.id, id));
}

export async function insertSession(
  db: Executor,
  row: typeof staffSessions.$inferInsert,
): Promise<StaffSessionRow> {
  const [saved] = await db.insert(staffSessions).values(row).returning();
  return saved!;
}

export async function findSessionByHash(
  db: Executor,
  tokenHash: string,
): Promise<{ session: StaffSessionRow; staff: StaffRow } | null> {
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
  return row ?? null;
}

export async function touchSession(db: Executor, id: bigint, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
}

export async function revokeSession(db: Executor, id: bigint, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

export type AuditFilter = {
  action?: string;
  staffId?: bigint;
  toId?: bigint;
  from?: string;
  to?: string;
  sort?: 'created_at' | '-created_at';
};

/** The audit chain, newest first unless sorted oldest first, with each row's staff user name. */
export async function listAudit(
  db: Executor,
  filter: AuditFilter,
  page: number,
  size: number,
): Promise<{ rows: { row: AuditRow; username: string | null }[]; total: number }> {
  const where = and(
    filter.action ? like(staffAuditLog.action, `${filter.action.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
    filter.staffId === undefined ? undefined : eq(staffAuditLog.staffId, filter.staffId),
    filter.toId === undefined ? undefined : lte(staffAuditLog.id, filter.toId),
    ...listConditions({ at: staffAuditLog.createdAt }, filter),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: staffAuditLog, username: staff.username })
      .from(staffAuditLog)
      .leftJoin(staff, eq(staff.id, staffAuditLog.staffId))
      .where(where)
      .orderBy(
        ...listOrder(filter.sort, '-created_at', { created_at: staffAuditLog.createdAt }, staffAuditLog.id),
      )
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(staffAuditLog).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
