import { LOCALE_NAMES } from '@jl/core/i18n/locales.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { List, ListItem } from '../../../components/ui/list.tsx';
import { paths } from '../../../config/paths.ts';
import { userInfoQuery, userInfoQueryKey, useUserInfo } from '../../../features/account/api/get-user-info.ts';
import { MemberHeader } from '../../../features/account/components/member-header.tsx';
import { LegalFooter } from '../../../features/rg/components/risk-notice.tsx';
import '../../../features/rg/components/rg.css';
import { walletInfoQuery } from '../../../features/wallet/api/wallet-api.ts';
import { wagerSourcesQuery } from '../../../features/wallet/components/wager-sources.tsx';
import { WalletCard } from '../../../features/wallet/components/wallet-card.tsx';
import { useAppState } from '../../../lib/store.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';
import { useSignOut } from './use-sign-out.ts';

/** The member header and the wallet card (its note is the page's largest element) are in the first paint. */
export const firstData = () => [userInfoQuery, walletInfoQuery, wagerSourcesQuery];

/**
 * Mine (docs/SPECIFICATION.md §2): the member header, the wallet card (available balance, balance to be wagered,
 * unlock withdrawals) and the list entries, each opening its page. Pull down to refresh.
 */
export default function MinePage({ route }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const memberId = useAppState((s) => s.member?.member_id ?? null);
  const userInfo = useAppState((s) => s.member?.userInfo ?? null);
  const lang = useAppState((s) => s.lang);
  const [confirming, setConfirming] = useState(false);
  const compliance = useAppState((s) => s.config?.compliance);
  const signOut = useSignOut();
  useUserInfo(Boolean(memberId));

  return (
    <PageFrame route={route}>
      <MemberHeader memberId={memberId} info={userInfo} />
      {memberId ? (
        <WalletCard onUnlocked={() => void queryClient.invalidateQueries({ queryKey: userInfoQueryKey })} />
      ) : null}

      <List title={t('mine.groups.records')}>
        <ListItem icon="receipt" label={t('mine.entries.fundLog')} to={paths.fundLog} />
        <ListItem icon="arrowDown" label={t('mine.entries.rechargeLog')} to={paths.rechargeLog} />
        <ListItem icon="arrowUp" label={t('mine.entries.withdrawLog')} to={paths.withdrawLog} />
      </List>
      <List title={t('mine.groups.account')}>
        <ListItem icon="idCard" label={t('mine.entries.userInfo')} to={paths.userInfo} />
        <ListItem icon="shield" label={t('mine.entries.kyc')} to={paths.kyc} />
        <ListItem icon="wallet" label={t('mine.entries.rechargeInfo')} to={paths.rechargeInfo} />
        <ListItem icon="bank" label={t('mine.entries.withdrawInfo')} to={paths.withdrawBind} />
      </List>
      <List title={t('mine.groups.security')}>
        <ListItem icon="lock" label={t('mine.entries.loginPassword')} to={paths.loginPassword} />
        <ListItem icon="key" label={t('mine.entries.withdrawPassword')} to={paths.withdrawPassword} />
        <ListItem icon="shield" label={t('mine.entries.responsibleGaming')} to={paths.responsibleGaming} />
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

      {compliance?.profile === 'br-regulated' ? <LegalFooter operator={compliance.operator} /> : null}

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
