import { LOCALE_NAMES } from '@jl/core/i18n/locales.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { List, ListItem } from '../../../components/ui/list.tsx';
import { APP_VERSION } from '../../../config/constants.ts';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';
import { useSignOut } from './use-sign-out.ts';

/** Settings list: language, passwords, terms, app version and sign out. */
export default function SettingsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = useAppState((s) => s.lang);
  const loggedIn = useAppState((s) => Boolean(s.member?.member_id));
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOut();

  return (
    <PageFrame route={route}>
      <div className="jl-spacer" />
      <List title={t('settings.general')}>
        <ListItem
          icon="globe"
          label={t('mine.entries.language')}
          value={LOCALE_NAMES[lang]}
          to={paths.language}
        />
        <ListItem icon="idCard" label={t('mine.entries.userInfo')} to={paths.userInfo} />
      </List>
      <List title={t('settings.security')}>
        <ListItem icon="lock" label={t('mine.entries.loginPassword')} to={paths.loginPassword} />
        <ListItem icon="key" label={t('mine.entries.withdrawPassword')} to={paths.withdrawPassword} />
      </List>
      <List title={t('settings.about')}>
        <ListItem icon="file" label={t('pages.terms')} to={paths.terms} />
        <ListItem icon="mapPin" label={t('settings.location')} to={paths.chooseLocation} />
        <ListItem icon="info" label={t('settings.version')} value={APP_VERSION} />
      </List>
      {loggedIn ? (
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
        }}
      />
    </PageFrame>
  );
}
