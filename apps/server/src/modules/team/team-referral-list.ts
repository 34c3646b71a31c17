import type { REFERRAL_SORTS } from '@jl/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ListFilter, listConditions, listOrder } from '../../lib/list-filters.ts';
import { members } from '../auth/index.ts';

/**
 * The referral screening list (docs/PRODUCT.md "Back-office lists"): referrals by status, filtered by
 * the day they were flagged, the commissions they withhold and the referral's VIP level, sorted as
 * asked (default: flagged longest ago first).
 */

type ReferralSort = (typeof REFERRAL_SORTS)[number];
export type ReferralFilter = ListFilter & { status: string; sort?: ReferralSort | `-${ReferralSort}` };

const withheld = sql`coalesce((select sum(c.amount_cents) from team_commissions c
  where c.source_member_id = r.member_id and c.status = 'withheld'), 0)`;
const flaggedAt = sql`r.flagged_at`;
const SORT_COLUMNS = { flagged_at: flaggedAt, withheld, vip_level: members.vipLevel };

export async function listReferralsByStatus(
  db: Executor,
  filter: ReferralFilter,
  page: number,
  size: number,
) {
  const where = sql.join(
    [
      sql`r.status = ${filter.status}`,
      ...listConditions({ at: flaggedAt, amount: withheld, vip: members.vipLevel }, filter),
    ],
    sql` and `,
  );
  const order = listOrder(filter.sort, 'flagged_at', SORT_COLUMNS, sql`r.member_id`);
  const from = sql`team_referrals r join ${members} on ${members.id} = r.member_id`;
  const [count, list] = await Promise.all([
    db.execute(sql`select count(*)::text as n from ${from} where ${where}`),
    db.execute(
      sql`select r.member_id::text as member_id, r.inviter_id::text as inviter_id, r.status, r.reasons,
          to_json(r.flagged_at)#>>'{}' as flagged_at, r.reviewed_by::text as reviewed_by,
          to_json(r.reviewed_at)#>>'{}' as reviewed_at, r.note, ${withheld}::text as withheld
        from ${from} where ${where}
        order by ${sql.join(order, sql`, `)}
        limit ${size} offset ${(page - 1) * size}`,
    ),
  ]);
  const n = (count as unknown as { rows: { n: string }[] }).rows[0]?.n;
  return { list: (list as unknown as { rows: Record<string, unknown>[] }).rows, total: Number(n ?? 0) };
}
