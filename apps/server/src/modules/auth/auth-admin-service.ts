import type { StaffRole } from '@jl/core';
import { parsePhoneBR } from '@jl/core/br/phone.ts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { audit, cpfFor, phoneFor, type StaffPrincipal } from '../admin/index.ts';
import { MEMBER_STATUS } from './auth-closure.ts';
import { members } from './auth-schema.ts';
import { revokeSessions } from './session-service.ts';

/**
 * Staff's view of players (support, finance): search, profile, sessions, ending sessions and
 * locking. Name and CPF come from the recharge info (payments) and bound withdrawal accounts
 * (withdraw), read here with a join; every read of a player's data and every action is audited.
 */
export type StaffCtx = { db: Db; principal: StaffPrincipal; ip: string; now: Date };
type Ctx = StaffCtx;

type SummaryRow = {
  id: string;
  phone: string;
  status: number;
  vip_level: number;
  created_at: Date | string;
  last_login_at: Date | string | null;
  name: string | null;
  cpf: string | null;
  closed_at: Date | string | null;
  closed_by_staff_id: string | null;
  minimised_at: Date | string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const closedBy = (r: SummaryRow): 'player' | 'staff' | null =>
  r.closed_at === null ? null : r.closed_by_staff_id === null ? 'player' : 'staff';

const statusOf = (status: number): 'active' | 'locked' | 'closed' =>
  status === MEMBER_STATUS.active ? 'active' : status === MEMBER_STATUS.closed ? 'closed' : 'locked';

export function summaryView(role: StaffRole, r: SummaryRow) {
  return {
    id: String(r.id),
    // A minimised account's phone is a placeholder (`closed:<id>`), not a number to show.
    phone: r.phone.startsWith('closed:') ? '—' : phoneFor(role, r.phone),
    name: r.name || null,
    cpf: cpfFor(role, r.cpf),
    status: statusOf(r.status),
    vip_level: Number(r.vip_level),
    created_at: iso(r.created_at)!,
    last_login_at: iso(r.last_login_at),
    closed_at: iso(r.closed_at),
    closed_by: closedBy(r),
    minimised_at: iso(r.minimised_at),
  };
}

const SUMMARY = sql`m.id::text as id, m.phone, m.status, m.vip_level, m.created_at, m.last_login_at,
  ri.name, coalesce(ri.cpf, (select wa.cpf from withdraw_accounts wa where wa.member_id = m.id order by wa.id limit 1)) as cpf,
  c.closed_at, c.closed_by_staff_id::text as closed_by_staff_id, c.minimised_at`;
/** The players' rows with what staff see beside them: recharge info (payments) and closure (closure). */
const FROM = sql`members m left join recharge_info ri on ri.member_id = m.id
  left join account_closures c on c.member_id = m.id`;

/** What staff typed: member id, phone (any form, or its last digits), CPF (with or without punctuation) or name. */
function searchConditions(q: string): SQL {
  const digits = q.replace(/\D/g, '');
  const phone = parsePhoneBR(q);
  const conditions = [sql`ri.name ilike ${`%${q.replace(/[%_\\]/g, '\\$&')}%`}`];
  if (/^\d{1,19}$/.test(q)) conditions.push(sql`m.id = ${q}::bigint`);
  if (phone) conditions.push(sql`m.phone = ${phone}`);
  if (digits.length >= 4 && digits.length === q.replace(/[\s().+-]/g, '').length) {
    conditions.push(sql`m.phone like ${`%${digits}%`}`);
  }
  if (digits.length === 11) {
    conditions.push(sql`ri.cpf = ${digits}`);
    conditions.push(
      sql`exists (select 1 from withdraw_accounts wa where wa.member_id = m.id and wa.cpf = ${digits})`,
    );
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** Search (`q`), and/or the closed accounts (`status=closed`, newest closure first). */
export async function searchPlayers(
  ctx: Ctx,
  filter: { q?: string; status?: 'closed' },
  page: number,
  size: number,
) {
  const { q, status } = filter;
  const parts: SQL[] = [];
  if (q !== undefined) parts.push(searchConditions(q));
  if (status === 'closed') parts.push(sql`m.status = ${MEMBER_STATUS.closed}`);
  const where = sql.join(parts, sql` and `);
  const order = status === 'closed' ? sql`c.closed_at desc nulls last, m.id desc` : sql`m.id desc`;
  const [rows, total] = await Promise.all([
    ctx.db.execute(sql`select ${SUMMARY} from ${FROM}
      where ${where} order by ${order} limit ${size} offset ${(page - 1) * size}`),
    ctx.db.execute(sql`select count(*)::int as n from ${FROM} where ${where}`),
  ]);
  await audit(ctx.db, {
    staffId: ctx.principal.id,
    action: 'players.search',
    detail: { q: q?.slice(0, 60) ?? null, status: status ?? null, page },
    ip: ctx.ip,
    at: ctx.now,
  });
  const list = (rows as unknown as { rows: SummaryRow[] }).rows.map((r) =>
    summaryView(ctx.principal.role, r),
  );
  return { list, total: Number((total as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) };
}

export async function getPlayerDetail(ctx: Ctx, memberId: bigint) {
  const result =
    (await ctx.db.execute(sql`select ${SUMMARY}, m.nickname, m.invite_code, m.inviter_id::text as inviter_id,
      m.reg_ip, ri.email
    from ${FROM} where m.id = ${String(memberId)}::bigint`)) as unknown as {
      rows: (SummaryRow & {
        nickname: string | null;
        invite_code: string;
        inviter_id: string | null;
        reg_ip: string | null;
        email: string | null;
      })[];
    };
  const row = result.rows[0];
  if (!row) refuse('NOT_FOUND');
  const sessionRows =
    (await ctx.db.execute(sql`select id::text as id, ip, user_agent, created_at, last_seen_at, expires_at,
      revoked_at, revoke_reason from sessions where member_id = ${String(memberId)}::bigint order by id desc limit 20`)) as unknown as {
      rows: {
        id: string;
        ip: string | null;
        user_agent: string | null;
        created_at: string;
        last_seen_at: string;
        expires_at: string;
        revoked_at: string | null;
        revoke_reason: string | null;
      }[];
    };
  await audit(ctx.db, {
    staffId: ctx.principal.id,
    action: 'player.view',
    targetType: 'member',
    targetId: String(memberId),
    ip: ctx.ip,
    at: ctx.now,
  });
  const full = ctx.principal.role === 'owner' || ctx.principal.role === 'finance';
  return {
    player: {
      ...summaryView(ctx.principal.role, row),
      nickname: row.nickname,
      email: !row.email ? null : full ? row.email : row.email.replace(/^(.).*(@.*)$/, '$1***$2'),
      invite_code: row.invite_code,
      inviter_id: row.inviter_id,
      reg_ip: row.reg_ip,
    },
    sessions: sessionRows.rows.map((s) => ({
      id: s.id,
      ip: s.ip,
      user_agent: s.user_agent,
      created_at: iso(s.created_at)!,
      last_seen_at: iso(s.last_seen_at)!,
      expires_at: iso(s.expires_at)!,
      ended_at: iso(s.revoked_at),
      end_reason: s.revoke_reason,
      active: s.revoked_at === null && new Date(s.expires_at) > ctx.now,
    })),
  };
}

/**
 * Ends the player's sessions (`end`), or locks / unlocks the account (a locked player's sessions end
 * and sign-in answers ACCOUNT_DISABLED). The change and its audit row commit together.
 */
export async function actOnPlayer(
  ctx: Ctx,
  memberId: bigint,
  action: 'end-sessions' | 'lock' | 'unlock',
  reason: string,
) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
    if (!row) refuse('NOT_FOUND');
    // Closure is final: staff cannot lock, unlock or reopen a closed account.
    if (row.status === MEMBER_STATUS.closed) refuse('ACCOUNT_CLOSED');
    const status = action === 'lock' ? 1 : action === 'unlock' ? 0 : row.status;
    if (status !== row.status) await tx.update(members).set({ status }).where(eq(members.id, memberId));
    const ended =
      action === 'unlock'
        ? 0
        : await revokeSessions(tx, {
            memberId,
            reason: action === 'lock' ? 'locked' : 'staff',
            now: ctx.now,
          });
    await audit(tx, {
      staffId: ctx.principal.id,
      action: `player.${action}`,
      targetType: 'member',
      targetId: String(memberId),
      detail: { reason, sessionsEnded: ended, before: { status: row.status }, after: { status } },
      ip: ctx.ip,
      at: ctx.now,
    });
    return { status: statusOf(status), sessions_ended: ended };
  });
}
