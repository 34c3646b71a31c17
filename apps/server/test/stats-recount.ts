import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';

type Row = Record<string, string | number | null>;
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * Per-player stats must equal a recount from the facts: credited recharge orders, the rounds, and the
 * ledger's stakes (codes 12/13, refunds 27) — per São Paulo day and in total. For suites whose money
 * moved through product paths (rounds through the games module, deposits through the webhook).
 */
export async function assertStatsMatchRecount(db: Db): Promise<void> {
  const daily = await rowsOf(
    db,
    sql`select member_id::text, day::text, recharge_count, recharge_cents::text, valid_bet_cents::text,
          win_cents::text, rounds from member_daily_stats order by 1, 2`,
  );
  const recount = await rowsOf(
    db,
    sql`select member_id::text, day::text, sum(rc)::int as recharge_count, sum(rs)::text as recharge_cents,
          sum(vb)::text as valid_bet_cents, sum(w)::text as win_cents, sum(r)::int as rounds
        from (
          select member_id, (paid_at at time zone 'America/Sao_Paulo')::date as day, 1 as rc, amount_cents as rs,
                 0 as vb, 0 as w, 0 as r
            from recharge_orders where status = 'success'
          union all
          select member_id, (created_at at time zone 'America/Sao_Paulo')::date, 0, 0, bet, win, 1 from game_rounds
        ) f group by 1, 2 order by 1, 2`,
  );
  expect(daily).toEqual(recount);
  const totals = await rowsOf(
    db,
    sql`select member_id::text, valid_bet_cents::text as bets from member_stats where rounds > 0 order by 1`,
  );
  const ledger = await rowsOf(
    db,
    sql`select a.member_id::text, (-sum(e.amount))::text as bets
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.kind in ('cash', 'locked') and ((e.code in (12, 13) and e.amount < 0) or e.code = 27)
          and a.member_id in (select member_id from member_stats where rounds > 0)
        group by 1 order by 1`,
  );
  expect(totals).toEqual(ledger);
}
