import type { AdminDashboard } from '@jl/core/contracts/reports.ts';
import { useMemo } from 'react';
import { t, useLocale } from '../../../lib/i18n.ts';
import type { Series } from '../components/line-chart.tsx';

type MoneyKey = 'deposits' | 'withdrawals' | 'ggr' | 'bonus_cost' | 'ngr';
type CountKey = 'registrations' | 'first_deposits' | 'active_players' | 'rounds';

/** The four charts' series over the 30 days, named in the staff's language. */
export function useCharts(data: AdminDashboard) {
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the series' names follow the language
  return useMemo(() => {
    const days = data.days.map((d) => d.day);
    const col = (key: MoneyKey) => data.days.map((d) => Number(d[key] ?? 0));
    const n = (key: CountKey) => data.days.map((d) => d[key]);
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
}
export type Charts = ReturnType<typeof useCharts>;
