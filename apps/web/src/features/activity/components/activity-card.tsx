import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useAppState } from '../../../lib/store.ts';
import type { ActivityView } from '../api/activity-api.ts';
import { money } from '../format.ts';
import { useClaim } from '../hooks/use-claim.ts';

/** The progress numbers as shown: "R$ 60,00" / "R$ 100,00" for money, "3" / "7" for days and counts. */
export function progressOf(view: ActivityView, lang: string): { current: string; target: string } | null {
  const p = view.progress;
  if (!p) return null;
  const show = (v: string) => (p.unit === 'money' ? money(v, lang) : v);
  return { current: show(p.current), target: show(p.target) };
}

/** One activity on the activity tab: title, rules text, state, progress and the one action it offers. */
export function ActivityCard({ view, loggedIn }: { view: ActivityView; loggedIn: boolean }) {
  const { t } = useTranslation('activity');
  const lang = useAppState((s) => s.lang);
  const claim = useClaim();
  const numbers = progressOf(view, lang);
  const progress = numbers ? t('detail.progress', numbers) : null;
  const claimHere = loggedIn && view.state === 'claimable' && view.code !== 'red_envelope';
  return (
    <li
      className={`jl-act-card jl-act-card--${view.code}`}
      data-testid={`activity-${view.code}`}
      data-state={view.state}
    >
      <div className="jl-act-card__head">
        <h2 className="jl-act-card__title">{view.title}</h2>
        {loggedIn ? (
          <span className={`jl-act-state jl-act-state--${view.state}`}>{t(`states.${view.state}`)}</span>
        ) : null}
      </div>
      <p className="jl-act-card__body">{view.description}</p>
      {view.progress ? (
        <div className="jl-act-card__progress">
          <div className="jl-act-bar" aria-hidden="true">
            <span style={{ width: `${view.progress.percent}%` }} />
          </div>
          <span>{progress}</span>
        </div>
      ) : null}
      <div className="jl-act-card__foot">
        {view.reward && view.state !== 'not_allowed' ? (
          <span className="jl-act-card__reward">{t('tab.reward', { amount: money(view.reward, lang) })}</span>
        ) : (
          <span />
        )}
        {claimHere ? (
          <Button
            size="sm"
            busy={claim.isPending}
            onClick={() => claim.mutate(view.code)}
            data-testid={`claim-${view.code}`}
          >
            {view.code === 'checkin' ? t('actions.checkin') : t('actions.receive')}
          </Button>
        ) : (
          <Link className="jl-act-link" to={view.route}>
            {t('actions.open')}
          </Link>
        )}
      </div>
    </li>
  );
}
