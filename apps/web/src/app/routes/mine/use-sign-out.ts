import { authApi } from '@jl/core/routes/auth.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * Signs out: tells the server (the request takes the token with it before it is cleared), then
 * clears member and token at once so the device is signed out even when offline.
 */
export function useSignOut(): () => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void call(authApi.logout, {}, { toast: false });
    clearSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'launch' });
    showToast(t('mine.loggedOut'), 'success');
  }, [queryClient, t]);
}
