import { Link } from 'react-router';
import { StaticTable } from '../../../components/ui/static-table.tsx';
import { count, when } from '../../../lib/format.ts';
import { label, t } from '../../../lib/i18n.ts';
import type { RgStateOverview } from '../api/rg-api.ts';

/** A state's detail: a block's period in words, or how many limits. */
function detailOf(state: RgStateOverview['state'], detail: string | null) {
  if (detail === null) return '—';
  if (state === 'limits') return t('backoffice.rgOverview.limitsCount', { n: detail });
  return label(`backoffice.players.periods.${detail}`, detail);
}

/** One responsible-gaming state: its count and its latest players, linked to their pages. */
export function RgStateCard({ overview }: { overview: RgStateOverview }) {
  const key = `backoffice.rgOverview.states.${overview.state}`;
  return (
    <section className="card" aria-label={t(`${key}.title`)} style={{ marginBottom: 16 }}>
      <h2 style={{ margin: '0 0 4px' }}>
        {t(`${key}.title`)} <span className="badge">{count(overview.count)}</span>
      </h2>
      <p className="muted" style={{ marginTop: 0 }}>
        {t(`${key}.lead`)}
      </p>
      <StaticTable
        headers={[
          t('backoffice.col.player'),
          t('backoffice.rgOverview.since'),
          t('backoffice.rgOverview.until'),
          t('backoffice.rgOverview.detail'),
        ]}
        rows={overview.list.length}
        empty={t('backoffice.rgOverview.none')}
      >
        {overview.list.map((row) => (
          <tr key={row.member_id}>
            <td>
              <Link to={`/players/${row.member_id}`}>{row.member_id}</Link>
            </td>
            <td>{when(row.since)}</td>
            <td>
              {overview.state === 'cooloff' ||
              overview.state === 'exclusion' ||
              overview.state === 'beneficiary'
                ? row.until
                  ? when(row.until)
                  : t('backoffice.rgOverview.permanent')
                : '—'}
            </td>
            <td>{detailOf(overview.state, row.detail)}</td>
          </tr>
        ))}
      </StaticTable>
    </section>
  );
}
