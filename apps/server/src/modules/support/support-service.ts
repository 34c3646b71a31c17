import type { AdminTicket, TicketCreateBody, TicketMessage, TicketStatus, TicketSummary } from '@jl/core';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { gameRounds } from '../../db/schema.ts';
import { refuse } from '../../lib/app-error.ts';
import { audit, type StaffCtx, staff } from '../admin/index.ts';
import { findOrderByNo } from '../payments/index.ts';
import { findWithdrawalByOrderNo } from '../withdraw/index.ts';
import { supportMessages, supportTickets } from './support-schema.ts';

/**
 * Support tickets (docs/API.md "Support tickets"). A player opens a ticket from the service page and
 * follows it there; support staff answer, assign, close and reopen it. Decisions:
 * - a player's reply to a closed ticket reopens it (the conversation stays in one place); staff must
 *   reopen a closed ticket before answering it;
 * - limits per player: at most `OPEN_MAX` open tickets, `DAILY_MAX` new tickets in 24 hours, and
 *   `UNANSWERED_MAX` messages in a row without a staff answer (on top of the per-IP rate limit);
 * - text is plain (control characters removed by the contract), shown as text on both screens.
 */
export const OPEN_MAX = 5;
export const DAILY_MAX = 10;
export const UNANSWERED_MAX = 10;

type TicketRow = typeof supportTickets.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

function summary(row: TicketRow): TicketSummary {
  return {
    id: String(row.id),
    subject: row.subject,
    status: row.status as TicketStatus,
    last_from: row.lastFrom as 'player' | 'staff',
    ref_type: row.refType as TicketSummary['ref_type'],
    ref: row.ref,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function messageView(row: MessageRow, staffName: string | null, forStaff: boolean): TicketMessage {
  return {
    id: String(row.id),
    author: row.author as 'player' | 'staff',
    staff_name: forStaff ? staffName : null,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  };
}

async function messagesOf(db: Executor, ticketId: bigint, forStaff: boolean): Promise<TicketMessage[]> {
  const rows = await db
    .select({ row: supportMessages, name: staff.username })
    .from(supportMessages)
    .leftJoin(staff, eq(staff.id, supportMessages.staffId))
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.id));
  return rows.map((r) => messageView(r.row, r.name, forStaff));
}

/** The reference must be the player's own round or order (a deposit's or a withdrawal's number). */
async function checkRef(db: Executor, memberId: bigint, refType: string, ref: string): Promise<void> {
  let found = false;
  if (refType === 'round') {
    if (/^[1-9]\d{0,17}$/.test(ref)) {
      const [row] = await db
        .select({ id: gameRounds.id })
        .from(gameRounds)
        .where(and(eq(gameRounds.id, BigInt(ref)), eq(gameRounds.memberId, memberId)));
      found = !!row;
    }
  } else {
    found =
      (await findOrderByNo(db, memberId, ref)) !== null ||
      (await findWithdrawalByOrderNo(db, ref, memberId)) !== null;
  }
  if (!found) refuse('SUPPORT_REF_UNKNOWN', { field: 'ref' });
}

async function lockTicket(tx: Executor, id: bigint): Promise<TicketRow | null> {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
  return row ?? null;
}

/* ---------------- player side ---------------- */

