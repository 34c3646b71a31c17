import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { setAppState, type UserInfo } from '../../../lib/store.ts';

export const userInfoQueryKey = ['account', 'user-info'] as const;

/** `GET /user/info`: refreshes the stored userInfo (spec §3: kept with the token). */
export async function getUserInfo(): Promise<UserInfo | null> {
  const info = await requestData<UserInfo>('/user/info', { toast: false });
  if (info) setAppState((s) => (s.member ? { member: { ...s.member, userInfo: info } } : {}));
  return info;
}

export const useUserInfo = (enabled: boolean) =>
  useQuery({ queryKey: userInfoQueryKey, queryFn: getUserInfo, enabled });
