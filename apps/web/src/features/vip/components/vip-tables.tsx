import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import type { VipInfo } from '../api/vip-api.ts';
import { formatAmount, formatBps } from '../format.ts';
import './vip.css';

/** Withdrawal privileges by level (times a day, maximum single withdrawal, fee); the player's row marked. */
export function VipPrivileges({ info }: { info: VipInfo }) {
  const { t } = useTranslation('vip');
  const lang = useAppState((s) => s.lang);
  return (
    <section className="jl-vip-section" aria-labelledby="vip-privileges">
      <h2 id="vip-privileges" className="jl-vip-section__title">
        {t('vip.privilegesTitle')}
      </h2>
      <p className="jl-vip-section__note">{t('vip.privilegesNote', { level: info.min_withdraw_level })}</p>
      <div className="jl-vip-table-wrap">
        <table className="jl-vip-table" data-testid="vip-privileges">
          <thead>
            <tr>
              <th scope="col">{t('vip.colLevel')}</th>
              <th scope="col">{t('vip.colTimes')}</th>
              <th scope="col">{t('vip.colMax')}</th>
              <th scope="col">{t('vip.colFee')}</th>
            </tr>
          </thead>
          <tbody>
            {info.levels.map((row) => {
              const none = row.withdraw_times_per_day === 0;
              return (
                <tr key={row.level} className={row.level === info.level ? 'is-current' : undefined}>
                  <th scope="row">
                    {t('vip.level', { level: row.level })}
                    {row.level === info.level ? <span className="jl-vip-you">{t('vip.you')}</span> : null}
                  </th>
                  <td>{none ? t('vip.noWithdrawals') : row.withdraw_times_per_day}</td>
                  <td>{none ? t('vip.noWithdrawals') : formatAmount(row.withdraw_max, lang)}</td>
                  <td>{none ? t('vip.noWithdrawals') : formatBps(row.withdraw_fee_bps)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** What each level needs: cumulative recharge and cumulative valid bets (its reward is in the list above). */
export function VipRequirements({ info }: { info: VipInfo }) {
  const { t } = useTranslation('vip');
  const lang = useAppState((s) => s.lang);
  return (
    <section className="jl-vip-section" aria-labelledby="vip-requirements">
      <h2 id="vip-requirements" className="jl-vip-section__title">
        {t('vip.requirementsTitle')}
      </h2>
      <div className="jl-vip-table-wrap">
        <table className="jl-vip-table">
          <thead>
            <tr>
              <th scope="col">{t('vip.colLevel')}</th>
              <th scope="col">{t('vip.colRecharge')}</th>
              <th scope="col">{t('vip.colBets')}</th>
            </tr>
          </thead>
          <tbody>
            {info.levels.map((row) => (
              <tr key={row.level} className={row.level === info.level ? 'is-current' : undefined}>
                <th scope="row">{t('vip.level', { level: row.level })}</th>
                <td>{formatAmount(row.recharge, lang)}</td>
                <td>{formatAmount(row.bet, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
