import type { AdminGamesRtp } from '@jl/core/contracts/admin-games.ts';
import { moneyColumn, numericColumn } from '../../../components/ui/columns.ts';
import type { Column } from '../../../components/ui/data-table.tsx';
import { count, percent as pct } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

type Row = AdminGamesRtp['list'][number];

export const rtpColumns = (): Column<Row>[] => [
  {
    id: 'game',
    header: t('backoffice.col.game'),
    cell: ({ row }) => <span className="mono">{`${row.original.code} v${row.original.version}`}</span>,
  },
  numericColumn('rounds', t('backoffice.rtp.rounds'), (r) => count(r.rounds)),
  moneyColumn('stakes', t('backoffice.rtp.stakes'), (r) => r.stakes),
  moneyColumn('wins', t('backoffice.rtp.wins'), (r) => r.wins),
  numericColumn('rtp', t('backoffice.rtp.published'), (r) => pct(r.rtp)),
  numericColumn('observed', t('backoffice.rtp.observed'), (r) => pct(r.observed)),
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
