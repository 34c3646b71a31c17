import type { WheelInfo } from '@jl/core/contracts/activity.ts';
import { shortVersion } from '@jl/games';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import { money, percent } from '../format.ts';

/** One table's outcomes: amount (or diamond), weight out of the total, exact probability. */
export function OddsRows({ odds }: { odds: Pick<WheelInfo['odds'], 'segments' | 'total_weight'> }) {
  const { t } = useTranslation('activity');
  const lang = useAppState((s) => s.lang);
  return (
    <table className="jl-act-table">
      <thead>
        <tr>
          <th scope="col">{t('odds.segment')}</th>
          <th scope="col">{t('odds.weight')}</th>
          <th scope="col">{t('odds.probability')}</th>
        </tr>
      </thead>
      <tbody>
        {odds.segments.map((s) => (
          <tr key={s.index}>
            <td>{s.kind === 'cash' ? money(s.amount, lang) : `◆ ${t('odds.diamond')}`}</td>
            <td>
              {s.weight}/{odds.total_weight}
            </td>
            <td>{percent(Number(s.probability_decimal))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The published odds table: each outcome, its weight and exact probability, and the exact expected value. */
export function OddsTable({ odds }: { odds: WheelInfo['odds'] }) {
  const { t } = useTranslation('activity');
  const lang = useAppState((s) => s.lang);
  const ev = money(Number(odds.expected_value).toFixed(2), lang);
  return (
    <section className="jl-act-section" aria-labelledby="odds-title" data-testid="odds-table">
      <h2 id="odds-title" className="jl-act-section__title">
        {t('odds.title')} <small>{t('odds.version', { version: shortVersion(odds.version) })}</small>
      </h2>
      <OddsRows odds={odds} />
      <p className="jl-act-note" data-testid="odds-ev">
        {t('odds.expected', { amount: ev, exact: odds.expected_cents.replace(/\/1$/, '') })}
      </p>
      <p className="jl-act-note">
        {t('odds.diamondChance', { p: percent(ratio(odds.diamond_probability)) })}
      </p>
      <p className="jl-act-note">{t('odds.sumNote')}</p>
    </section>
  );
}

const ratio = (text: string): number => {
  const [num, den] = text.split('/');
  return Number(num) / Number(den ?? 1);
};

/** The exact chance of completing the envelope with the spins held and with N more invites. */
export function ChanceTable({ wheel }: { wheel: WheelInfo }) {
  const { t } = useTranslation('activity');
  const lang = useAppState((s) => s.lang);
  const target = money(wheel.envelope?.target ?? wheel.target, lang);
  return (
    <section className="jl-act-section" aria-labelledby="chance-title" data-testid="chance-table">
      <h2 id="chance-title" className="jl-act-section__title">
        {t('chances.title')}
      </h2>
      <table className="jl-act-table">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{t('chances.cash', { amount: target })}</th>
            <th scope="col">
              {t('chances.diamonds', { count: wheel.envelope?.diamonds_target ?? wheel.diamonds_target })}
            </th>
          </tr>
        </thead>
        <tbody>
          {wheel.chances.map((c) => (
            <tr key={c.extra}>
              <th scope="row">
                {c.extra === 0
                  ? t('chances.withSpins', { count: wheel.spins })
                  : t('chances.withInvites', { count: c.extra })}
              </th>
              <td>{percent(c.cash)}</td>
              <td>{percent(c.diamonds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="jl-act-note">{t('chances.note')}</p>
    </section>
  );
}
