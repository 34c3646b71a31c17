import type { TICKET_SORTS, TicketStatus } from '@jl/core';
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ListFilter, listConditions, listOrder } from '../../lib/list-filters.ts';
import { members } from '../auth/index.ts';
import { supportTickets } from './support-schema.ts';
import { adminView } from './support-service.ts';

/**
 * The staff's ticket queue (docs/PRODUCT.md "Back-office lists"): by status and assignee, and by the
 * day it was opened and the player's VIP level; sorted as asked or, by default, open tickets oldest
 * activity first (the queue) and closed ones newest first.
 */

type TicketSort = (typeof TICKET_SORTS)[number];
export type TicketFilter = ListFilter & {
  status?: TicketStatus;
  assignee?: 'me' | 'none' | bigint;
  memberId?: bigint;
  sort?: TicketSort | `-${TicketSort}`;
};

const SORT_COLUMNS = {
  created_at: supportTickets.createdAt,
  updated_at: supportTickets.updatedAt,
  vip_level: members.vipLevel,
};

function assigneeCondition(me: bigint, assignee: TicketFilter['assignee']): SQL | undefined {
  if (assignee === undefined) return undefined;
  if (assignee === 'none') return isNull(supportTickets.assignedTo);
  return eq(supportTickets.assignedTo, assignee === 'me' ? me : assignee);
}

function orderOf(filter: TicketFilter, status: TicketStatus): SQL[] {
  if (filter.sort) return listOrder(filter.sort, 'updated_at', SORT_COLUMNS, supportTickets.id);
  return [
    status === 'open' ? asc(supportTickets.updatedAt) : desc(supportTickets.updatedAt),
    asc(supportTickets.id),
  ];
}

export async function listTickets(
  db: Executor,
  me: bigint,
  filter: TicketFilter,
  page: number,
  size: number,
) {
  const status = filter.status ?? 'open';
  const where = and(
    eq(supportTickets.status, status),
    assigneeCondition(me, filter.assignee),
    filter.memberId === undefined ? undefined : eq(supportTickets.memberId, filter.memberId),
    ...listConditions({ at: supportTickets.createdAt, vip: members.vipLevel }, filter),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: supportTickets })
      .from(supportTickets)
      .innerJoin(members, eq(members.id, supportTickets.memberId))
      .where(where)
      .orderBy(...orderOf(filter, status))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ n: count() })
      .from(supportTickets)
      .innerJoin(members, eq(members.id, supportTickets.memberId))
      .where(where),
  ]);
  const list = await adminView(
    db,
    rows.map((r) => r.row),
  );
  return { list, total: Number(total?.n ?? 0) };
}
