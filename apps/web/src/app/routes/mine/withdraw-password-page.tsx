import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/loading.tsx';
import {
  readAccountInfo,
  userInfoQueryKey,
  useUserInfo,
} from '../../../features/account/api/get-user-info.ts';
import { WithdrawPasswordForm } from '../../../features/account/components/withdraw-password-form.tsx';
import { useBack } from '../../../hooks/use-back.ts';
import { useAppState } from '../../../lib/store.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * Set or change the withdrawal password (Mine → change withdrawal password). Which form shows depends
 * on `has_withdraw_password`, read fresh from `GET /user/info`.
 */
export default function WithdrawPasswordPage({ route }: PageProps) {
  const { t } = useTranslation();
  const back = useBack(route.back);
  const queryClient = useQueryClient();
  const memberId = useAppState((s) => s.member?.member_id ?? null);
  const stored = useAppState((s) => s.member?.userInfo ?? null);
  const query = useUserInfo(Boolean(memberId));
  // Fresh from the server; the stored profile only when the server could not be asked.
  const hasPassword = readAccountInfo(query.data ?? stored).has_withdraw_password;
  return (
    <PageFrame route={route}>
      {query.isPending ? (
        <PageLoading label={t('messages.loading')} />
      ) : (
        <WithdrawPasswordForm
          key={hasPassword ? 'change' : 'set'}
          mode={hasPassword ? 'change' : 'set'}
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
            back();
          }}
        />
      )}
    </PageFrame>
  );
}
