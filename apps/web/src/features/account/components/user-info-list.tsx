import { formatRelative } from '@jl/core/dates.ts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons.tsx';
import { List, ListItem } from '../../../components/ui/list.tsx';
import { type UserInfo, useAppState } from '../../../lib/store.ts';
import { readAccountInfo } from '../api/get-user-info.ts';
import './account.css';
import { useCopy } from './member-header.tsx';

/** User info (Mine → user info): who the account is, and when it was created and last used. */
export function UserInfoList({ memberId, info }: { memberId: string; info: UserInfo | null }) {
  const { t } = useTranslation(['auth', 'common']);
  const lang = useAppState((s) => s.lang);
  const copy = useCopy();
  const account = readAccountInfo(info);
  const copyable = (value: string) => (
    <span className="jl-copy-value">
      {value}
      <Icon name="copy" size={16} />
    </span>
  );
  return (
    <>
      <List>
        <ListItem
          icon="idCard"
          label={t('account.memberId')}
          value={copyable(memberId)}
          onClick={() => void copy(memberId)}
          chevron={false}
        />
        <ListItem
          icon="user"
          label={t('account.nickname')}
          value={account.nickname || t('account.noNickname')}
        />
        <ListItem icon="send" label={t('account.phone')} value={account.phone ?? '—'} />
        <ListItem
          icon="sparkles"
          label={t('account.vipLevel')}
          value={account.vip_level === undefined ? '—' : t('account.vip', { level: account.vip_level })}
        />
        <ListItem
          icon="gift"
          label={t('account.inviteCode')}
          value={account.invite_code ? copyable(account.invite_code) : '—'}
          onClick={account.invite_code ? () => void copy(account.invite_code ?? '') : undefined}
          chevron={false}
        />
      </List>
      <List>
        <ListItem
          icon="file"
          label={t('account.registeredAt')}
          value={account.registered_at ? formatRelative(account.registered_at, Date.now(), lang) : '—'}
        />
        <ListItem
          icon="hourglass"
          label={t('account.lastLoginAt')}
          value={
            account.last_login_at
              ? formatRelative(account.last_login_at, Date.now(), lang)
              : t('account.firstLogin')
          }
        />
        <ListItem
          icon="key"
          label={t('account.withdrawPassword')}
          value={
            account.has_withdraw_password === undefined
              ? '—'
              : account.has_withdraw_password
                ? t('account.withdrawPasswordSet')
                : t('account.withdrawPasswordNotSet')
          }
        />
      </List>
    </>
  );
}
