import { type AdminDashboard, adminDashboard } from '@jl/core/contracts/reports.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { api } from '../../lib/api.ts';
import { count, money, reais } from '../../lib/format.ts';
import { t, useLocale } from '../../lib/i18n.ts';
import { LineChart, type Series } from './line-chart.tsx';

const int = (v: number) => count(Math.round(v));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Today and the last 30 São Paulo days from the books (GET /admin/reports/dashboard), and the work
 * waiting for the team. Refreshed every minute.
 */
export function DashboardPage() {
  const query = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api('/admin/reports/dashboard', adminDashboard),
    refetchInterval: 60_000,
  });
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorNotice error={query.error} />;
  return <Dashboard data={query.data} />;
}

function Dashboard({ data }: { data: AdminDashboard }) {
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the series' names follow the language
  const charts = useMemo(() => {
    const days = data.days.map((d) => d.day);
    const col = (key: 'deposits' | 'withdrawals' | 'ggr' | 'bonus_cost' | 'ngr') =>
      data.days.map((d) => Number(d[key]));
    const n = (key: 'registrations' | 'first_deposits' | 'active_players' | 'rounds') =>
      data.days.map((d) => d[key]);
    const series = (name: string, color: string, values: number[]): Series => ({
      label: t(`backoffice.dashboard.series.${name}`),
      color,
      values,
    });
    const money: Series[] = [
      series('deposits', '#34d399', col('deposits')),
      series('withdrawals', '#ff8a80', col('withdrawals')),
    ];
    const revenue: Series[] = [
      series('ggr', '#f4c542', col('ggr')),
      series('bonusCost', '#ff8a80', col('bonus_cost')),
      series('ngr', '#34d399', col('ngr')),
    ];
    const players: Series[] = [
      series('registrations', '#7cc4ff', n('registrations')),
      series('firstDeposits', '#34d399', n('first_deposits')),
      series('activePlayers', '#f4c542', n('active_players')),
    ];
    const rounds: Series[] = [series('rounds', '#c9a0ff', n('rounds'))];
    return { days, money, revenue, players, rounds };
  }, [data, locale]);
  const today = data.days.at(-1)!;
  const last30 = (s: Series[], i: number) =>
    t('backoffice.dashboard.kpi.last30', { amount: reais(sum(s[i]!.values)) });
  const pending = data.pending;
  const kpi = (name: string) => t(`backoffice.dashboard.kpi.${name}`);
  return (
    <>
      <PageHead title={t('backoffice.shell.nav.dashboard')} lead={t('backoffice.dashboard.lead')} />
      <div className="grid kpis" style={{ marginBottom: 14 }}>
        <Kpi
          label={kpi('withdrawalsToReview')}
          value={int(pending.withdrawals_to_review)}
          alert={pending.withdrawals_to_review > 0}
          to="/withdrawals"
        />
        <Kpi
          label={kpi('paymentsNotCredited')}
          value={int(pending.payments_not_credited)}
          alert={pending.payments_not_credited > 0}
          to="/payments"
        />
        <Kpi
          label={kpi('adjustmentsToApprove')}
          value={int(pending.adjustments_to_approve)}
          alert={pending.adjustments_to_approve > 0}
          to="/approvals"
        />
        <Kpi
          label={kpi('ticketsOpen')}
          value={int(pending.tickets_open)}
          sub={t('backoffice.dashboard.kpi.ticketsWaiting', { n: int(pending.tickets_waiting) })}
          alert={pending.tickets_waiting > 0}
          to="/tickets"
        />
        <Kpi
          label={kpi('referralsFlagged')}
          value={int(pending.referrals_flagged)}
          alert={pending.referrals_flagged > 0}
          to="/referrals"
        />
        <Kpi
          label={kpi('jobsFailing')}
          value={int(pending.jobs_failing)}
          alert={pending.jobs_failing > 0}
          to="/jobs"
        />
        <Kpi label={kpi('depositsToday')} value={money(today.deposits)} sub={last30(charts.money, 0)} />
        <Kpi label={kpi('withdrawalsToday')} value={money(today.withdrawals)} sub={last30(charts.money, 1)} />
        <Kpi label={kpi('ggrToday')} value={money(today.ggr)} sub={last30(charts.revenue, 0)} />
        <Kpi label={kpi('ngrToday')} value={money(today.ngr)} sub={last30(charts.revenue, 2)} />
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
      </div>
      <div className="grid charts">
        <LineChart
          title={t('backoffice.dashboard.charts.money')}
          days={charts.days}
          series={charts.money}
          format={reais}
        />
        <LineChart
          title={t('backoffice.dashboard.charts.revenue')}
          days={charts.days}
          series={charts.revenue}
          format={reais}
        />
        <LineChart
          title={t('backoffice.dashboard.charts.players')}
          days={charts.days}
          series={charts.players}
          format={int}
          integer
        />
        <LineChart
          title={t('backoffice.dashboard.charts.rounds')}
          days={charts.days}
          series={charts.rounds}
          format={int}
          integer
        />
      </div>
    </>
  );
}

function Kpi(props: { label: string; value: string; sub?: string; alert?: boolean; to?: string }) {
  const body = (
    <>
      <span className="label">{props.label}</span>
      <span className="value">{props.value}</span>
      {props.sub && <span className="sub">{props.sub}</span>}
    </>
  );
  return (
    <div className={`card kpi${props.alert ? ' alert' : ''}`}>
      {props.to ? (
        <Link to={props.to} style={{ color: 'inherit', textDecoration: 'none', display: 'grid', gap: 4 }}>
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}
