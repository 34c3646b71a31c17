import { z } from 'zod';
import { calendarDateField } from './fields.ts';

const money = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * One São Paulo day of the business, from the ledger and the tables beside it. The money figures
 * (deposits, withdrawals, GGR, bonus cost, NGR) are revenue: present for finance and owners only,
 * absent for support and marketing (docs/COMPLIANCE.md "Least privilege").
 */
export const dashboardDay = z.object({
  day: z.string(),
  deposits: money.optional(),
  withdrawals: money.optional(),
  /** Gross gaming revenue: stakes − wins (refunded stakes excluded). */
  ggr: money.optional(),
  /** Rewards and team money paid (bonus_expense + referral_expense accounts). */
  bonus_cost: money.optional(),
  /** Net gaming revenue: GGR − bonus cost. */
  ngr: money.optional(),
  registrations: z.number().int(),
  first_deposits: z.number().int(),
  active_players: z.number().int(),
  rounds: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

/**
 * A prize or withdrawal is paid within 120 minutes of its request (Portaria SPA/MF 615/2024;
 * docs/COMPLIANCE.md "Payout within 120 minutes"): past it, the withdrawal is overdue — on the dashboard,
 * in /metrics (`jl_payouts_overdue`) and in the alert `JogoLimpoPayoutOverdue`.
 */
export const PAYOUT_DEADLINE_MINUTES = 120;

/** `GET /admin/reports/dashboard` (all staff): 30 São Paulo days ending today (revenue by role), and the work waiting. */
export const adminDashboard = z.object({
  days: z.array(dashboardDay),
  pending: z.object({
    withdrawals_to_review: z.number().int(),
    payments_not_credited: z.number().int(),
    /** Adjustment requests waiting for a second staff member. */
    adjustments_to_approve: z.number().int(),
    /** Open support tickets, and those of them whose last message is the player's (waiting for staff). */
    tickets_open: z.number().int(),
    tickets_waiting: z.number().int(),
    /** Referrals the fraud screen flagged, waiting for support to clear or reject them. */
    referrals_flagged: z.number().int(),
    /** Identity verifications waiting for staff review (the queue at `/admin/kyc`). */
    kyc_to_review: z.number().int(),
    /**
     * Jobs whose current period is failing (retried with backoff; GET /admin/jobs has the error) or
     * that are overdue (behind their schedule by more than the grace: a scheduler that stopped).
     */
    jobs_failing: z.number().int(),
  }),
  /**
   * Withdrawals not paid within `PAYOUT_DEADLINE_MINUTES` of their request (still in review or sent
   * without a result): how many and the oldest one's age in seconds. Null for the roles that do not see
   * withdrawals (marketing).
   */
  payouts_overdue: z.object({ count: z.number().int(), oldest_seconds: z.number().int() }).nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

/** How the summary report groups its rows (docs/API.md "Summary report"). */
export const REPORT_GROUPS = ['day', 'week', 'month', 'game', 'provider', 'platform'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** Groups by time: each row is a period, and each period has its own tax base. */
export const TIME_GROUPS: readonly ReportGroup[] = ['day', 'week', 'month'];
/** The longest range one summary may cover, in days (a year and a day). */
export const REPORT_MAX_DAYS = 366;

const RV = (key: string) => `staff:validation.${key}`;

/**
 * `GET /admin/reports/summary` query: São Paulo days `from`..`to`, both inclusive, at most
 * REPORT_MAX_DAYS apart; `format=csv` answers the same rows as a CSV file.
 */
export const reportSummaryQuery = z
  .strictObject({
    from: calendarDateField,
    to: calendarDateField,
    group: z.enum(REPORT_GROUPS, { error: RV('reportGroup') }).default('day'),
    format: z.enum(['json', 'csv'], { error: RV('format') }).default('json'),
  })
  .superRefine((q, ctx) => {
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (days < 0 || days >= REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: RV('reportRange') });
  });
export type ReportSummaryQuery = z.infer<typeof reportSummaryQuery>;

const reportFigures = {
  /** Stakes less refunded stakes (transfer platforms: what a player left there, net). */
  bets: money,
  /** Prizes paid (transfer platforms: what a player brought back above what went in, net). */
  wins: money,
  /** Gross gaming revenue: bets − wins. */
  ggr: money,
  /** Rewards paid from the bonus expense account (less what closures forfeited back). */
  bonuses: money,
  /** Team money paid from the referral expense account (less what closures forfeited back). */
  commissions: money,
  /** Manual credits and debits applied under four eyes (codes 2, 15, 22). */
  adjustment_credits: money,
  adjustment_debits: money,
  /** Net gaming revenue: GGR − bonuses − commissions − adjustment credits + adjustment debits. */
  ngr: money,
  deposits: money,
  /** Withdrawals paid, fees included. */
  withdrawals: money,
  /**
   * The period's tax base: its GGR, or zero when negative (docs/COMPLIANCE.md "Tax on GGR"); null on
   * rows grouped by game, provider or platform (the base is a period's, not a game's).
   */
  tax_base: money.nullable(),
  tax: money.nullable(),
};

export const reportSummaryRow = z.object({
  /** The period (`YYYY-MM-DD`, the Monday of a week, `YYYY-MM`) or the game, provider or platform; null: not game money. */
  key: z.string().nullable(),
  ...reportFigures,
});
export type ReportSummaryRow = z.infer<typeof reportSummaryRow>;

/** The summary report (finance and owner): rows, their totals and the tax rate applied. */
export const reportSummary = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(REPORT_GROUPS),
  /** Percentage of the tax base, as the operator set it (`tax` settings). */
  tax_rate: z.string(),
  list: z.array(reportSummaryRow),
  totals: z.object(reportFigures),
});
export type ReportSummary = z.infer<typeof reportSummary>;