export async function createTicket(
  db: Db,
  memberId: bigint,
  body: TicketCreateBody,
  now: Date,
): Promise<{ ticket: TicketSummary; messages: TicketMessage[] }> {
  const refType = body.ref_type || null;
  const ref = body.ref?.trim() || null;
  if (refType && !ref) refuse('REQUIRED_FIELD', { field: 'ref' });
  if (refType && ref) await checkRef(db, memberId, refType, ref);
  return db.transaction(async (tx) => {
    // One player's tickets are created one at a time, so the limits below cannot be raced past.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('support:' || ${String(memberId)}))`);
    const [open] = await tx
      .select({ n: count() })
      .from(supportTickets)
      .where(and(eq(supportTickets.memberId, memberId), eq(supportTickets.status, 'open')));
    if (Number(open?.n ?? 0) >= OPEN_MAX) refuse('SUPPORT_TOO_MANY_OPEN', { vars: { max: OPEN_MAX } });
    const [recent] = await tx
      .select({ n: count() })
      .from(supportTickets)
      .where(
        and(
          eq(supportTickets.memberId, memberId),
          gt(supportTickets.createdAt, new Date(now.getTime() - 24 * 3_600_000)),
        ),
      );
    if (Number(recent?.n ?? 0) >= DAILY_MAX) refuse('SUPPORT_DAILY_LIMIT', { vars: { max: DAILY_MAX } });
    const [ticket] = await tx
      .insert(supportTickets)
      .values({ memberId, subject: body.subject, refType, ref, createdAt: now, updatedAt: now })
      .returning();
    await tx
      .insert(supportMessages)
      .values({ ticketId: ticket!.id, author: 'player', body: body.message, createdAt: now });
    return { ticket: summary(ticket!), messages: await messagesOf(tx, ticket!.id, false) };
  });
}

export async function listMemberTickets(
  db: Executor,
  memberId: bigint,
  page: number,
  size: number,
): Promise<{ list: TicketSummary[]; total: number }> {
  const where = eq(supportTickets.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(supportTickets)
      .where(where)
      .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(supportTickets).where(where),
  ]);
  return { list: rows.map(summary), total: Number(total?.n ?? 0) };
}

/** A player's own ticket; another player's answers NOT_FOUND. */
export async function getMemberTicket(db: Executor, memberId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), eq(supportTickets.memberId, memberId)));
  if (!row) refuse('NOT_FOUND');
  return { ticket: summary(row), messages: await messagesOf(db, id, false) };
}

/** The player's reply; it reopens a closed ticket. */
export async function replyAsMember(db: Db, memberId: bigint, id: bigint, message: string, now: Date) {
  await db.transaction(async (tx) => {
    const row = await lockTicket(tx, id);
    if (!row || row.memberId !== memberId) refuse('NOT_FOUND');
    const unanswered = await tx
      .select({ author: supportMessages.author })
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, id))
      .orderBy(desc(supportMessages.id))
      .limit(UNANSWERED_MAX);
    if (unanswered.length >= UNANSWERED_MAX && unanswered.every((m) => m.author === 'player'))
      refuse('SUPPORT_WAIT_FOR_ANSWER');
    await tx
      .insert(supportMessages)
      .values({ ticketId: id, author: 'player', body: message, createdAt: now });
    await tx
      .update(supportTickets)
      .set({ status: 'open', lastFrom: 'player', closedAt: null, closedBy: null, updatedAt: now })
      .where(eq(supportTickets.id, id));
  });
  return getMemberTicket(db, memberId, id);
}

/* ---------------- staff side ---------------- */

export async function adminView(db: Executor, rows: TicketRow[]): Promise<AdminTicket[]> {
  const ids = [...new Set(rows.map((r) => r.assignedTo).filter((v): v is bigint => v !== null))];
  const names = new Map<bigint, string>();
  if (ids.length) {
    for (const s of await db
      .select({ id: staff.id, username: staff.username })
      .from(staff)
      .where(inArray(staff.id, ids)))
      names.set(s.id, s.username);
  }
  return rows.map((row) => ({
    ...summary(row),
    member_id: String(row.memberId),
    assigned_to: row.assignedTo === null ? null : String(row.assignedTo),
    assigned_name: row.assignedTo === null ? null : (names.get(row.assignedTo) ?? null),
    closed_at: row.closedAt?.toISOString() ?? null,
  }));
}

export async function getTicketForStaff(db: Executor, id: bigint) {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
  if (!row) refuse('NOT_FOUND');
  const [ticket] = await adminView(db, [row]);
  return { ticket: ticket!, messages: await messagesOf(db, id, true) };
}

