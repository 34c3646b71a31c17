import { LOCALE_NAMES } from '@jl/core/i18n/locales.ts';
import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { List, ListItem } from '../../../components/ui/list.tsx';
import { paths } from '../../../config/paths.ts';
import { useUserInfo } from '../../../features/account/api/get-user-info.ts';
import { openLogin, openRegister } from '../../../lib/session.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';
import './mine.css';
import { useSignOut } from './use-sign-out.ts';

/** Mine (spec §2): the account header and the list entries, each opening its page. */
export default function MinePage({ route }: PageProps) {
  const { t } = useTranslation();
  const memberId = useAppState((s) => s.member?.member_id ?? null);
  const userInfo = useAppState((s) => s.member?.userInfo ?? null);
  const lang = useAppState((s) => s.lang);
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOut();
  useUserInfo(Boolean(memberId));
  const balance = typeof userInfo?.balance === 'string' ? parseDecimal(userInfo.balance) : null;

  return (
    <PageFrame route={route}>
      <MemberCard
        memberId={memberId}
        nickname={typeof userInfo?.nickname === 'string' ? userInfo.nickname : null}
        phone={typeof userInfo?.phone === 'string' ? userInfo.phone : null}
        balance={balance === null ? null : formatMoney(balance, lang)}
      />

      <List title={t('mine.groups.records')}>
        <ListItem icon="receipt" label={t('mine.entries.fundLog')} to={paths.fundLog} />
        <ListItem icon="arrowDown" label={t('mine.entries.rechargeLog')} to={paths.rechargeLog} />
        <ListItem icon="arrowUp" label={t('mine.entries.withdrawLog')} to={paths.withdrawLog} />
      </List>
      <List title={t('mine.groups.account')}>
        <ListItem icon="idCard" label={t('mine.entries.userInfo')} to={paths.userInfo} />
        <ListItem icon="wallet" label={t('mine.entries.rechargeInfo')} to={paths.rechargeInfo} />
        <ListItem icon="bank" label={t('mine.entries.withdrawInfo')} to={paths.withdrawBind} />
      </List>
      <List title={t('mine.groups.security')}>
        <ListItem icon="lock" label={t('mine.entries.loginPassword')} to={paths.loginPassword} />
        <ListItem icon="key" label={t('mine.entries.withdrawPassword')} to={paths.withdrawPassword} />
        <ListItem icon="headset" label={t('mine.entries.service')} to={paths.service} />
        <ListItem icon="settings" label={t('mine.entries.settings')} to={paths.settings} />
        <ListItem
          icon="globe"
          label={t('mine.entries.language')}
          value={LOCALE_NAMES[lang]}
          to={paths.language}
        />
      </List>
      {memberId ? (
        <List>
          <ListItem
            icon="logout"
            tone="danger"
            label={t('mine.entries.logout')}
            onClick={() => setConfirming(true)}
            chevron={false}
          />
        </List>
      ) : null}

      <ConfirmDialog
        open={confirming}
        message={t('mine.logoutConfirm')}
        confirmLabel={t('actions.confirm')}
        cancelLabel={t('actions.cancel')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          signOut();
          window.scrollTo(0, 0);
        }}
      />
    </PageFrame>
  );
}

type MemberCardProps = {
  memberId: string | null;
  nickname: string | null;
  phone: string | null;
  balance: string | null;
};

function MemberCard({ memberId, nickname, phone, balance }: MemberCardProps) {
  const { t } = useTranslation();
  const copyId = async () => {
    if (!memberId) return;
    try {
      await navigator.clipboard.writeText(memberId);
      showToast(t('messages.copied'), 'success');
    } catch {
      showToast(memberId);
    }
  };
  return (
    <section className="jl-member">
      <div className="jl-member__avatar" aria-hidden="true">
        <Icon name="user" size={30} />
      </div>
      {memberId ? (
        <div className="jl-member__text">
          <p className="jl-member__title">{nickname || t('mine.welcomeBack')}</p>
          {phone ? <p className="jl-member__body">{phone}</p> : null}
          <button type="button" className="jl-member__id" onClick={copyId} aria-label={t('mine.copyId')}>
            {t('mine.memberId', { id: memberId })}
            <Icon name="copy" size={16} />
          </button>
          {balance ? (
            <p className="jl-member__balance">
              <span>{t('mine.balance')}</span>
              <strong>{balance}</strong>
            </p>
          ) : null}
        </div>
      ) : (
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
      )}
    </section>
  );
}
