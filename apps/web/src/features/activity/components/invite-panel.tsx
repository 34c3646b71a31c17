import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import type { WheelInfo } from '../api/activity-api.ts';
import { money } from '../format.ts';

async function copy(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(done, 'success');
  } catch {
    // The field stays selectable for a manual copy.
  }
}

/**
 * The invite activity: the player's code and link (registration with it pre-fills the code), how many
 * invited friends registered, and the spins each gives on the red-envelope wheel.
 */
export function InvitePanel({ wheel, invited }: { wheel: WheelInfo | null; invited: number }) {
  const { t } = useTranslation(['activity', 'common']);
  const lang = useAppState((s) => s.lang);
  const code = String(useAppState((s) => s.member?.userInfo?.invite_code) ?? '');
  const rewardMax = useAppState(
    (s) => (s.config?.activities?.invite as { rewardMax?: string } | undefined)?.rewardMax,
  );
  const link = code ? `${window.location.origin}/?regKey=${encodeURIComponent(code)}` : '';
  return (
    <div className="jl-act-invite" data-testid="invite-panel">
      <h1 className="jl-act-detail__title">{t('activity:invite.title')}</h1>
      <p>{t('activity:invite.body', { count: wheel?.spins_per_invite ?? 1 })}</p>
      <dl className="jl-act-proof">
        <dt>{t('activity:invite.code')}</dt>
        <dd className="jl-act-code" data-testid="invite-code">
          {code || '—'}
        </dd>
        <dt>{t('activity:invite.link')}</dt>
        <dd className="jl-act-mono jl-act-selectable">{link || '—'}</dd>
      </dl>
      <div className="jl-act-actions">
        <Button
          variant="secondary"
          disabled={!code}
          onClick={() => void copy(code, t('common:messages.copied'))}
        >
          <Icon name="copy" size={16} /> {t('activity:actions.copyCode')}
        </Button>
        <Button disabled={!link} onClick={() => void copy(link, t('common:messages.copied'))}>
          <Icon name="copy" size={16} /> {t('activity:actions.copyLink')}
        </Button>
      </div>
      <p className="jl-act-note" data-testid="invite-count">
        {t('activity:invite.invited', { count: invited })}
      </p>
      <Link className="jl-act-link" to={paths.zpActivity}>
        {t('activity:actions.wheel')}
      </Link>
      {rewardMax ? (
        <p className="jl-act-note">{t('activity:invite.teamNote', { amount: money(rewardMax, lang) })}</p>
      ) : null}
    </div>
  );
}
