import {
  type ReportGroup,
  type ReportSummary,
  type ReportSummaryQuery,
  type ReportSummaryRow,
  TIME_GROUPS,
  toDecimal,
} from '@jl/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { getTaxSettings } from '../config/index.ts';
import { netGamingRevenue } from './ngr.ts';
import { taxOn } from './tax.ts';

/**
 * The summary report (docs/API.md "Summary report", docs/COMPLIANCE.md "Tax on GGR"): every figure is
 * a sum of ledger entries on the house accounts, the other side of every player movement, so the
 * report is the books and its totals reconcile with the accounts' movements over the same days:
 *
 * - game accounts (`game_bankroll*` and `provider:*`), codes 11, 12, 13, 25, 27: what the house took in
 *   (bets) and paid out (wins); a refunded stake (27) comes off the bets;
 * - `bonus_expense` → bonuses, `referral_expense` → commissions (what they paid, net of forfeits);
 * - `adjustments`: what it paid players (credits) and took from them (debits);
 * - `pix_clearing` code 1 → deposits; `pix_clearing` and `fees` code 9 → withdrawals paid (fee included).
 *
 * Days are São Paulo days, both ends inclusive, like the dashboard.
 */

const GAME_ACCOUNT = sql.raw(`(a.kind like 'game_bankroll%' or a.kind like 'provider:%')`);
const GAME_CODES = sql.raw('(11, 12, 13, 25)');
const LOCAL_TIME = `(e.created_at at time zone 'America/Sao_Paulo')`;

/** The row key of each group: a period, or the game dimension of game money (null for the rest). */
const KEYS: Record<ReportGroup, SQL> = {
  day: sql.raw(`to_char(${LOCAL_TIME}, 'YYYY-MM-DD')`),
  // ISO weeks: the Monday that starts each.
  week: sql.raw(`to_char(date_trunc('week', ${LOCAL_TIME}), 'YYYY-MM-DD')`),
  month: sql.raw(`to_char(${LOCAL_TIME}, 'YYYY-MM')`),
  game: sql`case when ${GAME_ACCOUNT} then coalesce(t.meta->>'game', t.meta->>'platform', a.kind) end`,
  platform: sql`case when ${GAME_ACCOUNT} then coalesce(t.meta->>'platform', a.kind) end`,
  // Who took the other side of the game: the house's own bankroll, or the external provider.
  provider: sql`case when a.kind like 'game_bankroll%' then 'house'
    when a.kind like 'provider:%' then substr(a.kind, 10) end`,
};

type SumRow = {
  key: string | null;
  stakes: string;
  refunds: string;
  wins: string;
  bonuses: string;
  commissions: string;
  adjustment_credits: string;
  adjustment_debits: string;
  deposits: string;
  withdrawals: string;
};

async function sums(db: Executor, q: ReportSummaryQuery): Promise<SumRow[]> {
  const key = KEYS[q.group];
  const result = (await db.execute(sql`
    select ${key} as key,
      coalesce(sum(e.amount) filter (where ${GAME_ACCOUNT} and e.code in ${GAME_CODES} and e.amount > 0), 0)::text as stakes,
      coalesce(-sum(e.amount) filter (where ${GAME_ACCOUNT} and e.code = 27), 0)::text as refunds,
      coalesce(-sum(e.amount) filter (where ${GAME_ACCOUNT} and e.code in ${GAME_CODES} and e.amount < 0), 0)::text as wins,
      coalesce(-sum(e.amount) filter (where a.kind = 'bonus_expense'), 0)::text as bonuses,
      coalesce(-sum(e.amount) filter (where a.kind = 'referral_expense'), 0)::text as commissions,
      coalesce(-sum(e.amount) filter (where a.kind = 'adjustments' and e.amount < 0), 0)::text as adjustment_credits,
      coalesce(sum(e.amount) filter (where a.kind = 'adjustments' and e.amount > 0), 0)::text as adjustment_debits,
      coalesce(-sum(e.amount) filter (where a.kind = 'pix_clearing' and e.code = 1), 0)::text as deposits,
      coalesce(sum(e.amount) filter (where a.kind in ('pix_clearing', 'fees') and e.code = 9), 0)::text as withdrawals
    from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join ledger_transfers t on t.id = e.transfer_id
    where a.member_id is null
      and e.created_at >= (${q.from}::date::timestamp at time zone 'America/Sao_Paulo')
      and e.created_at < ((${q.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')
    group by 1
    order by 1 nulls last`)) as unknown as { rows: SumRow[] };
  return result.rows;
}

type Figures = Omit<ReportSummaryRow, 'key'>;
type Cents = Record<Exclude<keyof SumRow, 'key'>, bigint>;

const ZERO: Cents = {
  stakes: 0n,
  refunds: 0n,
  wins: 0n,
  bonuses: 0n,
  commissions: 0n,
  adjustment_credits: 0n,
  adjustment_debits: 0n,
  deposits: 0n,
  withdrawals: 0n,
};

const centsOf = (row: SumRow): Cents =>
  Object.fromEntries(Object.keys(ZERO).map((k) => [k, BigInt(row[k as keyof Cents])])) as Cents;

const add = (a: Cents, b: Cents): Cents =>
  Object.fromEntries(Object.keys(ZERO).map((k) => [k, a[k as keyof Cents] + b[k as keyof Cents]])) as Cents;

/** A row's figures from its sums; `taxed` false leaves the tax columns empty (a game is not a period). */
function figures(c: Cents, rate: string, taxed: boolean): Figures {
  const ggr = c.stakes - c.refunds - c.wins;
  const ngr = netGamingRevenue({
    ggr,
    bonuses: c.bonuses,
    commissions: c.commissions,
    adjustmentCredits: c.adjustment_credits,
    adjustmentDebits: c.adjustment_debits,
  });
  const tax = taxOn(ggr, rate);
  return {
    bets: toDecimal(c.stakes - c.refunds),
    wins: toDecimal(c.wins),
    ggr: toDecimal(ggr),
    bonuses: toDecimal(c.bonuses),
    commissions: toDecimal(c.commissions),
    adjustment_credits: toDecimal(c.adjustment_credits),
    adjustment_debits: toDecimal(c.adjustment_debits),
    ngr: toDecimal(ngr),
    deposits: toDecimal(c.deposits),
    withdrawals: toDecimal(c.withdrawals),
    tax_base: taxed ? toDecimal(tax.base) : null,
    tax: taxed ? toDecimal(tax.tax) : null,
  };
}

/** The report for the query's days and group, with the operator's tax rate applied. */
export async function summaryReport(db: Executor, q: ReportSummaryQuery): Promise<ReportSummary> {
  const [rows, settings] = await Promise.all([sums(db, q), getTaxSettings(db)]);
  const rate = settings.ggrRate;
  const byTime = TIME_GROUPS.includes(q.group);
  const cents = rows.map((r) => ({ key: r.key, c: centsOf(r) }));
  const total = cents.reduce((sum, r) => add(sum, r.c), ZERO);
  return {
    from: q.from,
    to: q.to,
    group: q.group,
    tax_rate: rate,
    list: cents.map((r) => ({ key: r.key, ...figures(r.c, rate, byTime) })),
    totals: figures(total, rate, true),
  };
}
