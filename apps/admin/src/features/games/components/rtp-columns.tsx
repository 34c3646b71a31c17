import type { AdminRtpReport } from '@jl/core/contracts/admin-games.ts';
import { moneyColumn, numericColumn } from '../../../components/ui/columns.ts';
import type { Column } from '../../../components/ui/data-table.tsx';
import { count, money, percent as pct } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

type Row = AdminRtpReport['list'][number];

/** A return in its unit: a percentage of the stakes, or reais per spin (the wheel, from centavos). */
const value = (r: Row, v: number | null) =>
  v === null ? '—' : r.unit === 'per_spin' ? money((v / 100).toFixed(2)) : pct(v);

const shortHash = (v: string) => (/^[0-9a-f]{64}$/.test(v) ? v.slice(0, 12) : v);

function gameCell(r: Row) {
  const where = r.platform ? `${r.platform} · ` : '';
  // One line each: the family, the game, its version (a table hash shortened), so no name breaks inside.
  return (
    <span className="rtp-game">
      <span className="badge">{t(`backoffice.rtp.family.${r.family}`)}</span>
      <span className="mono">{`${where}${r.code}`}</span>
      <span className="mono muted" title={r.version}>
        {shortHash(r.version)}
      </span>
    </span>
  );
}

function statusCell(r: Row) {
  // The status may take two lines (pt-BR's "Dentro do esperado"), so the table fits 1280 px.
  if (r.rounds === 0) return <span className="badge wrap">{t('backoffice.rtp.noRounds')}</span>;
  if (r.expected === null) return <span className="badge wrap">{t('backoffice.rtp.observedOnly')}</span>;
  return r.alarm ? (
    <span className="badge wrap bad">{t('backoffice.rtp.alarm')}</span>
  ) : (
    <span className="badge wrap ok">{t('backoffice.rtp.expected')}</span>
  );
}

export const rtpColumns = (): Column<Row>[] => [
  { id: 'game', header: t('backoffice.col.game'), cell: ({ row }) => gameCell(row.original) },
  numericColumn('rounds', t('backoffice.rtp.rounds'), (r) => count(r.rounds)),
  numericColumn('stakes', t('backoffice.rtp.stakes'), (r) => (r.unit === 'rtp' ? money(r.stakes) : '—')),
  moneyColumn('wins', t('backoffice.rtp.wins'), (r) => r.wins),
  numericColumn('expected', t('backoffice.rtp.published'), (r) =>
    r.expected === null && r.provider_rtp !== null
      ? t('backoffice.rtp.providerRtp', { rtp: pct(r.provider_rtp) })
      : value(r, r.expected),
  ),
  numericColumn('observed', t('backoffice.rtp.observed'), (r) => value(r, r.observed)),
  {
    id: 'interval',
    header: t('backoffice.rtp.interval'),
    cell: ({ row }) =>
      row.original.low === null
        ? '—'
        : `${value(row.original, row.original.low)} – ${value(row.original, row.original.high)}`,
  },
  numericColumn('refunded', t('backoffice.rtp.refunded'), (r) =>
    r.refunded ? `${count(r.refunded.count)} · ${money(r.refunded.stakes)}` : '—',
  ),
  { id: 'alarm', header: t('backoffice.col.status'), cell: ({ row }) => statusCell(row.original) },
];
