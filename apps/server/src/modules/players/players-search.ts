import { parsePhoneBR } from '@jl/core/br/phone.ts';
import type { PLAYER_SORTS } from '@jl/core/contracts/admin-players.ts';
import { type SQL, sql } from 'drizzle-orm';
import { type ListFilter, listConditions, listOrder } from '../../lib/list-filters.ts';
import type { StaffCtx } from '../admin/index.ts';
import { audit } from '../admin/index.ts';
import { MEMBER_STATUS, members } from '../auth/index.ts';
import { accountClosures } from '../closure/index.ts';
import { rechargeInfo } from '../payments/index.ts';
import { withdrawAccounts } from '../withdraw/index.ts';
import { type SummaryRow, summaryView } from './players-summary.ts';

/**
 * The search over players: one statement filters, orders and pages the accounts (auth) by what
 * other modules hold beside them — the recharge info's name and CPF (payments), the CPF of a bound
 * withdrawal account (withdraw), the closure (closure) — through their typed tables, declared as this
 * module's joins. A page of players found by name or CPF cannot be had by calling each owner.
 */

const m = members;
const ri = rechargeInfo;
const c = accountClosures;
const wa = withdrawAccounts;

/** The CPF of the player's first withdrawal account, for players without recharge info. */
const accountCpf = sql`(select ${wa.cpf} from ${wa} where ${wa.memberId} = ${m.id} order by ${wa.id} limit 1)`;

const SUMMARY = sql`${m.id}::text as id, ${m.phone} as phone, ${m.status} as status,
  ${m.vipLevel} as vip_level, ${m.createdAt} as created_at, ${m.lastLoginAt} as last_login_at,
  ${ri.name} as name, coalesce(${ri.cpf}, ${accountCpf}) as cpf, ${c.closedAt} as closed_at,
  ${c.closedByStaffId}::text as closed_by_staff_id, ${c.minimisedAt} as minimised_at`;

const FROM = sql`${m} left join ${ri} on ${ri.memberId} = ${m.id}
  left join ${c} on ${c.memberId} = ${m.id}`;

/** What staff typed: member id, phone (any form, or its last digits), CPF (with or without punctuation) or name. */
function searchConditions(q: string): SQL {
  const digits = q.replace(/\D/g, '');
  const phone = parsePhoneBR(q);
  const conditions = [sql`${ri.name} ilike ${`%${q.replace(/[%_\\]/g, '\\$&')}%`}`];
  if (/^\d{1,19}$/.test(q)) conditions.push(sql`${m.id} = ${q}::bigint`);
  if (phone) conditions.push(sql`${m.phone} = ${phone}`);
  if (digits.length >= 4 && digits.length === q.replace(/[\s().+-]/g, '').length) {
    conditions.push(sql`${m.phone} like ${`%${digits}%`}`);
  }
  if (digits.length === 11) {
    conditions.push(sql`${ri.cpf} = ${digits}`);
    conditions.push(
      sql`exists (select 1 from ${wa} where ${wa.memberId} = ${m.id} and ${wa.cpf} = ${digits})`,
    );
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

type PlayerSort = (typeof PLAYER_SORTS)[number];
export type PlayerFilter = ListFilter & {
  q?: string;
  status?: 'closed';
  sort?: PlayerSort | `-${PlayerSort}`;
};

const SORT_COLUMNS = { created_at: m.createdAt, vip_level: m.vipLevel, last_login_at: m.lastLoginAt };

/** The list's order: `sort` if asked, else the closed accounts newest closure first, else newest player first. */
function orderOf(filter: PlayerFilter): SQL {
  if (filter.sort) return sql.join(listOrder(filter.sort, '-created_at', SORT_COLUMNS, m.id), sql`, `);
  return filter.status === 'closed' ? sql`${c.closedAt} desc nulls last, ${m.id} desc` : sql`${m.id} desc`;
}

/**
 * Search (`q`), and/or the closed accounts (`status=closed`), and/or the registration days and VIP
 * level (docs/PRODUCT.md "Back-office lists"); audited.
 */
export async function searchPlayers(ctx: StaffCtx, filter: PlayerFilter, page: number, size: number) {
  const { q, status } = filter;
  const parts: SQL[] = [sql`true`];
  if (q !== undefined) parts.push(searchConditions(q));
  if (status === 'closed') parts.push(sql`${m.status} = ${MEMBER_STATUS.closed}`);
  parts.push(...listConditions({ at: m.createdAt, vip: m.vipLevel }, filter));
  const where = sql.join(parts, sql` and `);
  const order = orderOf(filter);
  const [rows, total] = await Promise.all([
    ctx.db.execute(sql`select ${SUMMARY} from ${FROM}
      where ${where} order by ${order} limit ${size} offset ${(page - 1) * size}`),
    ctx.db.execute(sql`select count(*)::int as n from ${FROM} where ${where}`),
  ]);
  await audit(ctx.db, {
    staffId: ctx.principal.id,
    action: 'players.search',
    detail: { q: q?.slice(0, 60) ?? null, status: status ?? null, page, ...filtersOf(filter) },
    ip: ctx.ip,
    at: ctx.now,
  });
  const list = (rows as unknown as { rows: SummaryRow[] }).rows.map((r) =>
    summaryView(ctx.principal.role, r),
  );
  return { list, total: Number((total as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) };
}

/** The filters and sort asked, for the audit row (the search text is recorded on its own). */
function filtersOf(filter: PlayerFilter) {
  const { q: _q, status: _s, ...rest } = filter;
  return rest;
}
