import type { AdminGlance, GlanceTotals } from '@jl/core/contracts/admin-glance.ts';
import type { RowData } from '@tanstack/react-table';
import type { Column } from '../../../components/ui/data-table.tsx';
import { Fact, Facts } from '../../../components/ui/facts.tsx';
import { KycBadge } from '../../../components/ui/kyc-badge.tsx';
import { ErrorNotice, Loading } from '../../../components/ui/page.tsx';
import { money } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import { useGlance } from '../hooks/use-glance.ts';
import { flagKey, flagText, flagTitle, GlanceFlags } from './glance-flags.tsx';

const TOTALS = [
  'deposits',
  'withdrawals',
  'net',
  'bonuses',
  'staked',
] as const satisfies readonly (keyof GlanceTotals)[];

/** The lifetime totals as facts (R$ 1.234,56 in every language). */
export function TotalsFacts({ totals }: { totals: GlanceTotals }) {
  return (
    <Facts>
      {TOTALS.map((key) => (
        <Fact key={key} term={t(`backoffice.glance.totals.${key}`)} mono>
          {money(totals[key])}
        </Fact>
      ))}
    </Facts>
  );
}

/** The player page's card: lifetime totals and risk flags. */
export function PlayerGlance({ id }: { id: string }) {
  const { query, byId } = useGlance([id]);
  const player = byId.get(id);
  if (query.isPending) return <Loading />;
  if (!player) return <ErrorNotice error={query.error} />;
  return (
    <section className="card" style={{ marginTop: 12 }} aria-label={t('backoffice.glance.title')}>
      <h3 style={{ margin: '0 0 8px' }}>{t('backoffice.kyc.title')}</h3>
      <KycBadge kyc={player.kyc} withReason />
      <h3 style={{ margin: '16px 0 8px' }}>{t('backoffice.glance.lifetime')}</h3>
      <TotalsFacts totals={player.totals} />
      <h3 style={{ margin: '16px 0 8px' }}>{t('backoffice.glance.flags')}</h3>
      <GlanceFlags flags={player.flags} />
    </section>
  );
}

/** A queue row's context: the net and the flags' titles (details on the player page). */
export function GlanceCell({ player }: { player: AdminGlance['players'][number] | undefined }) {
  if (!player) return <span className="muted">…</span>;
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <span className="mono">
        {t('backoffice.glance.totals.deposits')} {money(player.totals.deposits)} ·{' '}
        {t('backoffice.glance.totals.staked')} {money(player.totals.staked)}
      </span>
      <span>
        <span style={{ marginRight: 4 }}>
          <KycBadge kyc={player.kyc} />
        </span>
        {player.flags.length === 0 ? (
          <span className="muted">{t('backoffice.glance.noFlags')}</span>
        ) : (
          player.flags.map((flag) => (
            <span
              key={flagKey(flag)}
              className="badge warn wrap"
              style={{ marginRight: 4 }}
              title={flagText(flag)}
            >
              {flagTitle(flag)}
            </span>
          ))
        )}
      </span>
    </div>
  );
}

/** A table column with each row's player at a glance, read from one `useGlance` of the page. */
export function glanceColumn<T extends RowData>(
  byId: ReadonlyMap<string, AdminGlance['players'][number]>,
  memberOf: (row: T) => string,
): Column<T> {
  return {
    id: 'glance',
    header: t('backoffice.glance.column'),
    cell: ({ row }) => <GlanceCell player={byId.get(memberOf(row.original))} />,
  };
}
