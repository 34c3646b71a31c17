import { formatRelative } from '@jl/core/dates.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { openLogin, openRegister } from '../../../lib/session.ts';
import { type UserInfo, useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { readAccountInfo } from '../api/get-user-info.ts';
import { copyText } from '../copy.ts';
import './account.css';

/** Copies and says 'Copied successfully' (docs/SPECIFICATION.md §8); where copying is impossible, shows the text. */
export function useCopy(): (text: string) => Promise<void> {
  const { t } = useTranslation();
  return async (text: string) => {
    if (await copyText(text)) showToast(t('messages.copied'), 'success');
    else showToast(text);
  };
}

/**
 * The Mine header: nickname, masked phone, VIP level, member id and invite code (each copied with
 * one tap) and the previous login (GLI-19: a player sees when their account was last used).
 */
export function MemberHeader({ memberId, info }: { memberId: string | null; info: UserInfo | null }) {
  const { t } = useTranslation(['auth', 'common']);
  const lang = useAppState((s) => s.lang);
  const copy = useCopy();
  if (!memberId) return <GuestHeader />;
  const account = readAccountInfo(info);
  // A brand-new account has no previous login: greet it, do not welcome it back.
  const firstVisit = account.registered_at !== undefined && !account.last_login_at;
  const greeting = firstVisit ? t('common:mine.welcome') : t('common:mine.welcomeBack');
  return (
    <section className="jl-member">
      <div className="jl-member__avatar" aria-hidden="true">
        <Icon name="user" size={30} />
      </div>
      <div className="jl-member__text">
        <div className="jl-member__row">
          <p className="jl-member__title">{account.nickname || greeting}</p>
          {account.vip_level !== undefined ? (
            <span className="jl-member__vip">{t('account.vip', { level: account.vip_level })}</span>
          ) : null}
        </div>
        {account.phone ? <p className="jl-member__body">{account.phone}</p> : null}
        <div className="jl-member__chips">
          {/* The names hold the visible text (WCAG 2.5.3): "Copiar ID: 12". */}
          <button
            type="button"
            className="jl-member__chip"
            onClick={() => void copy(memberId)}
            aria-label={t('account.copy', { label: t('common:mine.memberId', { id: memberId }) })}
          >
            {t('common:mine.memberId', { id: memberId })}
            <Icon name="copy" size={15} />
          </button>
          {account.invite_code ? (
            <button
              type="button"
              className="jl-member__chip"
              onClick={() => void copy(account.invite_code ?? '')}
              aria-label={t('account.copy', {
                label: `${t('account.inviteCode')}: ${account.invite_code}`,
              })}
            >
              {t('account.inviteCode')}: {account.invite_code}
              <Icon name="copy" size={15} />
            </button>
          ) : null}
        </div>
        {account.registered_at !== undefined ? (
          <p className="jl-member__login" data-testid="previous-login">
            {account.last_login_at
              ? t('account.previousLogin', { time: formatRelative(account.last_login_at, Date.now(), lang) })
              : t('account.firstLogin')}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function GuestHeader() {
  const { t } = useTranslation();
  return (
    <section className="jl-member">
      <div className="jl-member__avatar" aria-hidden="true">
        <Icon name="user" size={30} />
      </div>
      <div className="jl-member__text">
        <p className="jl-member__title">{t('mine.guestTitle')}</p>
        <p className="jl-member__body">{t('mine.guestBody')}</p>
        <div className="jl-member__actions">
          <Button size="sm" variant="ghost" onClick={() => openLogin()}>
            {t('actions.login')}
          </Button>
          <Button size="sm" onClick={openRegister}>
            {t('actions.register')}
          </Button>
        </div>
      </div>
    </section>
  );
}
