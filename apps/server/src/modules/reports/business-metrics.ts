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
};

/**
 * Business figures on /metrics, read from the database at scrape time (one query), so every process
 * behind the load balancer reports the same totals and nothing is lost on a restart. They only grow
 * (except the queues), so `rate()` works on them as on counters.
 */
export function registerBusinessMetrics(app: FastifyInstance): void {
  let pending: Promise<Totals> | null = null;
  // One query per scrape, shared by every gauge that collects during it.
  const totals = () => {
    pending ??= (async () => {
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
            and resolution is null and (refund_status is null or refund_status = 'failed')) as payments_not_credited`)) as unknown as {
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
  gauge('jl_deposits_credited_total', 'Pix deposits credited (recharge orders paid)', (t) =>
    Number(t.deposits),
  );
  gauge('jl_deposits_credited_cents_total', 'Centavos credited by Pix deposits', (t) =>
    Number(t.deposit_cents),
  );
  gauge('jl_payouts_sent_total', 'Withdrawals paid out', (t) => Number(t.payouts_sent));
  gauge('jl_payouts_failed_total', 'Withdrawals whose payout failed', (t) => Number(t.payouts_failed));
  gauge('jl_rounds_total', 'Game rounds played', (t) => Number(t.rounds));
  gauge('jl_adjustments_applied_total', 'Manual adjustments applied under four eyes', (t) =>
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
}
