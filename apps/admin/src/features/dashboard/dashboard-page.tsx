import { type AdminDashboard, adminDashboard } from '@jl/core/contracts/reports.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorNotice, Loading, PageHead } from '../../components/ui/page.tsx';
import { api } from '../../lib/api.ts';
import { count, money } from '../../lib/format.ts';
import { LineChart, type Series } from './line-chart.tsx';

const brl = (v: number) => money(v.toFixed(2));
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
  const charts = useMemo(() => {
    const days = data.days.map((d) => d.day);
    const col = (key: 'deposits' | 'withdrawals' | 'ggr' | 'bonus_cost' | 'ngr') =>
      data.days.map((d) => Number(d[key]));
    const n = (key: 'registrations' | 'first_deposits' | 'active_players' | 'rounds') =>
      data.days.map((d) => d[key]);
    const money: Series[] = [
      { label: 'Depósitos', color: '#34d399', values: col('deposits') },
      { label: 'Saques', color: '#ff8a80', values: col('withdrawals') },
    ];
    const revenue: Series[] = [
      { label: 'GGR', color: '#f4c542', values: col('ggr') },
      { label: 'Custo de bônus', color: '#ff8a80', values: col('bonus_cost') },
      { label: 'NGR', color: '#34d399', values: col('ngr') },
    ];
    const players: Series[] = [
      { label: 'Cadastros', color: '#7cc4ff', values: n('registrations') },
      { label: 'Primeiros depósitos', color: '#34d399', values: n('first_deposits') },
      { label: 'Jogadores ativos', color: '#f4c542', values: n('active_players') },
    ];
    const rounds: Series[] = [{ label: 'Rodadas', color: '#c9a0ff', values: n('rounds') }];
    return { days, money, revenue, players, rounds };
  }, [data]);
  const today = data.days.at(-1)!;
  const total = (s: Series[], i: number) => sum(s[i]!.values);
  return (
    <>
      <PageHead
        title="Painel"
        lead="Hoje e os últimos 30 dias (horário de São Paulo), direto do livro-razão."
      />
      <div className="grid kpis" style={{ marginBottom: 14 }}>
        <Kpi
          label="Saques para analisar"
          value={int(data.pending.withdrawals_to_review)}
          alert={data.pending.withdrawals_to_review > 0}
          to="/withdrawals"
        />
        <Kpi
          label="Pix recebidos não creditados"
          value={int(data.pending.payments_not_credited)}
          alert={data.pending.payments_not_credited > 0}
        />
        <Kpi
          label="Ajustes para aprovar"
          value={int(data.pending.adjustments_to_approve)}
          alert={data.pending.adjustments_to_approve > 0}
          to="/approvals"
        />
        <Kpi
          label="Depósitos hoje"
          value={money(today.deposits)}
          sub={`30 dias: ${brl(total(charts.money, 0))}`}
        />
        <Kpi
          label="Saques hoje"
          value={money(today.withdrawals)}
          sub={`30 dias: ${brl(total(charts.money, 1))}`}
        />
        <Kpi label="GGR hoje" value={money(today.ggr)} sub={`30 dias: ${brl(total(charts.revenue, 0))}`} />
        <Kpi label="NGR hoje" value={money(today.ngr)} sub={`30 dias: ${brl(total(charts.revenue, 2))}`} />
        <Kpi
          label="Cadastros hoje"
          value={int(today.registrations)}
          sub={`1º depósito: ${int(today.first_deposits)}`}
        />
        <Kpi label="Ativos hoje" value={int(today.active_players)} sub={`${int(today.rounds)} rodadas`} />
      </div>
      <div className="grid charts">
        <LineChart title="Depósitos e saques" days={charts.days} series={charts.money} format={brl} />
        <LineChart
          title="GGR, custo de bônus e NGR"
          days={charts.days}
          series={charts.revenue}
          format={brl}
        />
        <LineChart title="Jogadores" days={charts.days} series={charts.players} format={int} integer />
        <LineChart title="Rodadas" days={charts.days} series={charts.rounds} format={int} integer />
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
