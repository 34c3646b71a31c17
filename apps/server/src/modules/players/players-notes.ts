import { desc, eq } from 'drizzle-orm';
import { refuse } from '../../lib/app-error.ts';
import type { StaffCtx } from '../admin/index.ts';
import { audit, staff } from '../admin/index.ts';
import { findMemberById } from '../auth/index.ts';
import { playerNotes } from './players-schema.ts';

/**
 * Staff notes on a player (support, finance): appended, never edited; reading them is audited like
 * the rest of the player page, and each note commits with its audit row.
 */

const NOTES_SHOWN = 200;

async function assertPlayer(ctx: StaffCtx, memberId: bigint): Promise<void> {
  if (!(await findMemberById(ctx.db, memberId))) refuse('NOT_FOUND');
}

export async function listPlayerNotes(ctx: StaffCtx, memberId: bigint) {
  await assertPlayer(ctx, memberId);
  const rows = await ctx.db
    .select({
      id: playerNotes.id,
      staff: staff.username,
      text: playerNotes.text,
      createdAt: playerNotes.createdAt,
    })
    .from(playerNotes)
    .innerJoin(staff, eq(staff.id, playerNotes.staffId))
    .where(eq(playerNotes.memberId, memberId))
    .orderBy(desc(playerNotes.id))
    .limit(NOTES_SHOWN);
  await audit(ctx.db, {
    staffId: ctx.principal.id,
    action: 'player.notes.view',
    targetType: 'member',
    targetId: String(memberId),
    ip: ctx.ip,
    at: ctx.now,
  });
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      staff: r.staff,
      text: r.text,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export async function addPlayerNote(ctx: StaffCtx, memberId: bigint, text: string) {
  await ctx.db.transaction(async (tx) => {
    if (!(await findMemberById(tx, memberId))) refuse('NOT_FOUND');
    const [note] = await tx
      .insert(playerNotes)
      .values({ memberId, staffId: ctx.principal.id, text, createdAt: ctx.now })
      .returning({ id: playerNotes.id });
    await audit(tx, {
      staffId: ctx.principal.id,
      action: 'player.note',
      targetType: 'member',
      targetId: String(memberId),
      detail: { noteId: String(note!.id), text },
      ip: ctx.ip,
      at: ctx.now,
    });
  });
  return listPlayerNotes(ctx, memberId);
}
