import { z } from 'zod';

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
    /**
     * Jobs whose current period is failing (retried with backoff; GET /admin/jobs has the error) or
     * that are overdue (behind their schedule by more than the grace: a scheduler that stopped).
     */
    jobs_failing: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
