import { parseDecimal } from '@jl/core/money/cents.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import type { VipInfo } from '../api/vip-api.ts';
import { formatAmount } from '../format.ts';
import './vip.css';

type ProgressProps = { label: string; done: string; target: string; remaining: string; percent: number };

function Progress({ label, done, target, remaining, percent }: ProgressProps) {
  const { t } = useTranslation('vip');
  const lang = useAppState((s) => s.lang);
  const reached = (parseDecimal(remaining) ?? 0n) === 0n;
  return (
    <div className="jl-vip-progress">
      <div className="jl-vip-progress__head">
        <span className="jl-vip-progress__label">{label}</span>
        <span className="jl-vip-progress__value">
          {t('vip.progress', { done: formatAmount(done, lang), target: formatAmount(target, lang) })}
        </span>
      </div>
      <div
        className="jl-vip-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span
          className={`jl-vip-progress__fill${reached ? ' is-done' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className={`jl-vip-progress__note${reached ? ' is-done' : ''}`}>
        {reached ? t('vip.reachedTarget') : t('vip.remaining', { amount: formatAmount(remaining, lang) })}
      </p>
    </div>
  );
}

/** The level card: current level, totals, progress toward the next level, and the recharge button. */
export function VipOverview({ info }: { info: VipInfo }) {
  const { t } = useTranslation('vip');
  const lang = useAppState((s) => s.lang);
  const current = info.levels.find((l) => l.level === info.level);
  const cap = current?.max_game_balance ?? null;
  return (
    <section className="jl-vip-card" aria-labelledby="vip-level">
      <div className="jl-vip-card__top">
        <div className="jl-vip-badge" aria-hidden="true">
          <Icon name="sparkles" size={22} />
        </div>
        <div className="jl-vip-card__titles">
          <p className="jl-vip-card__eyebrow">{t('vip.currentLevel')}</p>
          <h2 id="vip-level" className="jl-vip-card__level" data-testid="vip-level">
            {t('vip.level', { level: info.level })}
          </h2>
        </div>
      </div>
      <dl className="jl-vip-totals">
        <div>
          <dt>{t('vip.rechargeTotal')}</dt>
          <dd>{formatAmount(info.recharge_total, lang)}</dd>
        </div>
        <div>
          <dt>{t('vip.betTotal')}</dt>
          <dd>{formatAmount(info.bet_total, lang)}</dd>
        </div>
      </dl>
      {info.next ? (
        <div className="jl-vip-next">
          <h3 className="jl-vip-next__title">{t('vip.towardNext', { level: info.next.level })}</h3>
          <Progress
            label={t('vip.recharge')}
            done={info.recharge_total}
            target={info.next.recharge}
            remaining={info.next.recharge_remaining}
            percent={info.next.recharge_percent}
          />
          <Progress
            label={t('vip.bets')}
            done={info.bet_total}
            target={info.next.bet}
            remaining={info.next.bet_remaining}
            percent={info.next.bet_percent}
          />
          <p className="jl-vip-next__hint">{t('vip.bothNeeded')}</p>
        </div>
      ) : (
        <p className="jl-vip-next__top">{t('vip.topLevel')}</p>
      )}
      <p className="jl-vip-card__cap">
        {cap ? t('vip.maxGameBalance', { amount: formatAmount(cap, lang) }) : t('vip.noGameBalanceCap')}
      </p>
      <Link to={paths.recharge} className="jl-btn jl-btn--primary jl-btn--lg jl-btn--block jl-vip-recharge">
        <Icon name="plus" size={20} />
        {t('vip.rechargeButton')}
      </Link>
    </section>
  );
}
