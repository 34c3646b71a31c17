import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/store.ts';
import type { WheelInfo } from '../api/activity-api.ts';
import { money, timeLeft } from '../format.ts';
import { useNow } from '../hooks/use-now.ts';

/** The open envelope: amount toward the target, diamonds toward theirs, time left. */
export function EnvelopeProgress({ wheel }: { wheel: WheelInfo }) {
  const { t } = useTranslation('activity');
  const lang = useAppState((s) => s.lang);
  const now = useNow();
  const env = wheel.envelope;
  if (!env) return null;
  const pct = Math.min(100, (Number(env.amount) / Number(env.target)) * 100);
  return (
    <section className="jl-act-envelope" data-testid="wheel-envelope" aria-label={t('wheel.envelope')}>
      <div className="jl-act-envelope__row">
        <span>{t('wheel.envelope')}</span>
        <strong data-testid="envelope-amount">
          {money(env.amount, lang)} / {money(env.target, lang)}
        </strong>
      </div>
      <div
        className="jl-act-bar"
        role="progressbar"
        aria-label={t('wheel.target', { amount: money(env.target, lang) })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(pct)}
      >
        <span style={{ width: `${pct}%` }} />
      </div>
      <div className="jl-act-envelope__row">
        <span>
          ◆ {t('wheel.diamonds')}:{' '}
          {t('wheel.diamondsGoal', {
            count: env.diamonds,
            target: env.diamonds_target,
            reward: money(env.diamonds_reward, lang),
          })}
        </span>
      </div>
      <p className="jl-act-note">
        {env.status === 'open'
          ? t('wheel.expiresIn', { time: timeLeft(env.expires_at, now) })
          : t(`wheel.${env.status}`)}
      </p>
    </section>
  );
}
