import type { AdminDashboard } from '@jl/core/contracts/reports.ts';
import { lazy, Suspense } from 'react';
import { count, money, reais } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import { type Charts, useCharts } from '../hooks/use-charts.ts';
import { Kpi } from './kpi.tsx';
import type { Series } from './line-chart.tsx';

// uPlot (the charts) loads after the figures: the page's first paint does not wait for it.
const LineChart = lazy(() => import('./line-chart.tsx').then((m) => ({ default: m.LineChart })));

const int = (v: number) => count(Math.round(v));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const kpi = (name: string) => t(`backoffice.dashboard.kpi.${name}`);
const last30 = (s: Series[], i: number) =>
  t('backoffice.dashboard.kpi.last30', { amount: reais(sum(s[i]!.values)) });

type Pending = AdminDashboard['pending'];
/** The work waiting for the team: [catalog name, count, screen]. */
const WAITING: [string, keyof Pending, string][] = [
  ['withdrawalsToReview', 'withdrawals_to_review', '/withdrawals'],
  ['paymentsNotCredited', 'payments_not_credited', '/payments'],
  ['adjustmentsToApprove', 'adjustments_to_approve', '/approvals'],
  ['kycToReview', 'kyc_to_review', '/kyc'],
];
const LATER: [string, keyof Pending, string][] = [
  ['referralsFlagged', 'referrals_flagged', '/referrals'],
  ['jobsFailing', 'jobs_failing', '/jobs'],
];

function PendingKpis({ pending }: { pending: Pending }) {
  const waiting = ([name, key, to]: [string, keyof Pending, string]) => (
    <Kpi key={name} label={kpi(name)} value={int(pending[key])} alert={pending[key] > 0} to={to} />
  );
  return (
    <>
      {WAITING.map(waiting)}
      <Kpi
        label={kpi('ticketsOpen')}
        value={int(pending.tickets_open)}
        sub={t('backoffice.dashboard.kpi.ticketsWaiting', { n: int(pending.tickets_waiting) })}
        alert={pending.tickets_waiting > 0}
        to="/tickets"
      />
      {LATER.map(waiting)}
    </>
  );
}

type Day = AdminDashboard['days'][number];

/** Today's money: only in an answer that carries revenue (finance and owners). */
function RevenueKpis({ today, charts }: { today: Day; charts: Charts }) {
  const figure = (v: string | undefined) => money(v ?? '0.00');
  return (
    <>
      <Kpi label={kpi('depositsToday')} value={figure(today.deposits)} sub={last30(charts.money, 0)} />
      <Kpi label={kpi('withdrawalsToday')} value={figure(today.withdrawals)} sub={last30(charts.money, 1)} />
      <Kpi label={kpi('ggrToday')} value={figure(today.ggr)} sub={last30(charts.revenue, 0)} />
      <Kpi label={kpi('ngrToday')} value={figure(today.ngr)} sub={last30(charts.revenue, 2)} />
    </>
  );
}

function TodayKpis({ today, charts, revenue }: { today: Day; charts: Charts; revenue: boolean }) {
  return (
    <>
      {revenue && <RevenueKpis today={today} charts={charts} />}
      <Kpi
        label={kpi('registrationsToday')}
        value={int(today.registrations)}
        sub={t('backoffice.dashboard.kpi.firstDeposits', { n: int(today.first_deposits) })}
      />
      <Kpi
        label={kpi('activeToday')}
        value={int(today.active_players)}
        sub={t('backoffice.dashboard.kpi.rounds', { n: int(today.rounds) })}
      />
    </>
  );
}

/** The 30 days' charts: money and revenue (reais, for the roles that see them), players and rounds. */
function ChartGrid({ charts, revenue }: { charts: Charts; revenue: boolean }) {
  const chart = (name: keyof Omit<Charts, 'days'>, integer: boolean) => (
    <LineChart
      title={t(`backoffice.dashboard.charts.${name}`)}
      days={charts.days}
      series={charts[name]}
      format={integer ? int : reais}
      integer={integer || undefined}
    />
  );
  return (
    <Suspense fallback={null}>
      <div className="grid charts">
        {revenue && chart('money', false)}
        {revenue && chart('revenue', false)}
        {chart('players', true)}
        {chart('rounds', true)}
      </div>
    </Suspense>
  );
}

/** "2 h 05 min" from seconds (the oldest overdue payout's age). */
const age = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  return t('backoffice.dashboard.kpi.age', {
    h: Math.floor(minutes / 60),
    m: String(minutes % 60).padStart(2, '0'),
  });
};

/** Withdrawals past the 120-minute payout deadline (null for roles that do not see withdrawals). */
function OverdueKpi({ overdue }: { overdue: AdminDashboard['payouts_overdue'] }) {
  if (!overdue) return null;
  return (
    <Kpi
      label={kpi('payoutsOverdue')}
      value={int(overdue.count)}
      sub={
        overdue.count > 0
          ? t('backoffice.dashboard.kpi.oldest', { age: age(overdue.oldest_seconds) })
          : undefined
      }
      alert={overdue.count > 0}
      to="/withdrawals"
    />
  );
}

export function DashboardView({ data }: { data: AdminDashboard }) {
  const charts = useCharts(data);
  // The server leaves the revenue figures out for support and marketing; nothing is shown empty.
  const revenue = data.days.some((d) => d.ggr !== undefined);
  return (
    <>
      <div className="grid kpis" style={{ marginBottom: 14 }}>
        <OverdueKpi overdue={data.payouts_overdue} />
        <PendingKpis pending={data.pending} />
        <TodayKpis today={data.days.at(-1)!} charts={charts} revenue={revenue} />
      </div>
      <ChartGrid charts={charts} revenue={revenue} />
    </>
  );
}
