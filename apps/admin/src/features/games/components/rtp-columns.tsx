import type { AdminGamesRtp } from '@jl/core/contracts/admin-games.ts';
import type { Column } from '../../../components/ui/data-table.tsx';
import { count, money, percent as pct } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

type Row = AdminGamesRtp['list'][number];

export const rtpColumns = (): Column<Row>[] => [
  {
    id: 'game',
    header: t('backoffice.col.game'),
    cell: ({ row }) => <span className="mono">{`${row.original.code} v${row.original.version}`}</span>,
  },
  {
    id: 'rounds',
    header: t('backoffice.rtp.rounds'),
    meta: { numeric: true },
    cell: ({ row }) => count(row.original.rounds),
  },
  {
    id: 'stakes',
    header: t('backoffice.rtp.stakes'),
    meta: { numeric: true },
    cell: ({ row }) => money(row.original.stakes),
  },
  {
    id: 'wins',
    header: t('backoffice.rtp.wins'),
    meta: { numeric: true },
    cell: ({ row }) => money(row.original.wins),
  },
  {
    id: 'rtp',
    header: t('backoffice.rtp.published'),
    meta: { numeric: true },
    cell: ({ row }) => pct(row.original.rtp),
  },
  {
    id: 'observed',
    header: t('backoffice.rtp.observed'),
    meta: { numeric: true },
    cell: ({ row }) => pct(row.original.observed),
  },
  {
    id: 'interval',
    header: t('backoffice.rtp.interval'),
    cell: ({ row }) =>
      row.original.low === null ? '—' : `${pct(row.original.low)} – ${pct(row.original.high)}`,
  },
  {
    id: 'alarm',
    header: t('backoffice.col.status'),
    cell: ({ row }) =>
      row.original.rounds === 0 ? (
        <span className="badge">{t('backoffice.rtp.noRounds')}</span>
      ) : row.original.alarm ? (
        <span className="badge bad">{t('backoffice.rtp.alarm')}</span>
      ) : (
        <span className="badge ok">{t('backoffice.rtp.expected')}</span>
      ),
  },
];
