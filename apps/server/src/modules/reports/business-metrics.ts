import { PAYOUT_DEADLINE_MINUTES } from '@jl/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';

type Totals = {
  deposits: number;
  deposit_cents: string;
  payouts_sent: number;
  payouts_failed: number;
  rounds: number;
  adjustments_applied: number;
  adjustments_pending: number;
  withdrawals_review: number;
  tickets_open: number;
  payments_not_credited: number;
  payouts_overdue: number;
  payouts_overdue_oldest: number;
};

/**
 * Business figures on /metrics, read from the database at scrape time (one query), so every process
 * behind the load balancer reports the same totals and nothing is lost on a restart. Gauges, not
 * counters — rows can leave the tables they count — so no name ends in `_total` (Prometheus keeps that
 * for counters; `promtool check metrics` is clean) and amounts carry their unit: `_brl`, reais as a
 * decimal (docs/OPERATIONS.md "Alarms"). The totals mostly grow, so `delta()`/`deriv()` read a rate.
 */
export function registerBusinessMetrics(app: FastifyInstance): void {
  let pending: Promise<Totals> | null = null;
  // One query per scrape, shared by every gauge that collects during it.
  const totals = () => {
    pending ??= (async () => {
      // The app's clock (tests move it), as every other deadline in the product.
      const at = app.now().toISOString();
      const result = (await app.db.execute(sql`select
        (select count(*)::int from recharge_orders where status = 'success') as deposits,
        (select coalesce(sum(amount_cents), 0)::text from recharge_orders where status = 'success') as deposit_cents,
        (select count(*)::int from withdrawals where status = 'success') as payouts_sent,
        (select count(*)::int from withdrawals where status = 'fail') as payouts_failed,
        (select count(*)::int from game_rounds) as rounds,
        (select count(*)::int from adjustment_requests where status = 'applied') as adjustments_applied,
        (select count(*)::int from adjustment_requests where status = 'pending') as adjustments_pending,
        (select count(*)::int from withdrawals where status = 'applying') as withdrawals_review,
        (select count(*)::int from support_tickets where status = 'open') as tickets_open,
        (select count(*)::int from pix_incoming
          where disposition in ('amount_mismatch', 'expired', 'unknown_charge', 'third_party', 'already_paid')
            and resolution is null and (refund_status is null or refund_status = 'failed')) as payments_not_credited,
        (select count(*)::int from withdrawals where status in ('applying', 'wait')
          and created_at <= ${at}::timestamptz - make_interval(mins => ${PAYOUT_DEADLINE_MINUTES}::int)) as payouts_overdue,
        (select coalesce(extract(epoch from ${at}::timestamptz - min(created_at)), 0)::int from withdrawals
          where status in ('applying', 'wait')
            and created_at <= ${at}::timestamptz - make_interval(mins => ${PAYOUT_DEADLINE_MINUTES}::int)) as payouts_overdue_oldest`)) as unknown as {
        rows: Totals[];
      };
      return result.rows[0]!;
    })().finally(() => {
      setTimeout(() => {
        pending = null;
      }, 0);
    });
    return pending;
  };
  const gauge = (name: string, help: string, read: (t: Totals) => number) =>
    new Gauge({
      name,
      help,
      registers: [app.metrics],
      async collect() {
        this.set(read(await totals()));
      },
    });
  gauge('jl_deposits_credited', 'Pix deposits credited so far (recharge orders paid)', (t) =>
    Number(t.deposits),
  );
  // Reais from the exact centavos: float64 holds every centavo up to 90 trillion reais.
  gauge(
    'jl_deposits_credited_brl',
    'Reais credited by Pix deposits so far',
    (t) => Number(BigInt(t.deposit_cents)) / 100,
  );
  gauge('jl_payouts_sent', 'Withdrawals paid out so far', (t) => Number(t.payouts_sent));
  gauge('jl_payouts_failed', 'Withdrawals whose payout failed so far', (t) => Number(t.payouts_failed));
  gauge('jl_rounds', 'Game rounds played so far', (t) => Number(t.rounds));
  gauge('jl_adjustments_applied', 'Manual adjustments applied under four eyes so far', (t) =>
    Number(t.adjustments_applied),
  );
  gauge('jl_adjustments_pending', 'Adjustment requests waiting for a second staff member', (t) =>
    Number(t.adjustments_pending),
  );
  gauge('jl_withdrawals_to_review', 'Withdrawals waiting for staff review', (t) =>
    Number(t.withdrawals_review),
  );
  gauge('jl_tickets_open', 'Support tickets open (not closed by staff)', (t) => Number(t.tickets_open));
  gauge('jl_payments_not_credited', 'Received Pix not credited and not yet resolved by staff', (t) =>
    Number(t.payments_not_credited),
  );
  gauge(
    'jl_payouts_overdue',
    `Withdrawals not paid within ${PAYOUT_DEADLINE_MINUTES} minutes of their request (Portaria SPA/MF 615/2024)`,
    (t) => Number(t.payouts_overdue),
  );
  gauge(
    'jl_payouts_overdue_oldest_seconds',
    'Age of the oldest withdrawal past its payout deadline, in seconds (0 when none)',
    (t) => Number(t.payouts_overdue_oldest),
  );
}
