import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { useAppState } from '../../../lib/store.ts';
import type { ActivityDetail } from '../api/activity-api.ts';
import { money } from '../format.ts';
import { useClaim } from '../hooks/use-claim.ts';
import './activity.css';

/**
 * The daily check-in (docs/SPECIFICATION.md §2 "daily check-in modal with day count"): the reward table by consecutive
 * day, the days done, today's button. Amounts come from the server's configuration.
 */
export function CheckinPanel({ detail, onDone }: { detail: ActivityDetail; onDone?: () => void }) {
  const { t } = useTranslation('activity');
  const lang = useAppState((s) => s.lang);
  const claim = useClaim();
  const checkin = detail.checkin;
  if (!checkin) return null;
  const claimable = detail.activity.state === 'claimable';
  const current = checkin.checked_today ? checkin.streak : checkin.next_day;
  return (
    <div className="jl-checkin" data-testid="checkin-panel">
      <p className="jl-checkin__streak" data-testid="checkin-streak">
        {t('checkin.streak', { count: checkin.streak })}
      </p>
      <ol className="jl-checkin__days">
        {checkin.days.map((d) => {
          const done = d.day <= checkin.streak;
          const today = d.day === Math.min(current, checkin.days.length);
          return (
            <li
              key={d.day}
              className={`jl-checkin__day${done ? ' is-done' : ''}${today ? ' is-today' : ''}`}
              aria-current={today ? 'step' : undefined}
            >
              <span className="jl-checkin__label">
                {today ? t('checkin.today') : t('checkin.day', { day: d.day })}
              </span>
              {done ? <Icon name="check" size={18} /> : <Icon name="gift" size={18} />}
              <span className="jl-checkin__reward">{money(d.reward, lang)}</span>
            </li>
          );
        })}
      </ol>
      {claimable ? (
        <Button
          block
          size="lg"
          busy={claim.isPending}
          onClick={() => claim.mutate('checkin', { onSuccess: (r) => r && r.code === 1 && onDone?.() })}
          data-testid="checkin-claim"
        >
          {t('actions.checkin')}
        </Button>
      ) : (
        <p className="jl-act-note" data-testid="checkin-done">
          {t('checkin.checkedToday', { day: checkin.next_day })}
        </p>
      )}
      <p className="jl-act-note">{t('checkin.restartNote')}</p>
    </div>
  );
}
