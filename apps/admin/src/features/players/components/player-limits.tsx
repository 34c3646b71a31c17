import { useQuery } from '@tanstack/react-query';
import { Fact, Facts } from '../../../components/ui/facts.tsx';
import { ErrorNotice, Loading } from '../../../components/ui/page.tsx';
import { StaticTable } from '../../../components/ui/static-table.tsx';
import { money, when } from '../../../lib/format.ts';
import { label, t } from '../../../lib/i18n.ts';
import { fetchPlayerLimits } from '../api/players-api.ts';

type Limits = Awaited<ReturnType<typeof fetchPlayerLimits>>;

/** A limit's or a block's period ("24h", "7d", "round"…) in the staff's words. */
const periodLabel = (period: string) => label(`backoffice.players.periods.${period}`, period);
const amountOf = (kind: string, a: string | null) =>
  a === null
    ? t('backoffice.player.noLimit')
    : kind === 'session'
      ? t('backoffice.player.minutes', { n: a })
      : money(a);

/** A Bolsa Família / BPC beneficiary's way to closure (IN SPA/MF 22/2025): the step and its dates. */
function BeneficiaryFact({
  beneficiary: b,
}: {
  beneficiary: NonNullable<Limits['registry']['beneficiary']>;
}) {
  return (
    <Fact term={t('backoffice.player.beneficiary')}>
      <span className={`badge ${b.step === 'closed' ? 'ok' : 'bad'}`} data-testid="player-beneficiary-step">
        {t(`backoffice.player.beneficiaryStep.${b.step}`)}
      </span>{' '}
      {t('backoffice.player.beneficiaryDates', {
        flagged: when(b.flagged_at),
        withdrawUntil: when(b.withdraw_until),
        closeAt: when(b.close_at),
      })}
    </Fact>
  );
}

function LimitFacts({ limits: v }: { limits: Limits }) {
  return (
    <section className="card" style={{ marginBottom: 12 }}>
      <Facts>
        <Fact term={t('backoffice.player.profile')}>{t(`backoffice.settings.choices.${v.profile}`)}</Fact>
        <Fact term={t('backoffice.player.block')}>
          {v.block ? (
            <span className="badge bad">
              {t(`backoffice.player.blockKind.${v.block.kind}`)} · {periodLabel(v.block.period)}
              {v.block.until ? ` · ${t('backoffice.player.until', { at: when(v.block.until) })}` : ''}
            </span>
          ) : (
            t('backoffice.player.none')
          )}
        </Fact>
        <Fact term={t('backoffice.player.registry')}>
          {t(`backoffice.player.registryStatus.${v.registry.status}`)}
          {v.registry.category ? ` · ${t(`backoffice.player.registryCategory.${v.registry.category}`)}` : ''}
          {v.registry.checked_at ? ` · ${when(v.registry.checked_at)}` : ''}
        </Fact>
        {v.registry.beneficiary ? <BeneficiaryFact beneficiary={v.registry.beneficiary} /> : null}
        <Fact term={t('backoffice.player.reality')}>
          {v.reality_minutes === null
            ? t('backoffice.player.default')
            : t('backoffice.player.minutes', { n: v.reality_minutes })}
        </Fact>
        <Fact term={t('backoffice.player.closure')}>{when(v.closure_requested_at)}</Fact>
      </Facts>
    </section>
  );
}

function LimitTable({ limits }: { limits: Limits['limits'] }) {
  return (
    <StaticTable
      style={{ marginBottom: 12 }}
      headers={[
        t('backoffice.player.limit'),
        t('backoffice.player.period'),
        t('backoffice.player.inForce'),
        t('backoffice.player.pending'),
      ]}
    >
      {limits.map((l) => (
        <tr key={`${l.kind}-${l.period}`}>
          <td>{t(`backoffice.player.limitKind.${l.kind}`)}</td>
          <td>{periodLabel(l.period)}</td>
          <td>{amountOf(l.kind, l.amount)}</td>
          <td>
            {l.pending
              ? t('backoffice.player.pendingAt', {
                  amount: amountOf(l.kind, l.pending.amount),
                  at: when(l.pending.effective_at),
                })
              : '—'}
          </td>
        </tr>
      ))}
    </StaticTable>
  );
}

/** Limits (in force and pending), the cool-off or self-exclusion, the registry and the player's decisions. */
export function PlayerLimits({ id }: { id: string }) {
  const query = useQuery({ queryKey: ['player-limits', id], queryFn: () => fetchPlayerLimits(id) });
  if (query.isPending) return <Loading />;
  if (!query.data) return <ErrorNotice error={query.error} />;
  const v = query.data;
  return (
    <>
      <LimitFacts limits={v} />
      <LimitTable limits={v.limits} />
      <h3>{t('backoffice.player.decisions')}</h3>
      <StaticTable rows={v.actions.length} empty={t('backoffice.player.noDecisions')}>
        {v.actions.map((a, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the decisions are a fixed, ordered list
          <tr key={i}>
            <td>{when(a.at)}</td>
            <td className="mono">{a.action}</td>
            <td className="mono muted">{JSON.stringify(a.detail)}</td>
          </tr>
        ))}
      </StaticTable>
    </>
  );
}
