import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import type { ActivityDetail } from '../api/activity-api.ts';
import { money } from '../format.ts';
import { useClaim } from '../hooks/use-claim.ts';
import { progressOf } from './activity-card.tsx';

/** An activity's detail (`activity/detail?code=`): its rules, state, the numbers of its period, its claim. */
export function ActivityDetailView({ detail, loggedIn }: { detail: ActivityDetail; loggedIn: boolean }) {
  const { t } = useTranslation(['activity', 'wallet']);
  const lang = useAppState((s) => s.lang);
  const claim = useClaim();
  const view = detail.activity;
  const numbers = progressOf(view, lang);
  const progress = numbers ? t('activity:detail.progress', numbers) : null;
  return (
    <article className="jl-act-detail" data-testid={`detail-${view.code}`}>
      <h1 className="jl-act-detail__title">{view.title}</h1>
      {loggedIn ? (
        <span className={`jl-act-state jl-act-state--${view.state}`}>
          {t(`activity:states.${view.state}`)}
        </span>
      ) : null}
      <section className="jl-act-section">
        <h2 className="jl-act-section__title">{t('activity:detail.rules')}</h2>
        <p>{view.description}</p>
        <dl className="jl-act-facts">
          <dt>{t('activity:detail.reward')}</dt>
          <dd>{view.reward ? money(view.reward, lang) : '—'}</dd>
          <dt>{t('activity:detail.periodLabel')}</dt>
          <dd>{t(`activity:detail.period.${view.period}`)}</dd>
          {view.fund_type ? (
            <>
              <dt>{t('activity:detail.fundTypeLabel')}</dt>
              <dd>
                {view.fund_type} · {t(`wallet:fundType.${view.fund_type}` as 'wallet:fundType.1')}
              </dd>
            </>
          ) : null}
        </dl>
        {progress ? <p className="jl-act-note">{progress}</p> : null}
        {detail.newcomer ? (
          <p className="jl-act-note">
            {t('activity:detail.newcomerDay', { day: detail.newcomer.day, days: detail.newcomer.days })}
          </p>
        ) : null}
        {detail.daily_bonus ? (
          <p className="jl-act-note">
            {t('activity:detail.dailyToday', { amount: money(detail.daily_bonus.today, lang) })} ·{' '}
            {t('activity:detail.dailyUpcoming', { amount: money(detail.daily_bonus.upcoming, lang) })}
          </p>
        ) : null}
        {view.needs_cpf ? (
          <p className="jl-act-note">
            {t('activity:wheel.cpfNeeded')}{' '}
            <Link to={paths.rechargeInfo}>{t('activity:actions.bindCpf')}</Link>
          </p>
        ) : null}
      </section>
      {!view.allowed ? (
        <p className="jl-act-legal">{t('activity:tab.notAllowed', { article: view.legal ?? '' })}</p>
      ) : null}
      {loggedIn && view.state === 'claimable' && view.code !== 'red_envelope' ? (
        <Button
          block
          size="lg"
          busy={claim.isPending}
          onClick={() => claim.mutate(view.code)}
          data-testid="detail-claim"
        >
          {t('activity:actions.receive')}
        </Button>
      ) : null}
    </article>
  );
}