/** Reading a ticket (it holds what the player wrote) is audited. */
export async function readTicket(ctx: StaffCtx, id: bigint) {
  const detail = await getTicketForStaff(ctx.db, id);
  await audit(ctx.db, {
    staffId: ctx.principal.id,
    action: 'ticket.read',
    targetType: 'ticket',
    targetId: String(id),
    detail: { memberId: detail.ticket.member_id },
    ip: ctx.ip,
    at: ctx.now,
  });
  return detail;
}

/** Staff who may take tickets: active support staff and owners. */
export async function listAssignees(db: Executor) {
  const rows = await db
    .select({ id: staff.id, username: staff.username, role: staff.role })
    .from(staff)
    .where(and(eq(staff.status, 0), inArray(staff.role, ['support', 'owner'])))
    .orderBy(asc(staff.username));
  return rows.map((r) => ({ id: String(r.id), username: r.username, role: r.role }));
}

/** One staff action under the ticket's lock, audited in the same transaction. */
async function act(
  ctx: StaffCtx,
  id: bigint,
  action: string,
  change: (tx: Executor, row: TicketRow) => Promise<Record<string, unknown>>,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockTicket(tx, id);
    if (!row) refuse('NOT_FOUND');
    const detail = await change(tx, row);
    await audit(tx, {
      staffId: ctx.principal.id,
      action,
      targetType: 'ticket',
      targetId: String(id),
      detail: { memberId: String(row.memberId), ...detail },
      ip: ctx.ip,
      at: ctx.now,
    });
  });
  return getTicketForStaff(ctx.db, id);
}

/** A staff answer; an unassigned ticket is taken by whoever answers it. */
export const replyAsStaff = (ctx: StaffCtx, id: bigint, message: string) =>
  act(ctx, id, 'ticket.reply', async (tx, row) => {
    if (row.status === 'closed') refuse('SUPPORT_TICKET_CLOSED');
    const [saved] = await tx
      .insert(supportMessages)
      .values({ ticketId: id, author: 'staff', staffId: ctx.principal.id, body: message, createdAt: ctx.now })
      .returning({ id: supportMessages.id });
    await tx
      .update(supportTickets)
      .set({ lastFrom: 'staff', assignedTo: row.assignedTo ?? ctx.principal.id, updatedAt: ctx.now })
      .where(eq(supportTickets.id, id));
    return { messageId: String(saved!.id), length: message.length };
  });

export const assignTicket = (ctx: StaffCtx, id: bigint, staffId: bigint | null) =>
  act(ctx, id, 'ticket.assign', async (tx, row) => {
    if (staffId !== null) {
      const [who] = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.id, staffId), eq(staff.status, 0), inArray(staff.role, ['support', 'owner'])));
      if (!who) refuse('NOT_FOUND', { field: 'staff_id' });
    }
    await tx.update(supportTickets).set({ assignedTo: staffId }).where(eq(supportTickets.id, id));
    return {
      from: row.assignedTo === null ? null : String(row.assignedTo),
      to: staffId === null ? null : String(staffId),
    };
  });

export const closeTicket = (ctx: StaffCtx, id: bigint) =>
  act(ctx, id, 'ticket.close', async (tx, row) => {
    if (row.status !== 'open') refuse('SUPPORT_TICKET_STATE');
    await tx
      .update(supportTickets)
      .set({ status: 'closed', closedAt: ctx.now, closedBy: ctx.principal.id, updatedAt: ctx.now })
      .where(eq(supportTickets.id, id));
    return {};
  });

export const reopenTicket = (ctx: StaffCtx, id: bigint) =>
  act(ctx, id, 'ticket.reopen', async (tx, row) => {
    if (row.status !== 'closed') refuse('SUPPORT_TICKET_STATE');
    await tx
      .update(supportTickets)
      .set({ status: 'open', closedAt: null, closedBy: null, updatedAt: ctx.now })
      .where(eq(supportTickets.id, id));
    return {};
  });

/** Open tickets (the dashboard's counter and `jl_tickets_open`). */
export async function countOpenTickets(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, 'open'));
  return Number(row?.n ?? 0);
}
