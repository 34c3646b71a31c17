import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { useUserInfo } from '../../../features/account/api/get-user-info.ts';
import { UserInfoList } from '../../../features/account/components/user-info-list.tsx';
import { useAppState } from '../../../lib/store.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** User info (Mine → user info): the profile as `GET /user/info` gives it, refreshed on open. */
export default function UserInfoPage({ route }: PageProps) {
  const { t } = useTranslation();
  const memberId = useAppState((s) => s.member?.member_id ?? null);
  const info = useAppState((s) => s.member?.userInfo ?? null);
  const query = useUserInfo(Boolean(memberId));
  return (
    <PageFrame route={route}>
      <div className="jl-spacer" />
      {memberId && (info || !query.isPending) ? (
        <UserInfoList memberId={memberId} info={info} />
      ) : (
        <PageLoading label={t('messages.loading')} />
      )}
    </PageFrame>
  );
}
