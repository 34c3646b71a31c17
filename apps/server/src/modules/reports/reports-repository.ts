import { PAYOUT_DEADLINE_MINUTES, toDecimal } from '@jl/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Read-only business reports over other modules' tables (ARCHITECTURE: a repository may read another
 * module's table where a join is the cheap way). Money comes from the ledger entries, so the figures
 * are the books: deposits are player-side type 1 credits; withdrawals are what left for the PSP and
 * fees (type 9 legs on house accounts); GGR is minus the player side of stakes, wins and refunds
 * (12, 13, 27); bonus cost is what the bonus and referral expense accounts paid out.
 */
type DayRow = {
  day: string;
  deposits: string;
  withdrawals: string;
  ggr: string;
  bonus: string;
  registrations: number;
  first_deposits: number;
  active_players: number;
  rounds: number;
};

export async function dashboardDays(db: Executor, now: Date, days: number) {
  const result = (await db.execute(sql`
    with bounds as (
      select (${now.toISOString()}::timestamptz at time zone 'America/Sao_Paulo')::date as today
    ),
    days as (
      select generate_series(today - ${days - 1}::int, today, interval '1 day')::date as day from bounds
    ),
    since as (select ((select min(day) from days)::timestamp at time zone 'America/Sao_Paulo') as at),
    money as (
      select (e.created_at at time zone 'America/Sao_Paulo')::date as day,
        coalesce(sum(e.amount) filter (where a.member_id is not null and e.code = 1), 0) as deposits,
        coalesce(sum(e.amount) filter (where a.member_id is null and e.code = 9 and a.kind in ('pix_clearing', 'fees')), 0) as withdrawals,
        coalesce(-sum(e.amount) filter (where a.member_id is not null and e.code in (12, 13, 27)), 0) as ggr,
        coalesce(-sum(e.amount) filter (where a.member_id is null and a.kind in ('bonus_expense', 'referral_expense')), 0) as bonus
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where e.created_at >= (select at from since)
      group by 1
    ),
    registered as (
      select (created_at at time zone 'America/Sao_Paulo')::date as day, count(*)::int as n
      from members where created_at >= (select at from since) group by 1
    ),
    firsts as (
      select (first_at at time zone 'America/Sao_Paulo')::date as day, count(*)::int as n
      from (select member_id, min(created_at) as first_at from ledger_transfers where code = 1 group by member_id) f
      where first_at >= (select at from since) group by 1
    ),
    played as (
      select (created_at at time zone 'America/Sao_Paulo')::date as day,
        count(distinct member_id)::int as players, count(*)::int as rounds
      from game_rounds where created_at >= (select at from since) group by 1
    )
    select d.day::text as day,
      coalesce(m.deposits, 0)::text as deposits, coalesce(m.withdrawals, 0)::text as withdrawals,
      coalesce(m.ggr, 0)::text as ggr, coalesce(m.bonus, 0)::text as bonus,
      coalesce(r.n, 0) as registrations, coalesce(f.n, 0) as first_deposits,
      coalesce(p.players, 0) as active_players, coalesce(p.rounds, 0) as rounds
    from days d
      left join money m on m.day = d.day left join registered r on r.day = d.day
      left join firsts f on f.day = d.day left join played p on p.day = d.day
    order by d.day`)) as unknown as { rows: DayRow[] };
  return result.rows.map((r) => {
    const ggr = BigInt(r.ggr);
    const bonus = BigInt(r.bonus);
    return {
      day: r.day,
      deposits: toDecimal(BigInt(r.deposits)),
      withdrawals: toDecimal(BigInt(r.withdrawals)),
      ggr: toDecimal(ggr),
      bonus_cost: toDecimal(bonus),
      ngr: toDecimal(ggr - bonus),
      registrations: Number(r.registrations),
      first_deposits: Number(r.first_deposits),
      active_players: Number(r.active_players),
      rounds: Number(r.rounds),
    };
  });
}

/**
 * Work waiting for staff: withdrawals under review; received Pix not credited, not resolved by staff
 * and not being refunded (the `payments` module's open list); adjustment requests waiting for their
 * second staff member; open support tickets (and those whose last message is the player's).
 */
/**
 * Withdrawals not paid within `PAYOUT_DEADLINE_MINUTES` of their request — still in review
 * (`applying`) or sent without a result (`wait`) — and the oldest one's age in seconds (0 when none).
 * The open-withdrawals partial index serves it.
 */
export async function overduePayouts(db: Executor, now: Date) {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    select count(*)::int as n,
      coalesce(extract(epoch from ${at}::timestamptz - min(created_at)), 0)::int as oldest
    from withdrawals
    where status in ('applying', 'wait')
      and created_at <= ${at}::timestamptz - make_interval(mins => ${PAYOUT_DEADLINE_MINUTES}::int)`)) as unknown as {
    rows: { n: number; oldest: number }[];
  };
  const row = result.rows[0]!;
  return { count: Number(row.n), oldest_seconds: Number(row.oldest) };
}

export async function pendingWork(db: Executor, now: Date) {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from withdrawals where status = 'applying') as withdrawals,
      (select count(*)::int from pix_incoming
        where disposition in ('amount_mismatch', 'expired', 'unknown_charge', 'third_party', 'already_paid')
          and resolution is null
          and (refund_status is null or refund_status = 'failed')) as payments,
      (select count(*)::int from support_tickets where status = 'open') as tickets,
      (select count(*)::int from support_tickets where status = 'open' and last_from = 'player') as tickets_waiting,
      (select count(*)::int from team_referrals where status = 'flagged') as referrals_flagged,
      (select count(*)::int from kyc_subjects where state = 'review') as kyc_review,
      (select count(*)::int from adjustment_requests
        where status = 'pending' and expires_at > ${now.toISOString()}::timestamptz) as adjustments`)) as unknown as {
    rows: {
      withdrawals: number;
      payments: number;
      adjustments: number;
      tickets: number;
      tickets_waiting: number;
      referrals_flagged: number;
      kyc_review: number;
    }[];
  };
  const row = result.rows[0]!;
  return {
    withdrawals_to_review: Number(row.withdrawals),
    payments_not_credited: Number(row.payments),
    adjustments_to_approve: Number(row.adjustments),
    tickets_open: Number(row.tickets),
    tickets_waiting: Number(row.tickets_waiting),
    referrals_flagged: Number(row.referrals_flagged),
    kyc_to_review: Number(row.kyc_review),
  };
}
